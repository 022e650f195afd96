import { useTranslation } from 'react-i18next';
import type { DeckSlide } from '../../../../contracts/deck/read-model.js';
import type { SlideResults } from '../../../../contracts/live/results.js';
import { BLANK_SLIDE_STYLE } from '../../../../contracts/slides/constants.js';
import { isPlaceholderText, richTextToPlain } from '../../../../contracts/slides/plain-text.js';
import { readSlideMedia } from '../../../../contracts/slides/slide-media.js';
import { effectiveSlideType } from '../../../../contracts/slides/slide-types.js';
import { SlideMediaView } from '../slide-view/SlideMediaView.js';
import { FittedText } from '../slide-view/FittedText.js';
import { STAGE_HEADING, STAGE_QUESTION } from '../slide-view/stage-text.js';
import { liveAnswerKindFor } from '../../../../services/live/domain/answer-rules.js';
import { pollCorrectOptionIds } from '../../../../services/live/domain/live-slide.js';
import { fromDeckSlide, withChartColours } from './live-slide.js';
import { SlideResultsView } from './results/SlideResultsView.js';

/** Room the word cloud has on the stage below the title. */
const STAGE_CLOUD = { width: 1160, height: 380 };

interface Props {
  readonly slide: DeckSlide;
  readonly results: SlideResults | null;
  readonly submissionsStopped: boolean;
  readonly onRemoveWord?: (text: string) => void;
  /** The slide's title is the screen's h1 when presenting; in a preview (backstage) it sits under the page's headings. */
  readonly titleLevel?: 1 | 3;
  /** The audience's join link, which QR-code slides show. */
  readonly joinUrl: string | null;
  /** A still drawing (the editor's canvas, thumbnails): videos and pages show their posters. */
  readonly surface?: 'stage' | 'still';
  /** The editor shows an unwritten title as its placeholder, greyed; the stage shows nothing. */
  readonly placeholderTitle?: string;
  /** The deck's palette (deck.attributes.colorPalette.colors): charts take its colours. */
  readonly chartColours?: readonly string[] | null;
}

/** A slide's content on the presenting stage: its question and the live results, or its text for content slides. */
export function SlideContent({ slide, results, submissionsStopped, onRemoveWord, titleLevel = 1, joinUrl, surface = 'stage', placeholderTitle, chartColours = null }: Props) {
  const { t } = useTranslation();
  const live = withChartColours(fromDeckSlide(slide), chartColours);
  const title = isPlaceholderText(live.title) ? '' : live.title;
  const interactive = liveAnswerKindFor(slide.type) !== null;
  const blocks = (slide.canvasBlocks ?? []).flatMap((block) =>
    block.type === 'RichText' && !block.hidden && !isPlaceholderText(richTextToPlain(block.content.value))
      ? [{ id: block.id, tag: block.tag, text: richTextToPlain(block.content.value) }]
      : [],
  );
  // One title heading per slide: the first of the title and the heading blocks; any further heading one level down.
  const Title = `h${titleLevel}` as const;
  const Subtitle = `h${titleLevel + 1}` as 'h2' | 'h4';
  const firstHeadingBlock = title ? null : blocks.find((block) => block.tag === 'heading')?.id;
  const type = effectiveSlideType(slide.type, slide.slideType);
  // A canvas is drawn as laid out; its text is read out from the structured copy, hidden from sight.
  const canvas = type === 'freestyle';
  // Keyed by the slide: a new slide starts its video or embed at the poster again.
  const media = <SlideMediaView key={slide.id} type={type} media={readSlideMedia(slide)} surface={surface} joinUrl={joinUrl} />;
  return (
    <div className={`slide-content ${interactive ? 'slide-content--interactive' : 'slide-content--static'} ${canvas ? 'slide-content--canvas' : ''}`}>
      {canvas && <div aria-hidden="true">{media}</div>}
      <div className={canvas ? 'visually-hidden' : 'slide-content__text'}>
        {title && <FittedText key={slide.id} as={Title} text={title} spec={interactive ? STAGE_QUESTION : STAGE_HEADING} className="slide-content__title" expandable={surface === 'stage'} />}
        {!title && placeholderTitle && !canvas && <Title className="slide-content__title slide__placeholder">{placeholderTitle}</Title>}
        {!interactive && slide.subheading && <p className="slide-content__subheading">{slide.subheading}</p>}
        {!interactive && slide.description && <p className="slide-content__description">{slide.description}</p>}
        {blocks.map((block) =>
          block.tag === 'heading' ? (
            block.id === firstHeadingBlock ? (
              <Title key={block.id} className="slide-content__title">
                {block.text}
              </Title>
            ) : (
              <Subtitle key={block.id} className="slide-content__title">
                {block.text}
              </Subtitle>
            )
          ) : (
            <p key={block.id} className="slide-content__subheading">
              {block.text}
            </p>
          ),
        )}
      </div>
      {!canvas && media}
      {slide.type === 'bulletPoints' && (
        <ul className="slide-content__bullets">
          {slide.options.filter((option) => option.title.trim()).map((option) => (
            <li key={option.id}>{option.title}</li>
          ))}
        </ul>
      )}
      {interactive && (
        <div className="slide-content__results">
          <SlideResultsView
            slide={live}
            results={results}
            size="stage"
            cloudBox={STAGE_CLOUD}
            onRemoveWord={onRemoveWord}
            surface={slide.baseColour ?? BLANK_SLIDE_STYLE.baseColour}
            correctOptionIds={submissionsStopped ? pollCorrectOptionIds(slide) : undefined}
          />
        </div>
      )}
      {interactive && (submissionsStopped || live.settings.hideResult) && (
        <p className="slide-content__flags">
          {submissionsStopped && <span className="live-chip">{t('live.presenting.submissionsClosed')}</span>}
          {live.settings.hideResult && <span className="live-chip">{t('live.results.hiddenFromAudience')}</span>}
        </p>
      )}
    </div>
  );
}
