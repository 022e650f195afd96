import { useTranslation } from 'react-i18next';
import type { AnswerValue } from '../../../../../contracts/live/answers.js';
import type { AudienceSlide } from '../../../../../contracts/live/socket-protocol.js';
import type { QuizFeedback, QuizResultPayload } from '../../../../../contracts/quiz/socket-protocol.js';
import type { LeaderboardPayload } from '../../../../../contracts/quiz/leaderboard.js';
import type { QuizPlay } from '../../../../../contracts/quiz/question.js';
import { correctFromKey } from '../correct-answer.js';
import { fractionElapsed, msLeft, secondsShown } from '../quiz-clock.js';
import type { QuizSlideRole } from '../quiz-state.js';
import { useNow } from '../use-now.js';
import type { AudienceQuizState } from './audience-quiz.js';
import { QuizAnswerForm } from './QuizAnswerForm.js';
import { QuizHints } from './QuizHints.js';
import { quizTeamNameOf } from '../../language/default-texts.js';

interface Props {
  readonly slideId: string;
  readonly role: NonNullable<QuizSlideRole>;
  readonly quiz: AudienceQuizState;
  readonly me: { readonly leaderboardKey: string; readonly teamId?: string } | null;
  /** "Shuffle options": whose order the answer buttons are in. */
  readonly shuffleFor: string | null;
  /** The question's hints, shown while it is asked. */
  readonly hints: NonNullable<AudienceSlide['hints']>;
  /** This person's answers to this slide: stored, and on their way. */
  readonly answered: readonly AnswerValue[];
  readonly sending: boolean;
  readonly error: string | null;
  readonly onSubmit: (value: AnswerValue) => void;
}

/** The quiz on a phone (issue 6): each stage, the answer form, the time left, feedback after each question, the leaderboard. */
export function QuizAudienceView({ slideId, role, quiz, me, shuffleFor, hints, answered, sending, error, onSubmit }: Props) {
  const { t } = useTranslation();
  const state = quiz.quiz?.slideId === slideId ? quiz.quiz : null;
  const stage = state?.stage ?? null;
  const now = useNow(stage === 'countdown' || stage === 'question');

  if (role.role === 'leaderboard') {
    return <AudienceLeaderboard quiz={quiz} me={me} />;
  }

  const errorNotice = error && (
    <p className="audience-error" role="alert">
      {error}
    </p>
  );

  switch (stage) {
    case 'lobby':
      return (
        <section className="quiz-phone quiz-phone--lobby" data-stage="lobby">
          <p className="quiz-phone__big" aria-hidden="true">
            🎉
          </p>
          <p className="quiz-phone__headline">{t('quiz.phone.inTitle')}</p>
          <p className="audience-muted">{t('quiz.phone.inBody')}</p>
        </section>
      );
    case 'rule':
      return (
        <section className="quiz-phone quiz-phone--rule" data-stage="rule">
          <p className="quiz-phone__headline">{t('quiz.stage.rulesTitle')}</p>
          <ol className="quiz-rules quiz-rules--phone">
            <li>{t('quiz.rules.answer')}</li>
            <li>{t('quiz.rules.speed')}</li>
            <li>{t('quiz.rules.streak')}</li>
          </ol>
        </section>
      );
    case 'countdown': {
      const seconds = secondsShown(msLeft(state?.countdownEndsAt, quiz.offsetMs, now));
      return (
        <section className="quiz-phone quiz-phone--countdown" data-stage="countdown">
          <p className="quiz-phone__headline">{t('quiz.stage.getReady')}</p>
          <p className="quiz-countdown quiz-countdown--phone" role="timer" aria-label={t('quiz.stage.startsIn', { count: seconds })}>
            {seconds}
          </p>
        </section>
      );
    }
    case 'question': {
      const question = state?.question ?? null;
      const left = msLeft(question?.closesAt, quiz.offsetMs, now);
      const seconds = secondsShown(left);
      const elapsed = fractionElapsed(question?.startedAt, question?.closesAt, quiz.offsetMs, now);
      const done = answered.length > 0;
      return (
        <section className="quiz-phone quiz-phone--question" data-stage="question">
          <div className="quiz-phone__timer">
            <span className="quiz-timebar" aria-hidden="true">
              <span className="quiz-timebar__fill" style={{ width: `${(1 - elapsed) * 100}%` }} />
            </span>
            <span className={`quiz-timer quiz-timer--phone ${seconds <= 5 ? 'quiz-timer--ending' : ''}`} role="timer" aria-label={t('quiz.stage.secondsLeft', { count: seconds })}>
              {seconds}
            </span>
          </div>
          {errorNotice}
          {done ? (
            <div className="quiz-phone__sent" role="status">
              <p className="quiz-phone__headline">{t('quiz.phone.sentTitle')}</p>
              <p className="audience-muted">{t('quiz.phone.sentBody')}</p>
              {question && <AnswerSummary play={question.play} value={answered[0]!} />}
            </div>
          ) : left <= 0 ? (
            <p className="quiz-phone__headline" role="status">
              {t('quiz.phone.timeUp')}
            </p>
          ) : question ? (
            <>
              <QuizHints hints={hints} />
              <QuizAnswerForm key={`${slideId}-${question.number}`} play={question.play} slideId={slideId} shuffleFor={shuffleFor} disabled={sending} onSubmit={onSubmit} />
              {sending && (
                <p className="audience-notice" role="status">
                  {t('audience.live.sending')}
                </p>
              )}
            </>
          ) : null}
        </section>
      );
    }
    case 'result': {
      const feedback = quiz.feedback?.slideId === slideId ? quiz.feedback : null;
      const result = quiz.result?.slideId === slideId ? quiz.result : null;
      return (
        <section className="quiz-phone quiz-phone--result" data-stage="result">
          {feedback ? (
            <FeedbackCard feedback={feedback} result={result} play={state?.question?.play ?? null} />
          ) : (
            <div role="status">
              <p className="quiz-phone__headline">{state?.revealed ? t('quiz.phone.checking') : t('quiz.phone.timeUp')}</p>
              {!state?.revealed && <p className="audience-muted">{t('quiz.phone.waitReveal')}</p>}
            </div>
          )}
        </section>
      );
    }
    default:
      return (
        <section className="quiz-phone" data-stage="waiting">
          <p className="audience-muted" role="status">
            {t('quiz.phone.waiting')}
          </p>
        </section>
      );
  }
}

/** What this person sent, in the titles they picked. */
function AnswerSummary({ play, value }: { play: QuizPlay; value: AnswerValue }) {
  const { t } = useTranslation();
  const lines = describe(play, value);
  if (lines.length === 0) return null;
  return (
    <>
      <h2 className="answer-sent__label">{t('audience.live.yourAnswer')}</h2>
      <ul className="answer-sent__values">
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    </>
  );
}

function describe(play: QuizPlay, value: AnswerValue): string[] {
  const titles = new Map<string, string>();
  if (play.kind === 'choice') for (const option of play.options) titles.set(option.id, option.title);
  if (play.kind === 'order' || play.kind === 'categories') for (const item of play.items) titles.set(item.id, item.title);
  if (play.kind === 'pairs') for (const item of [...play.left, ...play.right]) titles.set(item.id, item.title);
  if (play.kind === 'categories') for (const category of play.categories) titles.set(category.id, category.title);
  const title = (id: string) => titles.get(id) ?? '';
  switch (value.kind) {
    case 'choice':
    case 'order':
      return value.optionIds.map(title);
    case 'typed':
      return [value.text];
    case 'pairs':
      return Object.entries(value.pairs).map(([left, right]) => `${title(left)} → ${title(right)}`);
    case 'categories':
      return Object.entries(value.items).map(([item, category]) => `${title(item)} → ${title(category)}`);
    default:
      return [];
  }
}

/** Spec: "feedback after each question (correct or not, points, rank, streak)". */
export function FeedbackCard({ feedback, result, play }: { feedback: QuizFeedback; result: QuizResultPayload | null; play: QuizPlay | null }) {
  const { t } = useTranslation();
  const verdict = !feedback.answered ? 'none' : feedback.correct ? 'correct' : feedback.right > 0 ? 'partial' : 'wrong';
  const correct = result && play ? correctFromKey(play, result.correct, result.acceptedLive) : null;
  const answerText = correct?.kind === 'choice' ? correct.titles.join(', ') : correct?.kind === 'typed' ? correct.accepted.join(', ') : null;
  return (
    <div className={`quiz-feedback quiz-feedback--${verdict}`} data-testid="quiz-feedback" data-verdict={verdict}>
      <p className="quiz-feedback__icon" aria-hidden="true">
        {verdict === 'correct' ? '✓' : verdict === 'partial' ? '◐' : verdict === 'none' ? '…' : '✗'}
      </p>
      <h2 className="quiz-feedback__verdict">
        {verdict === 'correct'
          ? t('quiz.feedback.correct')
          : verdict === 'partial'
            ? t('quiz.feedback.partial', { right: feedback.right, of: feedback.of })
            : verdict === 'none'
              ? t('quiz.feedback.noAnswer')
              : t('quiz.feedback.wrong')}
      </h2>
      <p className="quiz-feedback__points">{t('quiz.feedback.points', { count: feedback.points })}</p>
      {feedback.streakBonus > 0 && <p className="quiz-feedback__bonus">{t('quiz.feedback.streakBonus', { count: feedback.streakBonus })}</p>}
      <dl className="quiz-feedback__facts">
        <div>
          <dt>{t('quiz.feedback.rank')}</dt>
          <dd>{t('quiz.feedback.rankOf', { rank: feedback.rank, total: feedback.participants })}</dd>
        </div>
        <div>
          <dt>{t('quiz.feedback.total')}</dt>
          <dd>{feedback.totalPoint}</dd>
        </div>
        <div>
          <dt>{t('quiz.feedback.streak')}</dt>
          <dd>{feedback.streak > 0 ? t('quiz.feedback.streakCount', { count: feedback.streak }) : '0'}</dd>
        </div>
        {feedback.teamId && feedback.teamRank !== null && (
          <div>
            <dt>{quizTeamNameOf(t, feedback.teamId)}</dt>
            <dd>{t('quiz.feedback.teamRank', { rank: feedback.teamRank })}</dd>
          </div>
        )}
      </dl>
      {answerText && verdict !== 'correct' && <p className="quiz-feedback__answer">{t('quiz.feedback.answerWas', { answer: answerText })}</p>}
    </div>
  );
}

/** The leaderboard slide on a phone: the top places with this person's row marked, while the presenter shows it. */
function AudienceLeaderboard({ quiz, me }: { quiz: AudienceQuizState; me: Props['me'] }) {
  const { t } = useTranslation();
  const visible = quiz.quiz?.leaderboardVisible ?? true;
  const board: LeaderboardPayload | null = visible && quiz.leaderboard && quiz.leaderboard.sessionId === (quiz.quiz?.sessionId ?? quiz.leaderboard.sessionId) ? quiz.leaderboard : null;
  const feedback = quiz.feedback;
  if (!board) {
    return (
      <section className="quiz-phone" data-stage="leaderboard">
        <p className="audience-muted" role="status">
          {visible ? t('quiz.phone.leaderboardOnScreen') : t('quiz.phone.leaderboardHidden')}
        </p>
        {feedback && <p className="quiz-phone__headline">{t('quiz.phone.yourPlace', { rank: feedback.rank, total: feedback.participants, points: feedback.totalPoint })}</p>}
      </section>
    );
  }
  const mine = board.audiences.find((entry) => entry.a === me?.leaderboardKey) ?? null;
  return (
    <section className="quiz-phone" data-stage="leaderboard">
      <ol className="quiz-phone-ranks" aria-label={t('quiz.leaderboard.label')}>
        {board.audiences.map((entry) => (
          <li
            key={entry.a}
            className={`quiz-phone-ranks__row ${entry.a === me?.leaderboardKey ? 'quiz-phone-ranks__row--me' : ''}`}
            aria-label={t('quiz.leaderboard.row', { place: entry.i, name: entry.n || t('quiz.anonymous'), points: entry.tp })}
            aria-current={entry.a === me?.leaderboardKey ? 'true' : undefined}
          >
            <span className="quiz-phone-ranks__place" aria-hidden="true">
              {entry.i}
            </span>
            <span aria-hidden="true">{entry.e}</span>
            <span className="quiz-phone-ranks__name" aria-hidden="true">
              {entry.n || t('quiz.anonymous')}
            </span>
            <span className="quiz-phone-ranks__points" aria-hidden="true">
              {entry.tp}
            </span>
          </li>
        ))}
      </ol>
      {!mine && feedback && <p className="quiz-phone__headline">{t('quiz.phone.yourPlace', { rank: feedback.rank, total: feedback.participants, points: feedback.totalPoint })}</p>}
    </section>
  );
}
