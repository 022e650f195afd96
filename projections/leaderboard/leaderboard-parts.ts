import type { LeaderboardDocument, LeaderboardMember, LeaderboardQuestion } from './leaderboard.document.js';
import { memberBucket } from './fold-leaderboard.js';

/**
 * The persisted leaderboard is split into parts, so that no document nears MongoDB's 16 MiB limit: each
 * part holds the session's own fields and questions and the members of 4 of the 256 member buckets
 * (10,000 members x 50 questions: about 1 MB a part).
 */
export const LEADERBOARD_PART_COUNT = 64;

/** The part a member's bucket belongs to: its high nibble and the top two bits of its low one ("h3q2"). */
export function leaderboardPartOf(audienceId: string): string {
  const [high, low] = memberBucket(audienceId);
  return `${high}q${Number.parseInt(low.slice(1), 16) >> 2}`;
}

const ALL_PARTS = Array.from({ length: 16 }, (_, high) => Array.from({ length: 4 }, (__, quarter) => `h${high.toString(16)}q${quarter}`)).flat();

export const leaderboardPartId = (sessionId: string, part: string) => `${sessionId}:${part}`;

export function allLeaderboardPartIds(sessionId: string): string[] {
  return ALL_PARTS.map((part) => leaderboardPartId(sessionId, part));
}

/**
 * The session's leaderboard from its parts, as the one document the live view folds: members gathered,
 * member and answer counts added up, the session's own fields from the part folded furthest. Null when
 * there are no parts.
 */
export function joinLeaderboardParts(parts: readonly LeaderboardDocument[]): LeaderboardDocument | null {
  if (parts.length === 0) return null;
  const furthest = parts.reduce((best, part) => (part.lastPosition > best.lastPosition ? part : best));
  const members: Record<string, Record<string, Record<string, LeaderboardMember>>> = {};
  const answered = new Map<string, number>();
  let memberCount = 0;
  for (const part of parts) {
    memberCount += part.memberCount;
    for (const question of part.questions) answered.set(question.slideId, (answered.get(question.slideId) ?? 0) + question.answered);
    for (const [high, half] of Object.entries(part.members)) {
      members[high] ??= {};
      for (const [low, bucket] of Object.entries(half)) members[high][low] = { ...members[high][low], ...bucket };
    }
  }
  const questions = furthest.questions.map((question): LeaderboardQuestion => ({ ...question, answered: answered.get(question.slideId) ?? 0 }));
  return { ...furthest, id: furthest.sessionId, memberCount, members, questions };
}
