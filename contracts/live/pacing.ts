import { z } from 'zod';
import type { QuizAnswerKind, QuizQuestionType } from '../quiz/constants.js';
import type { QuizPlay } from '../quiz/question.js';
import type { QuizFeedback } from '../quiz/socket-protocol.js';
import type { SlideResults } from './results.js';
import type { AudienceSlide } from './socket-protocol.js';

/**
 * Self-paced sessions (audiencePacing): each phone moves through the slides itself, quiz questions
 * included, on its own clock. Same socket and auth as contracts/live/socket-protocol.ts.
 */
export const PACING_SOCKET_EVENTS = {
  // audience -> server (acked): move to the next or previous slide, or (re)open the current one
  go: 'pacing:go',
  // server -> one audience member: their feedback once their answer to a question is scored
  feedback: 'quiz:feedback',
  // server -> presenter room (throttled): everyone's progress and standing
  progress: 'pacing:progress',
} as const;

export const PACING_DIRECTIONS = ['current', 'next', 'previous'] as const;
export type PacingDirection = (typeof PACING_DIRECTIONS)[number];

export const pacingGoSchema = z.strictObject({ to: z.enum(PACING_DIRECTIONS) });
export type PacingGo = z.infer<typeof pacingGoSchema>;

export const NOT_SELF_PACED_MESSAGE = 'This session is not self-paced: the presenter moves the slides.';

/** A question as this person was asked it: their own clock, and nothing that tells the answer. */
export interface PacedQuestionView {
  slideId: string;
  number: number;
  slideType: QuizQuestionType;
  kind: QuizAnswerKind;
  timeLimitSeconds: number;
  openedAt: string;
  closesAt: string;
  play: QuizPlay;
}

/** The ack of pacing:go: the slide this person is on now, and what it holds for them. */
export interface PacedSlide {
  slide: AudienceSlide;
  /** 1-based position and the deck's slide count. */
  position: number;
  total: number;
  question: PacedQuestionView | null;
  /** Their feedback on the question once scored (also pushed as quiz:feedback when it is). */
  feedback: QuizFeedback | null;
  /** Results the audience may see of this slide (never a quiz question's). */
  results: SlideResults | null;
  /** The server clock when this was sent: the phone times the question with it. */
  serverNow: string;
}

/** One person in the presenter's progress view. */
export interface PacingProgressRow {
  audienceId: string;
  name: string;
  emoji: string;
  /** The slide they are on, and its 1-based position; null before they opened one. */
  slideId: string | null;
  position: number | null;
  /** Quiz questions they answered, and answered fully correctly. */
  answered: number;
  correct: number;
  points: number;
  rank: number;
}

/** GET /api/pacing/{presentationId}/progress and pacing:progress. */
export interface PacingProgress {
  sessionId: string;
  presentationId: string;
  slides: number;
  questions: number;
  /** Best first. */
  rows: PacingProgressRow[];
}
