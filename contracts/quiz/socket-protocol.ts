import type { SlideResults } from '../live/results.js';
import type { QuizAnswerKind, QuizQuestionType, QuizStage } from './constants.js';
import type { QuizEvent } from './events.js';
import type { QuizAnswerKey, QuizPlay } from './question.js';

/**
 * Quiz messages on the live socket (same connection and auth as contracts/live/socket-protocol.ts).
 * A client renders lobby, rule, countdown, question and result from quiz:state, the result screen from
 * quiz:result, per-question feedback from quiz:feedback and the leaderboard slide from leaderboard:updated.
 */
export const QUIZ_SOCKET_EVENTS = {
  // server -> presenter room and audience room
  state: 'quiz:state',
  // server -> presenter room: answered / joined / online while a question runs
  progress: 'quiz:progress',
  // server -> presenter room when the question ends; audience room when answers are revealed
  result: 'quiz:result',
  // server -> one audience member when answers are revealed
  feedback: 'quiz:feedback',
  // server -> presenter room (throttled); audience room while a leaderboard slide is on screen and visible
  leaderboard: 'leaderboard:updated',
  // presenter -> server (acked): { presentationId }
  start: 'quiz:start',
  continue: 'quiz:continue',
  reveal: 'quiz:reveal',
  // audience -> server (acked): the current state and the member's latest feedback, after a reconnect
  sync: 'quiz:sync',
} as const;

export interface QuizQuestionView {
  number: number;
  slideType: QuizQuestionType;
  kind: QuizAnswerKind;
  timeLimitSeconds: number;
  startedAt: string;
  closesAt: string;
  play: QuizPlay;
}

export interface QuizStatePayload {
  sessionId: string;
  presentationId: string;
  /** The quiz slide on screen, or null when the slide on screen is no quiz question. */
  slideId: string | null;
  stage: QuizStage | null;
  /** Spec doc 2 §3: 1 in the lobby. */
  quizStatus: number | null;
  /** Set by starting the quiz; moving backwards clears it. While set, each next quiz slide opens at its countdown. */
  continueQuiz: boolean;
  /** The server clock when this was sent: clients time the countdown and question with it, not their own. */
  serverNow: string;
  /** When the current stage began. */
  since: string | null;
  countdownEndsAt: string | null;
  question: QuizQuestionView | null;
  ended: { at: string; reason: Extract<QuizEvent, { type: 'QuizQuestionEnded' }>['data']['reason'] } | null;
  revealed: boolean;
  /** Deck settings the screens honour. */
  music: boolean;
  manualReveal: boolean;
  countdown: boolean;
  leaderboardVisible: boolean;
  answered: number;
  joined: number;
}

export interface QuizProgress {
  sessionId: string;
  slideId: string;
  answered: number;
  joined: number;
  online: number;
}

export interface QuizResultPayload {
  sessionId: string;
  slideId: string;
  number: number;
  kind: QuizAnswerKind;
  respondents: number;
  /** Fully correct answers, and their share of the respondents in % (rounded down). */
  correctCount: number;
  correctRate: number;
  correct: QuizAnswerKey;
  /** Typed answers the presenter accepted live (as typed). */
  acceptedLive: string[];
  /** The answer distribution (choice counts, typed answers); null where there is none. */
  results: SlideResults | null;
}

/** Spec: feedback after each question (correct or not, points, rank, streak). */
export interface QuizFeedback {
  sessionId: string;
  audienceId: string;
  slideId: string;
  number: number;
  answered: boolean;
  correct: boolean;
  /** Partial credit: parts right of parts (1 of 1 for choice and typed answers). */
  right: number;
  of: number;
  /** Server receive time minus question start, in ms: what the speed points were computed from. */
  elapsedMs: number | null;
  /** This question's points, streak bonus included. */
  points: number;
  streakBonus: number;
  streak: number;
  totalPoint: number;
  /** 1-based place among `participants`. */
  rank: number;
  participants: number;
  teamId: string | null;
  teamRank: number | null;
}

/** The ack of answer:submit: quiz answers also say when the server took them (the time that scores). */
export interface AnswerAckBody {
  duplicate: boolean;
  submittedAt?: string;
  elapsedMs?: number;
}
