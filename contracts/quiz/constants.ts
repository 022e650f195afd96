import { effectiveSlideType, type SecondarySlideType, type SlideType } from '../slides/slide-types.js';

/**
 * Spec doc 2 §2 "Live game screens: lobby, rule, 5-second countdown, question, result". The leaderboard is a
 * slide of its own (type leaderboard), not a stage.
 */
export const QUIZ_STAGES = ['lobby', 'rule', 'countdown', 'question', 'result'] as const;
export type QuizStage = (typeof QUIZ_STAGES)[number];

/** Spec doc 2 §3: quizStatus 1 is the lobby. */
export const QUIZ_STATUS_LOBBY = 1;
export const QUIZ_COUNTDOWN_SECONDS = 5;

/**
 * Slide types played as scored, timed questions (after resolving a pickAnswer's secondary slideType). The quiz with
 * pictures is Image Choice; Pick Image is a poll of pictures (its fields are a poll's: chart, percentages, correct
 * option), answered and shown live as a poll is.
 */
export const QUIZ_QUESTION_TYPES = ['pickAnswer', 'imageChoice', 'typeAnswer', 'matchPairs', 'correctOrder', 'categorise'] as const satisfies readonly SlideType[];
export type QuizQuestionType = (typeof QUIZ_QUESTION_TYPES)[number];

/** The answer shape (contracts/live/answers.ts) each question type takes. */
export const QUIZ_ANSWER_KINDS = {
  pickAnswer: 'choice',
  imageChoice: 'choice',
  typeAnswer: 'typed',
  matchPairs: 'pairs',
  correctOrder: 'order',
  categorise: 'categories',
} as const satisfies Record<QuizQuestionType, string>;
export type QuizAnswerKind = (typeof QUIZ_ANSWER_KINDS)[QuizQuestionType];

/** The question type a slide plays as, or null for a slide that is no quiz question. */
export function quizQuestionType(type: SlideType, slideType: SecondarySlideType): QuizQuestionType | null {
  const effective = effectiveSlideType(type, slideType);
  return (QUIZ_QUESTION_TYPES as readonly string[]).includes(effective) ? (effective as QuizQuestionType) : null;
}

export const isQuizQuestionType = (effectiveType: string): effectiveType is QuizQuestionType =>
  (QUIZ_QUESTION_TYPES as readonly string[]).includes(effectiveType);

/** A quiz question whose slide has no time limit set plays with this one. */
export const QUIZ_FALLBACK_TIME_LIMIT_SECONDS = 30;

/**
 * Scoring constants (services/quiz/SCORING.md explains them with worked examples):
 * a fully correct answer at 0 ms earns `maxPoints`, one at the last moment `maxPoints - speedRange`;
 * the streak bonus grows by `streakBonusStep` per correct answer in a row, up to `streakBonusMax`.
 */
export const QUIZ_SCORING = {
  maxPoints: 1000,
  speedRange: 500,
  streakBonusStep: 100,
  streakBonusMax: 500,
} as const;

/** POST /api/score bounds. */
export const MANUAL_POINTS_LIMIT = 100_000;

/** Entries sent with each live leaderboard update; GET returns more on request. */
export const LEADERBOARD_LIVE_LIMIT = 100;
export const LEADERBOARD_AUDIENCE_LIMIT = 10;
export const LEADERBOARD_MAX_LIMIT = 10_000;
export const LEADERBOARD_BROADCAST_INTERVAL_MS = 500;
export const QUIZ_PROGRESS_INTERVAL_MS = 250;

export const QUIZ_MESSAGES = {
  notStarted: 'This question has not started yet.',
  timeUp: 'Time is up for this question.',
  noQuizSlide: 'The slide on screen is not a quiz question.',
  notInLobby: 'The quiz can only be started from its lobby.',
  notInResult: 'The answers can only be revealed once the question has ended.',
  notTypeAnswer: 'Only a type answer question that has been asked can accept answers.',
  unknownParticipant: 'This participant is not in the live session.',
  unknownTeam: 'There is no such team in this quiz.',
  oneTarget: 'Give points either to a participant (audienceId) or to a team (teamId).',
  noSession: 'This presentation has no live session.',
  noLeaderboard: 'This presentation has no leaderboard yet.',
} as const;
