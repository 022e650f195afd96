import { useTranslation } from 'react-i18next';
import type { SlideResults } from '../../../../../contracts/live/results.js';
import { assertNever } from '../../../../../contracts/shared/assert-never.js';
import { liveAnswerKindFor } from '../../../../../services/live/domain/answer-rules.js';
import type { LiveSlide } from '../live-slide.js';
import { ChoiceResults } from './ChoiceResults.js';
import { OpenEndedResults } from './OpenEndedResults.js';
import { RatingResults } from './RatingResults.js';
import { shownWords } from './shown-words.js';
import { WordCloud } from './WordCloud.js';
import type { CloudBox } from './word-cloud-layout.js';

interface Props {
  readonly slide: LiveSlide;
  readonly results: SlideResults | null;
  readonly size?: 'stage' | 'compact';
  readonly cloudBox: CloudBox;
  readonly onRemoveWord?: (text: string) => void;
  /** The colour the results are drawn on, when it is the slide's (the presenting stage). */
  readonly surface?: string;
  /** A poll's correct options, when they are shown. */
  readonly correctOptionIds?: readonly string[];
}

/** The live results of an answerable slide, by its kind; before any answer, the empty chart of that kind. */
export function SlideResultsView({ slide, results, size = 'stage', cloudBox, onRemoveWord, surface, correctOptionIds }: Props) {
  const { t } = useTranslation();
  const kind = liveAnswerKindFor(slide.type);
  if (kind === null) return null;
  // Results of another kind (the slide's type changed mid-session) are not this slide's to show.
  const own = results && results.kind === kind && results.slideId === slide.id ? results : null;
  const respondents = own?.respondents ?? 0;
  const body = (() => {
    switch (kind) {
      case 'choice':
        return <ChoiceResults slide={slide} results={own?.kind === 'choice' ? own : null} size={size} correctOptionIds={correctOptionIds} />;
      case 'rating':
        return <RatingResults slide={slide} results={own?.kind === 'rating' ? own : null} size={size} />;
      case 'words':
        return own?.kind === 'words' && own.words.length > 0 ? (
          <WordCloud words={shownWords(own, slide.settings.wordCloudSmartGrouping)} box={cloudBox} onRemove={onRemoveWord} surface={surface} />
        ) : (
          <p className="live-results__empty">{t('live.results.noAnswersYet')}</p>
        );
      case 'text':
        return own?.kind === 'text' && own.entries.length > 0 ? (
          <OpenEndedResults entries={own.entries} layout={slide.settings.openEndedLayout} size={size} />
        ) : (
          <p className="live-results__empty">{t('live.results.noAnswersYet')}</p>
        );
      default:
        return assertNever(kind);
    }
  })();
  return (
    <div className={`live-results live-results--${size}`}>
      {body}
      {/* Not a live region: every answer changes it; screen readers hear the count from a throttled announcer. */}
      <p className="live-results__respondents" data-testid="respondents">
        {t('live.results.respondents', { count: respondents })}
      </p>
    </div>
  );
}
