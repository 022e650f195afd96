import type { AnswerValue } from '../../contracts/live/answers.js';
import type { WordGroup } from '../../contracts/live/results.js';

/** The fold state of one slide's results in one session: small, JSON, exact (no sampling). */
export type LiveResultsDocument = {
  readonly id: string;
  readonly sessionId: string;
  readonly presentationId: string;
  readonly slideId: string;
  readonly respondents: number;
  /** Global position of the last event folded in; lets a live fold resume from a stored document. */
  readonly lastPosition: number;
  readonly tally: Tally;
  /** Answers waiting for the presenter's approval (isModerationMode), oldest first; absent when none ever waited. */
  readonly held?: readonly HeldAnswer[];
  [key: string]: unknown;
};

export interface HeldAnswer {
  readonly answerId: string;
  readonly audienceId: string;
  readonly value: AnswerValue;
  readonly submittedAt: string;
}

export type Tally =
  | { readonly kind: 'choice'; readonly counts: Readonly<Record<string, number>> }
  | { readonly kind: 'words'; readonly entries: number; readonly counts: Readonly<Record<string, number>>; readonly groups?: readonly WordGroup[] }
  | { readonly kind: 'text'; readonly entries: readonly TextEntry[] }
  | { readonly kind: 'rating'; readonly statements: Readonly<Record<string, RatingTally>> }
  /** typeAnswer quiz: by comparison key, the first spelling seen and how many gave it. */
  | { readonly kind: 'typed'; readonly answers: Readonly<Record<string, { readonly text: string; readonly count: number }>> }
  /** correctOrder, matchPairs, categorise quizzes: respondents only (correctness is the leaderboard's). */
  | { readonly kind: 'order' | 'pairs' | 'categories' };

export interface TextEntry {
  readonly answerId: string;
  readonly audienceId: string;
  readonly text: string;
  readonly submittedAt: string;
}

export interface RatingTally {
  readonly count: number;
  readonly sum: number;
  readonly distribution: Readonly<Record<string, number>>;
}

export const liveResultsDocumentId = (sessionId: string, slideId: string) => `${sessionId}:${slideId}`;
