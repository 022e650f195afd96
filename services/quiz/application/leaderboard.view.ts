import { sessionStreamId } from '../../../contracts/live/constants.js';
import { foldLeaderboard } from '../../../projections/leaderboard/fold-leaderboard.js';
import type { LeaderboardDocument } from '../../../projections/leaderboard/leaderboard.document.js';
import { joinLeaderboardParts } from '../../../projections/leaderboard/leaderboard-parts.js';
import { leaderboardDocumentId, leaderboardProjection, toLeaderboardEvent } from '../../../projections/leaderboard/leaderboard.projection.js';
import type { LiveEntry, LiveView } from '../../infrastructure/realtime/live-views/live-view.js';
import { KEEP_AFTER_STOP_MS, sessionEnded, sessionView, type SessionEntry } from '../../live/application/live-views/session.view.js';

/** A leaderboard comes with its session (and the session's deck): what the quiz screens need beside it. */
export type LeaderboardEntry = LiveEntry<LeaderboardDocument | null, SessionEntry>;

/**
 * Live leaderboards per session, folded with the projection's own fold (the projection runner persists
 * the same documents in batches, in parts): loaded from the read model's parts, then folded from the feed;
 * null for a session that has none.
 */
export const leaderboardView: LiveView<LeaderboardDocument | null, SessionEntry> = {
  name: 'leaderboard',
  maxEntries: 200,
  keyOf: leaderboardDocumentId,
  load: async (sessionId, source) => joinLeaderboardParts(await source.documents<LeaderboardDocument>(leaderboardProjection.name, { where: { sessionId } })),
  // The read model can be ahead of the feed: what the document holds is skipped.
  evolve: (document, event) => (document && event.position <= document.lastPosition ? document : foldLeaderboard(document, toLeaderboardEvent(event))),
  context: { view: sessionView, keyOf: (sessionId) => sessionStreamId(sessionId) },
  retire: { afterMs: KEEP_AFTER_STOP_MS, endedBy: sessionEnded },
};
