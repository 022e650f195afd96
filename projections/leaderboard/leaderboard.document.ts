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

/** One answer: elapsed ms, parts right of parts; the typed text is kept for live acceptance. */
export interface MemberAnswer {
  readonly ms: number;
  readonly r: number;
  readonly of: number;
  readonly x: string | null;
}

/** Manual points, with how many questions had ended when they were given (old/new split). */
export interface Award {
  readonly p: number;
  readonly after: number;
}

/** One question's outcome for one person, once the question has ended. */
export interface MemberQuestionScore {
  /** points, streak bonus included */
  readonly p: number;
  /** streak bonus */
  readonly b: number;
  /** streak after the question */
  readonly s: number;
  readonly c: boolean;
}

/**
 * A participant: who they are, what they answered, and their scores derived over the ended questions
 * (recomputed whenever a question ends, an answer is accepted live or points are given).
 */
export interface LeaderboardMember {
  readonly a: string;
  readonly n: string;
  readonly e: string;
  readonly t: string | null;
  /** 0-based admission order. */
  readonly j: number;
  readonly answers: Readonly<Record<string, MemberAnswer>>;
  readonly awards: readonly Award[];
  readonly tp: number;
  readonly op: number;
  readonly cc: number;
  /** answered (ended) questions, and the same without the latest ended question */
  readonly ans: number;
  readonly oans: number;
  readonly s: number;
  readonly ls: number;
  readonly pts: Readonly<Record<string, MemberQuestionScore>>;
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
