import type { QuizAnswerKind, QuizQuestionType } from '../../contracts/quiz/constants.js';
import type { TeamScoringRule } from '../../contracts/quiz/events.js';
import type { QuizAnswerKey } from '../../contracts/quiz/question.js';

/** A question as the leaderboard keeps it: its answer key, its clock and whether it has ended. */
export interface LeaderboardQuestion {
  readonly slideId: string;
  readonly number: number;
  readonly slideType: QuizQuestionType;
  readonly kind: QuizAnswerKind;
  readonly startedAt: string;
  readonly closesAt: string;
  readonly limitMs: number;
  readonly endedAt: string | null;
  readonly revealed: boolean;
  readonly key: QuizAnswerKey;
  /** Typed answers the presenter accepted live, as typed. */
  readonly acceptedLive: readonly string[];
  /** People who answered (first answers only). */
  readonly answered: number;
}

/** One answer as scoring sees it; the typed text is kept for live acceptance. */
export interface MemberAnswer {
  /** Server receive time minus the question's start, clamped to its time limit. */
  readonly elapsedMs: number;
  /** Parts right of parts in all (SCORING.md rule 1). */
  readonly right: number;
  readonly of: number;
  readonly typedText: string | null;
}

/** A question one person opened in a self-paced session: their own clock and, until it is settled, its key. */
export interface PacedQuestionRecord {
  readonly slideId: string;
  readonly number: number;
  readonly limitMs: number;
  readonly openedAt: string;
  readonly closesAt: string;
  /** Settled once answered, forfeited by opening a later question, or closed by the session's end: then it scores. */
  readonly settled: boolean;
  /** Kept only while unsettled: the one answer it scores needs it, and thousands of people's copies would be most of the document. */
  readonly key: QuizAnswerKey | null;
}

/** A person's own way through a self-paced session. */
export interface MemberPacing {
  /** The slide they are on (null before their first move). */
  readonly at: string | null;
  /** In the order they opened them. */
  readonly questions: readonly PacedQuestionRecord[];
}

/** Manual points, with how many questions had ended when they were given (old/new split). */
export interface Award {
  readonly points: number;
  readonly questionsEnded: number;
}

/**
 * A participant: who they are, what they answered, and their totals derived over the ended questions
 * (recomputed whenever a question ends, an answer is accepted live or points are given).
 */
export interface LeaderboardMember {
  readonly audienceId: string;
  readonly name: string;
  readonly emoji: string;
  readonly teamId: string | null;
  /**
   * The admission's position in the log: orders members by when they joined, and is the same in the part of
   * the read model that holds the member as in the whole leaderboard (leaderboard-parts.ts).
   */
  readonly joinOrder: number;
  /** By slide id. */
  readonly answers: Readonly<Record<string, MemberAnswer>>;
  readonly awards: readonly Award[];
  readonly totalPoints: number;
  /** The total before the latest ended question ended. */
  readonly oldPoints: number;
  readonly correctCount: number;
  /** Ended questions answered, and the same without the latest ended question. */
  readonly answeredCount: number;
  readonly oldAnsweredCount: number;
  readonly streak: number;
  readonly longestStreak: number;
  /** Only for people in a self-paced session. */
  readonly pacing?: MemberPacing;
}

/**
 * The leaderboard of one live session: a pure fold of its session and participant events. Members sit in
 * 16 x 16 buckets by a hash of their id (members[high][low][audienceId], see memberBucket), so folding one
 * answer copies two small objects and one small bucket, not every member.
 */
export type LeaderboardDocument = {
  readonly id: string;
  readonly sessionId: string;
  readonly presentationId: string;
  readonly startedAt: string;
  readonly live: boolean;
  readonly lastPosition: number;
  readonly isVisible: boolean;
  readonly teamScoringRule: TeamScoringRule;
  readonly questions: readonly LeaderboardQuestion[];
  readonly memberCount: number;
  readonly members: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, LeaderboardMember>>>>>>;
  readonly teamAwards: Readonly<Record<string, readonly Award[]>>;
  [key: string]: unknown;
};
