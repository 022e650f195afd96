import type { QuizAnswerKind, QuizQuestionType, QuizStage } from '../../../contracts/quiz/constants.js';
import type { QuizEvent } from '../../../contracts/quiz/events.js';
import type { QuizAnswerKey, QuizPlay } from '../../../contracts/quiz/question.js';
import type { SessionEvent } from '../../../contracts/live/events.js';

/** A question asked in this session. */
export interface QuizQuestionRecord {
  readonly slideId: string;
  readonly number: number;
  readonly slideType: QuizQuestionType;
  readonly kind: QuizAnswerKind;
  readonly timeLimitSeconds: number;
  readonly startedAt: string;
  readonly closesAt: string;
  readonly endedAt: string | null;
  readonly endReason: Extract<QuizEvent, { type: 'QuizQuestionEnded' }>['data']['reason'] | null;
  readonly revealed: boolean;
  readonly manualReveal: boolean;
  readonly play: QuizPlay;
  readonly key: QuizAnswerKey;
  /** Typed answers accepted live, as typed. */
  readonly acceptedLive: readonly string[];
}

/** The quiz screen of the slide on screen. */
export interface QuizScreen {
  readonly slideId: string;
  readonly stage: QuizStage;
  readonly since: string;
  readonly countdownEndsAt: string | null;
}

/** The quiz side of a live session, folded from its stream (session and quiz events). */
export interface QuizRunState {
  readonly sessionId: string | null;
  readonly presentationId: string | null;
  readonly live: boolean;
  readonly activeSlideId: string | null;
  readonly previousSlideId: string | null;
  /** LiveSlideActivated events so far, and the last one the quiz has followed (made its events for). */
  readonly activations: number;
  readonly followedActivation: number;
  readonly continueQuiz: boolean;
  readonly screen: QuizScreen | null;
  readonly questions: ReadonlyMap<string, QuizQuestionRecord>;
  readonly leaderboardVisible: boolean;
}

export const initialQuizRun: QuizRunState = {
  sessionId: null,
  presentationId: null,
  live: false,
  activeSlideId: null,
  previousSlideId: null,
  activations: 0,
  followedActivation: 0,
  continueQuiz: false,
  screen: null,
  questions: new Map(),
  leaderboardVisible: true,
};

export type QuizStreamEvent = SessionEvent | QuizEvent;

function withQuestion(state: QuizRunState, slideId: string, change: (question: QuizQuestionRecord) => QuizQuestionRecord): QuizRunState {
  const question = state.questions.get(slideId);
  if (!question) return state;
  return { ...state, questions: new Map(state.questions).set(slideId, change(question)) };
}

const followed = (state: QuizRunState, activation: number | null) =>
  activation === null ? state.followedActivation : Math.max(state.followedActivation, activation);

/** Folds the session stream; events of other kinds (admissions, word cloud removals, ...) change nothing here. */
export function evolveQuizRun(state: QuizRunState, event: { type: string; data: unknown }): QuizRunState {
  const known = event as QuizStreamEvent;
  switch (known.type) {
    case 'SessionStarted':
      return { ...state, sessionId: known.data.sessionId, presentationId: known.data.presentationId, live: true };
    case 'SessionStopped':
      return { ...state, live: false };
    case 'SessionResumed':
      return { ...state, live: true };
    case 'LiveSlideActivated':
      return {
        ...state,
        previousSlideId: state.activeSlideId,
        activeSlideId: known.data.slideId,
        activations: state.activations + 1,
        screen: null,
      };
    case 'QuizLobbyOpened':
      return {
        ...state,
        followedActivation: followed(state, known.data.activation),
        screen: { slideId: known.data.slideId, stage: 'lobby', since: known.data.at, countdownEndsAt: null },
      };
    case 'QuizStarted':
      return { ...state, continueQuiz: true, screen: { slideId: known.data.slideId, stage: 'rule', since: known.data.at, countdownEndsAt: null } };
    case 'QuizCountdownStarted':
      return {
        ...state,
        followedActivation: followed(state, known.data.activation),
        screen: { slideId: known.data.slideId, stage: 'countdown', since: known.data.at, countdownEndsAt: known.data.endsAt },
      };
    case 'QuizQuestionStarted': {
      const data = known.data;
      const question: QuizQuestionRecord = {
        slideId: data.slideId,
        number: data.number,
        slideType: data.slideType,
        kind: data.kind,
        timeLimitSeconds: data.timeLimitSeconds,
        startedAt: data.startedAt,
        closesAt: data.closesAt,
        endedAt: null,
        endReason: null,
        revealed: false,
        manualReveal: data.manualReveal,
        play: data.play,
        key: data.key,
        acceptedLive: [],
      };
      return {
        ...state,
        followedActivation: followed(state, data.activation),
        questions: new Map(state.questions).set(data.slideId, question),
        screen: { slideId: data.slideId, stage: 'question', since: data.startedAt, countdownEndsAt: null },
      };
    }
    case 'QuizQuestionEnded': {
      const { slideId, at, reason, activation } = known.data;
      const next = withQuestion(state, slideId, (question) => ({ ...question, endedAt: at, endReason: reason }));
      const onScreen = next.screen?.slideId === slideId;
      return {
        ...next,
        followedActivation: followed(next, activation),
        screen: onScreen ? { slideId, stage: 'result', since: at, countdownEndsAt: null } : next.screen,
      };
    }
    case 'QuizAnswersRevealed':
      return withQuestion(state, known.data.slideId, (question) => ({ ...question, revealed: true }));
    case 'QuizResultShown':
      return {
        ...state,
        followedActivation: followed(state, known.data.activation),
        screen: { slideId: known.data.slideId, stage: 'result', since: known.data.at, countdownEndsAt: null },
      };
    case 'QuizContinueCancelled':
      return { ...state, continueQuiz: false, followedActivation: followed(state, known.data.activation) };
    case 'QuizTypeAnswerAccepted':
      return withQuestion(state, known.data.slideId, (question) => ({ ...question, acceptedLive: [...question.acceptedLive, known.data.text] }));
    case 'LeaderboardVisibilityChanged':
      return { ...state, leaderboardVisible: known.data.isVisible };
    default:
      return state;
  }
}

/** The question still taking answers, if any (at most one at a time). */
export function openQuestion(state: QuizRunState): QuizQuestionRecord | null {
  for (const question of state.questions.values()) if (question.endedAt === null) return question;
  return null;
}

/** What the participant decider checks a quiz answer against. */
export interface QuizAnswerWindow {
  readonly slideId: string;
  /** The question is on screen and has not ended. */
  readonly open: boolean;
  readonly startedAt: string;
  readonly closesAt: string;
  readonly play: QuizPlay;
}

export function quizAnswerWindow(state: QuizRunState, slideId: string): QuizAnswerWindow | null {
  const question = state.questions.get(slideId);
  if (!question) return null;
  const onScreen = state.screen?.slideId === slideId && state.screen.stage === 'question';
  return { slideId, open: onScreen && question.endedAt === null, startedAt: question.startedAt, closesAt: question.closesAt, play: question.play };
}
