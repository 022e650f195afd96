import { useTranslation } from 'react-i18next';
import type { DeckDocument, DeckSlide } from '../../../../contracts/deck/read-model.js';
import type { SlideResults } from '../../../../contracts/live/results.js';
import { readSlideMedia } from '../../../../contracts/slides/slide-media.js';
import { effectiveSlideType, HEADING_SLIDE_TYPES } from '../../../../contracts/slides/slide-types.js';
import { Thumbnail } from '../editor/canvas/ScaledCanvas.js';
import { SlidePreview } from '../editor/canvas/SlidePreview.js';
import { SlideBackdrop } from '../slide-view/SlideBackdrop.js';
import { joinLink } from './join-link.js';
import { drawnBySlideContent } from './stage-types.js';
import { SlideContent } from './SlideContent.js';
import { stageStyle } from './stage-style.js';

/** What any screen needs to draw a slide as the room sees it (the props other screens reuse: keep it small). */
export interface StageSlideProps {
  readonly slide: DeckSlide;
  /** attributes: the deck's palette colours its charts (absent where a screen has only the font, e.g. a template page). */
  readonly deck: Pick<DeckDocument, 'fontFamily' | 'accessCode'> & Partial<Pick<DeckDocument, 'attributes'>>;
  /** Live results to draw; none draws the slide before its first answer. */
  readonly results?: SlideResults | null;
  /** 'edit': the editor's canvas (unwritten titles show their placeholder); 'thumbnail': a miniature (small images). */
  readonly mode?: 'edit' | 'thumbnail';
}

/**
 * A slide on its 1280x720 stage drawn by the presenting screen's own renderer (SlideContent, the stage's padding,
 * colours and backdrop), so the editor's canvas and thumbnails show the chart, its orientation and the option
 * colours the room will see. Slides whose live screens belong to a game (quiz questions, brainstorms, wheels, Q&A,
 * leaderboards) keep the editor's drawing of them.
 */
export function StageSlide({ slide, deck, results = null, mode = 'edit' }: StageSlideProps) {
  const { t } = useTranslation();
  const type = effectiveSlideType(slide.type, slide.slideType);
  if (!drawnBySlideContent(type)) return <SlidePreview slide={slide} deck={deck} thumbnail={mode === 'thumbnail'} />;
  const placeholder = HEADING_SLIDE_TYPES.includes(slide.type) ? t('editor.placeholders.heading') : t('editor.placeholders.question');
  return (
    <section className="live-stage stage-slide" style={stageStyle(slide.textColour ?? null, slide.baseColour ?? null, deck.fontFamily)} data-slide-type={type} data-renderer="stage">
      <SlideBackdrop media={readSlideMedia(slide)} baseColour={slide.baseColour} size={mode === 'thumbnail' ? 'thumbnail' : 'xLarge'} />
      <SlideContent
        slide={slide}
        results={results}
        submissionsStopped={false}
        titleLevel={3}
        joinUrl={joinLink(window.location.origin, deck.accessCode)}
        surface="still"
        placeholderTitle={placeholder}
        chartColours={deck.attributes?.colorPalette?.colors}
      />
    </section>
  );
}

/**
 * A slide's miniature (slide lists, pickers, the presenting screen's grid): the stage drawing scaled by the
 * stylesheet's --thumbnail-scale. Hidden from screen readers: the list item around it names the slide.
 */
export function SlideThumbnail({ slide, deck }: Pick<StageSlideProps, 'slide' | 'deck'>) {
  return (
    <Thumbnail>
      <StageSlide slide={slide} deck={deck} mode="thumbnail" />
    </Thumbnail>
  );
}
