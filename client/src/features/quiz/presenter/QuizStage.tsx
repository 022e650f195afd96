import { useTranslation } from 'react-i18next';
import { FittedText } from '../../slide-view/FittedText.js';
import { STAGE_HEADING, STAGE_QUIZ_QUESTION } from '../../slide-view/stage-text.js';
import type { DeckSlide } from '../../../../../contracts/deck/read-model.js';
import type { SlideResults } from '../../../../../contracts/live/results.js';
import type { QuizQuestionType } from '../../../../../contracts/quiz/constants.js';
import { isPlaceholderText } from '../../../../../contracts/slides/plain-text.js';
import { correctFromDeck, correctFromKey } from '../correct-answer.js';
import { fractionElapsed, msLeft, secondsShown } from '../quiz-clock.js';
import { useNow } from '../use-now.js';
import type { PresenterQuizState } from './presenter-quiz.js';
import { QuestionPlay } from './QuestionPlay.js';
import { blurAfter, QuestionResult } from './QuestionResult.js';

interface Props {
  readonly slide: DeckSlide;
  readonly type: QuizQuestionType;
  readonly quiz: PresenterQuizState;
  /** The slide's live tally (choice counts, typed answers) from the presenter room. */
  readonly results: SlideResults | null;
  /** Admitted to the session (the presenter room's count). */
  readonly joined: number;
  readonly onReveal: () => void;
  readonly onAccept: (text: string) => Promise<boolean>;
}

/** Most players shown by name in the lobby; the rest are counted. */
const LOBBY_NAMES = 40;

/**
 * A quiz question on the presenting stage, by the stage the server runs (spec doc 2 §2 "Live game screens: lobby,
 * rule, 5-second countdown, question, result"). Timers count down against the server's clock (quiz-clock.ts).
 */
export function QuizStage({ slide, type, quiz, results, joined, onReveal, onAccept }: Props) {
  const { t } = useTranslation();
  const state = quiz.quiz?.slideId === slide.id ? quiz.quiz : null;
  const stage = state?.stage ?? null;
  const now = useNow(stage === 'countdown' || stage === 'question');
  const title = isPlaceholderText(slide.title ?? '') ? '' : (slide.title ?? '');

  if (!state || !stage) {
    return (
      <div className="quiz-screen quiz-screen--waiting" data-stage="waiting">
        {title && <FittedText as="h1" text={title} spec={STAGE_HEADING} className="quiz-screen__title" />}
        <p className="quiz-stage__muted" role="status">
          {t('quiz.stage.preparing')}
        </p>
      </div>
    );
  }

  const hint = (text: string) => <p className="quiz-screen__hint">{text}</p>;

  switch (stage) {
    case 'lobby': {
      const players = quiz.leaderboard?.sessionId === state.sessionId ? quiz.leaderboard.audiences : [];
      const count = Math.max(joined, state.joined, players.length);
      return (
        <div className="quiz-screen quiz-screen--lobby" data-stage="lobby">
          <p className="quiz-screen__eyebrow">{t('quiz.stage.lobbyEyebrow')}</p>
          {title && <FittedText as="h1" text={title} spec={STAGE_HEADING} className="quiz-screen__title" />}
          <p className="quiz-lobby__count" data-testid="quiz-players-count">
            {t('quiz.stage.playersJoined', { count })}
          </p>
          {players.length > 0 ? (
            <ul className="quiz-lobby__players" aria-label={t('quiz.stage.players')}>
              {players.slice(0, LOBBY_NAMES).map((player) => (
                <li key={player.a} className="quiz-lobby__player">
                  <span className="quiz-lobby__avatar" aria-hidden="true">
                    {player.e}
                  </span>
                  <span className="quiz-lobby__name">{player.n || t('quiz.anonymous')}</span>
                </li>
              ))}
              {players.length > LOBBY_NAMES && <li className="quiz-lobby__player quiz-lobby__player--more">{t('quiz.stage.morePlayers', { count: players.length - LOBBY_NAMES })}</li>}
            </ul>
          ) : (
            <p className="quiz-stage__muted">{t('quiz.stage.waitingForPlayers')}</p>
          )}
          {hint(t('quiz.stage.pressToStart'))}
        </div>
      );
    }
    case 'rule':
      return (
        <div className="quiz-screen quiz-screen--rule" data-stage="rule">
          <h1 className="quiz-screen__title">{t('quiz.stage.rulesTitle')}</h1>
          <ol className="quiz-rules">
            <li>{t('quiz.rules.answer')}</li>
            <li>{t('quiz.rules.speed')}</li>
            <li>{t('quiz.rules.streak')}</li>
            <li>{t('quiz.rules.partial')}</li>
          </ol>
          {hint(t('quiz.stage.pressToContinue'))}
        </div>
      );
    case 'countdown': {
      const seconds = secondsShown(msLeft(state.countdownEndsAt, quiz.offsetMs, now));
      return (
        <div className="quiz-screen quiz-screen--countdown" data-stage="countdown">
          <p className="quiz-screen__eyebrow">{t('quiz.stage.getReady')}</p>
          {title && <FittedText as="h1" text={title} spec={STAGE_HEADING} className="quiz-screen__title" />}
          <p className="quiz-countdown" role="timer" aria-label={t('quiz.stage.startsIn', { count: seconds })}>
            {seconds}
          </p>
        </div>
      );
    }
    case 'question': {
      const question = state.question;
      const left = msLeft(question?.closesAt, quiz.offsetMs, now);
      const seconds = secondsShown(left);
      const elapsed = fractionElapsed(question?.startedAt, question?.closesAt, quiz.offsetMs, now);
      const progress = quiz.progress?.slideId === slide.id ? quiz.progress : null;
      const answered = progress?.answered ?? state.answered;
      const of = Math.max(progress?.joined ?? 0, state.joined, joined);
      return (
        <div className="quiz-screen quiz-screen--question" data-stage="question">
          <div className="quiz-question__head">
            {question && <span className="live-chip">{t('quiz.stage.questionNumber', { number: question.number })}</span>}
            <span className="quiz-answered" data-testid="quiz-answered">
              {t('quiz.stage.answered', { count: answered, total: of })}
            </span>
            <span className={`quiz-timer ${seconds <= 5 ? 'quiz-timer--ending' : ''}`} role="timer" aria-label={t('quiz.stage.secondsLeft', { count: seconds })}>
              {seconds}
            </span>
          </div>
          <span className="quiz-timebar" aria-hidden="true">
            <span className="quiz-timebar__fill" style={{ width: `${(1 - elapsed) * 100}%` }} />
          </span>
          {title && <FittedText as="h1" text={title} spec={STAGE_QUIZ_QUESTION} className="quiz-screen__title quiz-screen__title--question" />}
          <div className="quiz-screen__body">{question && <QuestionPlay play={question.play} />}</div>
        </div>
      );
    }
    case 'result': {
      const question = state.question;
      const outcome = quiz.results[slide.id] ?? null;
      const acceptedLive = [...(outcome?.acceptedLive ?? []), ...(quiz.accepted[slide.id] ?? [])];
      const fromKey = outcome && question ? correctFromKey(question.play, outcome.correct, acceptedLive) : null;
      const correct = fromKey ?? correctFromDeck(slide, type, acceptedLive);
      const options = question?.play.kind === 'choice' ? question.play.options : [];
      const tally = results ?? outcome?.results ?? null;
      const respondents = outcome?.respondents ?? tally?.respondents ?? state.answered;
      const waitingToReveal = state.manualReveal && !state.revealed;
      return (
        <div className="quiz-screen quiz-screen--result" data-stage="result">
          <div className="quiz-question__head">
            {question && <span className="live-chip">{t('quiz.stage.questionNumber', { number: question.number })}</span>}
            <span className="quiz-answered">
              {state.revealed && outcome
                ? t('quiz.stage.correctOf', { count: outcome.correctCount, total: outcome.respondents, rate: outcome.correctRate })
                : t('quiz.stage.responses', { count: respondents })}
            </span>
            <span className="live-chip">{state.ended?.reason === 'everyoneAnswered' ? t('quiz.stage.everyoneAnswered') : t('quiz.stage.timeUp')}</span>
          </div>
          {title && <FittedText as="h1" text={title} spec={STAGE_QUIZ_QUESTION} className="quiz-screen__title quiz-screen__title--question" />}
          <div className="quiz-screen__body">
            <QuestionResult correct={correct} revealed={state.revealed} options={options} results={tally} onAccept={onAccept} />
          </div>
          {waitingToReveal && (
            <div className="quiz-screen__footer">
              <button
                type="button"
                className="quiz-button"
                disabled={quiz.busy}
                onClick={(event) => {
                  blurAfter(event);
                  onReveal();
                }}
              >
                {t('quiz.stage.reveal')}
              </button>
              {hint(t('quiz.stage.pressToReveal'))}
            </div>
          )}
        </div>
      );
    }
    default:
      return null;
  }
}
