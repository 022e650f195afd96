import { useTranslation } from 'react-i18next';
import type { DeckSlide } from '../../../../contracts/deck/read-model.js';
import type { SlideResults } from '../../../../contracts/live/results.js';
import { isPlaceholderText, richTextToPlain } from '../../../../contracts/slides/plain-text.js';
import { liveAnswerKindFor } from '../../../../services/live/domain/answer-rules.js';
import { fromDeckSlide } from './live-slide.js';
import { SlideResultsView } from './results/SlideResultsView.js';

/** Room the word cloud has on the stage below the title. */
const STAGE_CLOUD = { width: 1160, height: 380 };

interface Props {
  readonly slide: DeckSlide;
  readonly results: SlideResults | null;
  readonly submissionsStopped: boolean;
  readonly onRemoveWord?: (text: string) => void;
}

/** A slide's content on the presenting stage: its question and the live results, or its text for content slides. */
export function SlideContent({ slide, results, submissionsStopped, onRemoveWord }: Props) {
  const { t } = useTranslation();
  const live = fromDeckSlide(slide);
  const title = isPlaceholderText(live.title) ? '' : live.title;
  const interactive = liveAnswerKindFor(slide.type) !== null;
  const blocks = (slide.canvasBlocks ?? []).flatMap((block) =>
    block.type === 'RichText' && !block.hidden && !isPlaceholderText(richTextToPlain(block.content.value))
      ? [{ id: block.id, tag: block.tag, text: richTextToPlain(block.content.value) }]
      : [],
  );
  return (
    <div className={`slide-content ${interactive ? 'slide-content--interactive' : 'slide-content--static'}`}>
      {title && <h1 className="slide-content__title">{title}</h1>}
      {!interactive && slide.subheading && <p className="slide-content__subheading">{slide.subheading}</p>}
      {!interactive && slide.description && <p className="slide-content__description">{slide.description}</p>}
      {blocks.map((block) =>
        block.tag === 'heading' ? (
          <h1 key={block.id} className="slide-content__title">
            {block.text}
          </h1>
        ) : (
          <p key={block.id} className="slide-content__subheading">
            {block.text}
          </p>
        ),
      )}
      {slide.type === 'bulletPoints' && (
        <ul className="slide-content__bullets">
          {slide.options.filter((option) => option.title.trim()).map((option) => (
            <li key={option.id}>{option.title}</li>
          ))}
        </ul>
      )}
      {interactive && (
        <div className="slide-content__results">
          <SlideResultsView slide={live} results={results} size="stage" cloudBox={STAGE_CLOUD} onRemoveWord={onRemoveWord} />
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
