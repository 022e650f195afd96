import { NOT_LIVE_MESSAGE } from '../../../contracts/live/constants.js';
import { QUIZ_COUNTDOWN_SECONDS, QUIZ_MESSAGES } from '../../../contracts/quiz/constants.js';
import type { QuizEvent, TeamScoringRule } from '../../../contracts/quiz/events.js';
import { typedAnswerKey } from '../../../contracts/quiz/typed-answer.js';
import { assertNever } from '../../../contracts/shared/assert-never.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';
import { BusinessRuleViolated, ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import { buildQuestion, type QuestionSource } from './question-setup.js';
import { evolveQuizRun, initialQuizRun, openQuestion, type QuizQuestionRecord, type QuizRunState, type QuizStreamEvent } from '../../live/domain/quiz-run.js';

/** Deck settings a quiz step depends on, read when the step is taken. */
export interface QuizSettings {
  readonly enableQuizCountdown: boolean;
  readonly manualRevealCorrectAnswers: boolean;
  readonly teamScoringRule: TeamScoringRule;
}

export type QuizCommand =
  /**
   * The reaction to LiveSlideActivated number `activation`: ends a question left running on the slide the
   * presenter left, cancels the continue flag when moving backwards, and opens the quiz screen of a quiz
   * slide (lobby; countdown or question while the quiz continues; the result of a question already asked).
   */
  | { readonly type: 'FollowSlide'; readonly activation: number; readonly backwards: boolean; readonly slide: QuestionSource | null; readonly settings: QuizSettings }
  /** Enter or Space in the lobby: the rule screen. */
  | { readonly type: 'StartQuiz' }
  /** Enter or Space on any later screen: the next step (see SCORING.md "Stage machine"). */
  | { readonly type: 'ContinueQuiz'; readonly slide: QuestionSource | null; readonly settings: QuizSettings }
  /** The scheduler, when a countdown is due. */
  | { readonly type: 'BeginQuestion'; readonly slide: QuestionSource; readonly settings: QuizSettings }
  /** The scheduler (time limit) or the everyone-voted rule (doc 2 §4), with the counts that fired it. */
  | { readonly type: 'EndQuestion'; readonly slideId: string; readonly reason: 'timeUp' }
  | { readonly type: 'EndQuestion'; readonly slideId: string; readonly reason: 'everyoneAnswered'; readonly answered: number; readonly joined: number; readonly online: number }
  | { readonly type: 'RevealAnswers' }
  | { readonly type: 'AcceptTypedAnswer'; readonly slideId: string; readonly text: string }
  | { readonly type: 'AwardPoints'; readonly slideId: string; readonly audienceId: string | null; readonly teamId: string | null; readonly points: number }
  | { readonly type: 'SetLeaderboardVisibility'; readonly isVisible: boolean };

type Live = QuizRunState & { readonly sessionId: string; readonly presentationId: string };

function live(state: QuizRunState): Live {
  if (!state.live || state.sessionId === null || state.presentationId === null) throw new BusinessRuleViolated(NOT_LIVE_MESSAGE);
  return state as Live;
}

const plusMs = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
const on = (state: Live) => ({ sessionId: state.sessionId, presentationId: state.presentationId });

function questionStarted(state: Live, source: QuestionSource, settings: QuizSettings, now: string, newId: () => string, activation: number | null): QuizEvent {
  const asked = buildQuestion(source, newId);
  return {
    type: 'QuizQuestionStarted',
    data: {
      ...on(state),
      ...asked,
      number: state.questions.size + 1,
      startedAt: now,
      closesAt: plusMs(now, asked.timeLimitSeconds * 1000),
      manualReveal: settings.manualRevealCorrectAnswers,
      teamScoringRule: settings.teamScoringRule,
      activation,
    },
  };
}

/** Countdown first when enableQuizCountdown is on, else the question at once. */
function nextQuestionStep(state: Live, source: QuestionSource, settings: QuizSettings, now: string, newId: () => string, activation: number | null): QuizEvent {
  if (!settings.enableQuizCountdown) return questionStarted(state, source, settings, now, newId, activation);
  return {
    type: 'QuizCountdownStarted',
    data: { ...on(state), slideId: source.slideId, activation, at: now, endsAt: plusMs(now, QUIZ_COUNTDOWN_SECONDS * 1000) },
  };
}

/** Ending a question reveals its answers too, unless the presenter reveals them (manualRevealCorrectAnswers). */
function questionEnded(
  state: Live,
  question: QuizQuestionRecord,
  now: string,
  reason: Extract<QuizEvent, { type: 'QuizQuestionEnded' }>['data']['reason'],
  activation: number | null,
  counts: { answered: number; joined: number; online: number } | null = null,
): QuizEvent[] {
  const ended: QuizEvent = {
    type: 'QuizQuestionEnded',
    data: { ...on(state), slideId: question.slideId, at: now, reason, answered: counts?.answered ?? null, joined: counts?.joined ?? null, online: counts?.online ?? null, activation },
  };
  if (question.manualReveal) return [ended];
  return [ended, { type: 'QuizAnswersRevealed', data: { ...on(state), slideId: question.slideId, at: now } }];
}

function sourceFor(state: Live, slide: QuestionSource | null): QuestionSource {
  if (!slide || slide.slideId !== state.screen?.slideId) throw new BusinessRuleViolated(QUIZ_MESSAGES.noQuizSlide);
  return slide;
}

/**
 * The quiz of a live session, decided on the session's stream (beside the session decider). Steps the
 * scheduler or a reaction takes decide nothing when they are stale or already done, so they can be retried
 * freely (after a restart, on a second node); steps the presenter takes refuse with 422 when out of place.
 */
export const quizDecider: Decider<QuizRunState, QuizCommand, QuizStreamEvent> = {
  initialState: initialQuizRun,
  evolve: evolveQuizRun,

  decide(command, state, { now, newId }) {
    switch (command.type) {
      case 'FollowSlide': {
        if (!state.live) return [];
        const session = live(state);
        if (command.activation !== session.activations || session.followedActivation >= command.activation) return [];
        const events: QuizEvent[] = [];
        const open = openQuestion(session);
        if (open && open.slideId !== session.activeSlideId) events.push(...questionEnded(session, open, now, 'slideChanged', command.activation));
        let continueQuiz = session.continueQuiz;
        if (command.backwards && continueQuiz && session.activeSlideId !== null) {
          events.push({ type: 'QuizContinueCancelled', data: { ...on(session), slideId: session.activeSlideId, activation: command.activation, at: now } });
          continueQuiz = false;
        }
        const slide = command.slide;
        if (slide && slide.slideId === session.activeSlideId) {
          const at = { ...on(session), slideId: slide.slideId, activation: command.activation, at: now };
          if (session.questions.has(slide.slideId)) events.push({ type: 'QuizResultShown', data: at });
          else if (continueQuiz) events.push(nextQuestionStep(session, slide, command.settings, now, newId, command.activation));
          else events.push({ type: 'QuizLobbyOpened', data: at });
        }
        return events;
      }
      case 'StartQuiz': {
        const session = live(state);
        if (session.screen?.stage !== 'lobby') throw new BusinessRuleViolated(QUIZ_MESSAGES.notInLobby);
        return [{ type: 'QuizStarted', data: { ...on(session), slideId: session.screen.slideId, at: now } }];
      }
      case 'ContinueQuiz': {
        const session = live(state);
        const screen = session.screen;
        if (!screen) throw new BusinessRuleViolated(QUIZ_MESSAGES.noQuizSlide);
        switch (screen.stage) {
          case 'lobby':
            return [{ type: 'QuizStarted', data: { ...on(session), slideId: screen.slideId, at: now } }];
          case 'rule':
            return [nextQuestionStep(session, sourceFor(session, command.slide), command.settings, now, newId, null)];
          case 'countdown':
            return [questionStarted(session, sourceFor(session, command.slide), command.settings, now, newId, null)];
          case 'question': {
            const question = session.questions.get(screen.slideId);
            if (!question || question.endedAt !== null) return [];
            return questionEnded(session, question, now, 'presenter', null);
          }
          case 'result': {
            const question = session.questions.get(screen.slideId);
            if (!question || question.revealed) return [];
            return [{ type: 'QuizAnswersRevealed', data: { ...on(session), slideId: question.slideId, at: now } }];
          }
          default:
            return assertNever(screen.stage);
        }
      }
      case 'BeginQuestion': {
        if (!state.live) return [];
        const session = live(state);
        const screen = session.screen;
        if (screen?.stage !== 'countdown' || screen.slideId !== command.slide.slideId || screen.countdownEndsAt === null) return [];
        if (Date.parse(now) < Date.parse(screen.countdownEndsAt)) return [];
        return [questionStarted(session, command.slide, command.settings, now, newId, null)];
      }
      case 'EndQuestion': {
        if (!state.live) return [];
        const session = live(state);
        const question = session.questions.get(command.slideId);
        if (!question || question.endedAt !== null || session.screen?.slideId !== command.slideId || session.screen.stage !== 'question') return [];
        if (command.reason === 'timeUp') {
          if (Date.parse(now) < Date.parse(question.closesAt)) return [];
          return questionEnded(session, question, now, 'timeUp', null);
        }
        // Spec doc 2 §4: everyone joined has answered, and nobody online is left out of that count.
        const { answered, joined, online } = command;
        if (joined === 0 || answered < joined || joined < online) return [];
        return questionEnded(session, question, now, 'everyoneAnswered', null, { answered, joined, online });
      }
      case 'RevealAnswers': {
        const session = live(state);
        const screen = session.screen;
        const question = screen ? session.questions.get(screen.slideId) : undefined;
        if (screen?.stage !== 'result' || !question) throw new BusinessRuleViolated(QUIZ_MESSAGES.notInResult);
        if (question.revealed) return [];
        return [{ type: 'QuizAnswersRevealed', data: { ...on(session), slideId: question.slideId, at: now } }];
      }
      case 'AcceptTypedAnswer': {
        const session = live(state);
        const question = session.questions.get(command.slideId);
        if (!question || question.key.kind !== 'typed') throw new BusinessRuleViolated(QUIZ_MESSAGES.notTypeAnswer);
        const text = command.text.trim();
        const key = typedAnswerKey(text);
        if (key === '') throw new ValidationFailed('Enter the answer to accept', [{ path: 'text', message: 'Enter the answer to accept' }]);
        const known = [...question.key.accepted, ...question.acceptedLive].map(typedAnswerKey);
        if (known.includes(key)) return [];
        return [{ type: 'QuizTypeAnswerAccepted', data: { ...on(session), slideId: command.slideId, text, key, at: now } }];
      }
      case 'AwardPoints': {
        const session = live(state);
        if ((command.audienceId === null) === (command.teamId === null)) throw new ValidationFailed(QUIZ_MESSAGES.oneTarget, [{ path: 'audienceId', message: QUIZ_MESSAGES.oneTarget }]);
        return [
          {
            type: 'QuizPointsAwarded',
            data: { ...on(session), awardId: newId(), slideId: command.slideId, audienceId: command.audienceId, teamId: command.teamId, points: command.points, at: now },
          },
        ];
      }
      case 'SetLeaderboardVisibility': {
        const session = live(state);
        if (session.leaderboardVisible === command.isVisible) return [];
        return [{ type: 'LeaderboardVisibilityChanged', data: { ...on(session), isVisible: command.isVisible, at: now } }];
      }
      default:
        return assertNever(command);
    }
  },
};
