import type { PacingProgress } from '../../contracts/live/pacing.js';
import { memberOf } from './fold-leaderboard.js';
import type { LeaderboardDocument } from './leaderboard.document.js';
import { rankMembers } from './present-leaderboard.js';

/** The presenter's view of a self-paced session: where each person is, what they answered, their standing. */
export function presentProgress(document: LeaderboardDocument, slideIds: readonly string[], questions: number): PacingProgress {
  const rows = rankMembers(document).entries.map((entry) => {
    const member = memberOf(document, entry.a);
    const slideId = member?.pacing?.at ?? null;
    const index = slideId === null ? -1 : slideIds.indexOf(slideId);
    return {
      audienceId: entry.a,
      name: entry.n,
      emoji: entry.e,
      slideId,
      position: index < 0 ? null : index + 1,
      answered: member?.answeredCount ?? 0,
      correct: entry.cc,
      points: entry.tp,
      rank: entry.i,
    };
  });
  return { sessionId: document.sessionId, presentationId: document.presentationId, slides: slideIds.length, questions, rows };
}
