import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnswerValue } from '../../../../../contracts/live/answers.js';
import type { SlideResults } from '../../../../../contracts/live/results.js';
import { assertNever } from '../../../../../contracts/shared/assert-never.js';
import { entriesLeft, liveAnswerKindFor } from '../../../../../services/live/domain/answer-rules.js';
import { answerRulesOf, type LiveSlide } from '../../live/live-slide.js';
import { SlideResultsView } from '../../live/results/SlideResultsView.js';
import { entriesSent } from '../answer-form.js';
import { resultsVisible } from '../audience-announcements.js';
import type { MyAnswer, PendingAnswer } from '../audience-session.js';
import { ChoiceAnswer } from './ChoiceAnswer.js';
import { RatingAnswer } from './RatingAnswer.js';
import { TextAnswer } from './TextAnswer.js';
import { WordsAnswer } from './WordsAnswer.js';

interface Props {
  readonly slide: LiveSlide;
  /** With "Shuffle options" on: whose order the options are shown in. */
  readonly shuffleFor: string | null;
  /** A closed poll's correct options, when the slide shows them. */
  readonly correctOptionIds?: readonly string[];
  readonly submissionsStopped: boolean;
  readonly results: SlideResults | null;
  readonly myAnswers: readonly MyAnswer[];
  readonly pending: readonly PendingAnswer[];
  readonly error: string | null;
  readonly onSubmit: (value: AnswerValue) => void;
}

const PHONE_CLOUD = { width: 340, height: 260 };

/** The active slide on a phone: its answer form, then what was sent, then the results when the slide shows them. */
export function AnswerPanel({ slide, shuffleFor, correctOptionIds, submissionsStopped, results, myAnswers, pending, error, onSubmit }: Props) {
  const { t } = useTranslation();
  const kind = liveAnswerKindFor(slide.type);
  const mine = myAnswers.filter((answer) => answer.slideId === slide.id);
  const sending = pending.filter((answer) => answer.slideId === slide.id);
  // After Submit the form is disabled, then may go: focus waits on what happened to the answer instead of <body>.
  const feedback = useRef<HTMLDivElement>(null);
  const submitted = useRef(false);
  const submit = (value: AnswerValue) => {
    submitted.current = true;
    onSubmit(value);
  };
  useLayoutEffect(() => {
    if (!submitted.current || !feedback.current) return;
    submitted.current = false;
    feedback.current.focus();
  });

  if (kind === null) {
    return <p className="audience-muted">{t('audience.live.notInteractive')}</p>;
  }

  // A word cloud's entries in flight already count against what is left; other forms stay, disabled, until the ack.
  const rules = answerRulesOf(slide);
  const sent = entriesSent([...myAnswers, ...sending], slide.id);
  const left = entriesLeft(rules, sent);
  const open = !submissionsStopped && (kind === 'words' ? left > 0 : entriesLeft(rules, entriesSent(myAnswers, slide.id)) > 0);
  // What this person may still send once the answers in flight are stored: the form's "sent" line says so.
  const more = !submissionsStopped && (kind === 'words' || kind === 'text') ? left : 0;
  const busy = sending.length > 0;
  const answered = mine.length > 0;
  const showResults = resultsVisible(results, slide.settings.hideResult, answered, submissionsStopped);

  const form = (() => {
    switch (kind) {
      case 'choice':
        return <ChoiceAnswer key={slide.id} slide={slide} shuffleFor={shuffleFor} disabled={busy} onSubmit={submit} />;
      case 'words':
        return <WordsAnswer key={`${slide.id}-${left}`} rules={rules} sent={sent} disabled={busy} onSubmit={submit} />;
      case 'text':
        // A new, empty form for each further answer (an open-ended question may take several).
        return <TextAnswer key={`${slide.id}-${sent}`} disabled={busy} onSubmit={submit} />;
      case 'rating':
        return <RatingAnswer key={slide.id} slide={slide} disabled={busy} onSubmit={submit} />;
      default:
        return assertNever(kind);
    }
  })();

  return (
    <div className="answer-panel">
      {/* Said by the session's live region (LiveAudience); shown here. */}
      {submissionsStopped && !answered && <p className="audience-notice">{t('audience.live.submissionsClosed')}</p>}
      {open && form}
      {(error || busy || answered) && (
        <div className="answer-feedback" ref={feedback} tabIndex={-1} aria-live="polite" data-testid="answer-feedback">
          {error && <p className="audience-error">{error}</p>}
          {busy && <p className="audience-notice">{t('audience.live.sending')}</p>}
          {answered && !busy && (
            <section className="answer-sent">
              <p className="answer-sent__title">
                <span aria-hidden="true">✓</span>{' '}
                {more > 0 ? t(kind === 'words' ? 'audience.live.sentWords' : 'audience.live.sentMore', { count: more }) : t('audience.live.sent')}
              </p>
              <h2 className="answer-sent__label">{t('audience.live.yourAnswer')}</h2>
              <ul className="answer-sent__values">
                {mine.flatMap((answer) => describe(answer.value, slide)).map((text, index) => (
                  <li key={index}>{text}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
      {showResults && (
        <section className="audience-results" aria-label={t('audience.live.resultsTitle')}>
          <h2 className="audience-results__title">{t('audience.live.resultsTitle')}</h2>
          <SlideResultsView slide={slide} results={results} size="compact" cloudBox={PHONE_CLOUD} correctOptionIds={correctOptionIds} />
        </section>
      )}
    </div>
  );
}

/** What this person sent, in words they recognise. */
function describe(value: AnswerValue, slide: LiveSlide): string[] {
  const title = (id: string) => slide.options.find((option) => option.id === id)?.title || id;
  if (value.kind === 'choice') return value.optionIds.map(title);
  if (value.kind === 'words') return value.words;
  if (value.kind === 'text') return [value.text];
  if (value.kind === 'rating') return Object.entries(value.ratings).map(([id, rating]) => `${title(id)}: ${rating}`);
  return [];
}
