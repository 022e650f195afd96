import type { LeaderboardPayload } from '../../../contracts/quiz/leaderboard.js';
import type { LeaderboardDocument } from '../../../projections/leaderboard/leaderboard.document.js';
import { presentLeaderboard } from '../../../projections/leaderboard/present-leaderboard.js';

interface Presented {
  readonly document: LeaderboardDocument;
  readonly limit: number;
  readonly payload: LeaderboardPayload;
}

/** Keyed by the members object, so a replay's entries go when its folded states do. */
const presented = new WeakMap<LeaderboardDocument['members'], Presented>();

/** Whether two folds of one leaderboard present alike: the fold replaces every part it changes, never edits one in place. */
function sameStandings(a: LeaderboardDocument, b: LeaderboardDocument): boolean {
  return (
    a.members === b.members &&
    a.questions === b.questions &&
    a.teamAwards === b.teamAwards &&
    a.isVisible === b.isVisible &&
    a.teamScoringRule === b.teamScoringRule &&
    a.sessionId === b.sessionId &&
    a.presentationId === b.presentationId
  );
}

/**
 * presentLeaderboard, kept per folded standings: ranking 10,000 people was most of a replay seek's time, and most
 * events (poll answers, reactions, slide changes) give a new document with the same standings.
 */
export function presentedLeaderboard(document: LeaderboardDocument, limit: number): LeaderboardPayload {
  const kept = presented.get(document.members);
  if (kept && kept.limit === limit && sameStandings(kept.document, document)) return kept.payload;
  const payload = presentLeaderboard(document, limit);
  presented.set(document.members, { document, limit, payload });
  return payload;
}
