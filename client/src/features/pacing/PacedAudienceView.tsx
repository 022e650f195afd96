import { useTranslation } from 'react-i18next';
import type { AnswerValue } from '../../../../contracts/live/answers.js';
import type { PacedQuestionView, PacingDirection } from '../../../../contracts/live/pacing.js';
import type { QuizFeedback } from '../../../../contracts/quiz/socket-protocol.js';
import { AnswerPanel } from '../audience/answers/AnswerPanel.js';
import type { MyAnswer, PendingAnswer } from '../audience/audience-session.js';
import { fromAudienceSlide } from '../live/live-slide.js';
import { QuizAnswerForm } from '../quiz/audience/QuizAnswerForm.js';
import { FeedbackCard } from '../quiz/audience/QuizAudienceView.js';
import { fractionElapsed, msLeft, secondsShown } from '../quiz/quiz-clock.js';
import { quizSlideRole } from '../quiz/quiz-state.js';
import { useNow } from '../quiz/use-now.js';
import type { AudiencePacingState } from './audience-pacing.js';
import { slideHeroStyle } from '../audience/slide-hero-style.js';

interface Props {
  readonly pacing: AudiencePacingState;
  readonly myAnswers: readonly MyAnswer[];
  readonly pending: readonly PendingAnswer[];
  readonly error: string | null;
  readonly onMove: (to: PacingDirection) => void;
  readonly onSubmit: (slideId: string, value: AnswerValue) => void;
  /** "Shuffle options": whose order this phone shows the current slide's options in (null: the author's order). */
  readonly shuffleFor: string | null;
  /** Where focus goes when the slide changes: its title. */
  readonly focusHere: (element: HTMLElement | null) => void;
}

/** A phone in a self-paced session: its own slide, previous and next, and each quiz question on its own clock. */
export function PacedAudienceView({ pacing, myAnswers, pending, error, onMove, onSubmit, shuffleFor, focusHere }: Props) {
  const { t } = useTranslation();
  const current = pacing.current;
  if (!current) {
    return (
      <section className="audience-card audience-waiting" aria-busy="true">
        <p ref={focusHere} tabIndex={-1}>
          {t('pacing.phone.opening')}
        </p>
      </section>
    );
  }
  const slide = fromAudienceSlide(current.slide);
  const role = quizSlideRole(current.slide);
  const sent = myAnswers.filter((answer) => answer.slideId === slide.id);
  return (
    <section className="audience-card audience-slide" aria-labelledby="audience-slide-title" data-testid="paced-slide" data-position={current.position}>
      <nav className="pacing-nav" aria-label={t('pacing.phone.navigation')}>
        <button type="button" className="button button--secondary" onClick={() => onMove('previous')} disabled={current.position <= 1 || pacing.moving}>
          {t('pacing.phone.previous')}
        </button>
        <span className="pacing-nav__position">{t('pacing.phone.position', { position: current.position, total: current.total })}</span>
        <button type="button" className="button button--primary" onClick={() => onMove('next')} disabled={current.position >= current.total || pacing.moving}>
          {t('pacing.phone.next')}
        </button>
      </nav>
      {pacing.problem && (
        <p className="audience-error" role="alert">
          {pacing.problem}
        </p>
      )}
      <div className="audience-slide__hero" style={slideHeroStyle(current.slide.settings)}>
        <h1 id="audience-slide-title" className="audience-slide__title" ref={focusHere} tabIndex={-1}>
          {slide.title || <span className="visually-hidden">{t('live.presenting.untitledSlide')}</span>}
        </h1>
        {slide.settings.description && <p className="audience-slide__description">{slide.settings.description}</p>}
      </div>
      {current.question ? (
        <PacedQuestion
          key={current.question.slideId}
          question={current.question}
          offsetMs={pacing.offsetMs}
          answered={sent.map((answer) => answer.value)}
          sending={pending.some((answer) => answer.slideId === slide.id)}
          feedback={pacing.feedback[slide.id] ?? null}
          shuffleFor={shuffleFor}
          error={error}
          onSubmit={(value) => onSubmit(slide.id, value)}
        />
      ) : role?.role === 'leaderboard' ? (
        <p className="quiz-phone__headline" role="status">
          {pacing.latestFeedback
            ? t('quiz.phone.yourPlace', { rank: pacing.latestFeedback.rank, total: pacing.latestFeedback.participants, points: pacing.latestFeedback.totalPoint })
            : t('pacing.phone.noScoreYet')}
        </p>
      ) : (
        <AnswerPanel
          slide={slide}
          shuffleFor={shuffleFor}
          submissionsStopped={current.slide.submissionsStopped}
          results={pacing.results}
          myAnswers={myAnswers}
          pending={pending}
          error={error}
          onSubmit={(value) => onSubmit(slide.id, value)}
        />
      )}
    </section>
  );
}

interface QuestionProps {
  readonly question: PacedQuestionView;
  readonly offsetMs: number;
  readonly answered: readonly AnswerValue[];
  readonly sending: boolean;
  readonly feedback: QuizFeedback | null;
  readonly error: string | null;
  readonly onSubmit: (value: AnswerValue) => void;
  readonly shuffleFor: string | null;
}

/** A question on this person's own clock: the time left, the answer form, then their feedback. */
function PacedQuestion({ question, offsetMs, answered, sending, feedback, error, onSubmit, shuffleFor }: QuestionProps) {
  const { t } = useTranslation();
  const done = answered.length > 0 || feedback !== null;
  const now = useNow(!done);
  const left = msLeft(question.closesAt, offsetMs, now);
  const seconds = secondsShown(left);
  const elapsed = fractionElapsed(question.openedAt, question.closesAt, offsetMs, now);
  return (
    <section className="quiz-phone quiz-phone--question" data-stage={done ? 'answered' : left <= 0 ? 'timeUp' : 'question'} aria-label={t('quiz.stage.questionNumber', { number: question.number })}>
      {!done && (
        <div className="quiz-phone__timer">
          <span className="quiz-timebar" aria-hidden="true">
            <span className="quiz-timebar__fill" style={{ width: `${(1 - elapsed) * 100}%` }} />
          </span>
          <span className={`quiz-timer quiz-timer--phone ${seconds <= 5 ? 'quiz-timer--ending' : ''}`} role="timer" aria-label={t('quiz.stage.secondsLeft', { count: seconds })}>
            {seconds}
          </span>
        </div>
      )}
      {error && (
        <p className="audience-error" role="alert">
          {error}
        </p>
      )}
      {feedback ? (
        <FeedbackCard feedback={feedback} result={null} play={question.play} />
      ) : done ? (
        <div className="quiz-phone__sent" role="status">
          <p className="quiz-phone__headline">{t('quiz.phone.sentTitle')}</p>
          <p className="audience-muted">{t('pacing.phone.scoring')}</p>
        </div>
      ) : left <= 0 ? (
        <p className="quiz-phone__headline" role="status">
          {t('quiz.phone.timeUp')}
        </p>
      ) : (
        <>
          <QuizAnswerForm slideId={question.slideId} play={question.play} shuffleFor={shuffleFor} disabled={sending} onSubmit={onSubmit} />
          {sending && (
            <p className="audience-notice" role="status">
              {t('audience.live.sending')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
