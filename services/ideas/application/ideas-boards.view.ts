import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import { IDEAS_EVENT_TYPES } from '../../../contracts/ideas/events.js';
import { sessionStreamId } from '../../../contracts/live/constants.js';
import { foldIdeasBoard } from '../../../projections/ideas/fold-ideas-board.js';
import type { IdeasBoardDocument } from '../../../projections/ideas/ideas-board.document.js';
import { ideasBoardProjection, toIdeasBoardEvent } from '../../../projections/ideas/ideas-board.projection.js';
import type { LiveEntry, LiveView } from '../../infrastructure/realtime/live-views/live-view.js';
import { KEEP_AFTER_STOP_MS, sessionEnded, sessionView, type SessionEntry } from '../../live/application/live-views/session.view.js';

/** A session's brainstorm boards, per slide. The entry's own container, changed in place; each board is a new object when it changes. */
export interface SessionIdeas {
  readonly boards: Map<string, IdeasBoardDocument>;
}

/** Boards come with their session (and its deck): what a broadcast of them needs. */
export type IdeasEntry = LiveEntry<SessionIdeas, SessionEntry>;

const FOLDED = new Set<string>([...IDEAS_EVENT_TYPES, 'SessionStopped']);

/**
 * Brainstorm boards per session, with the same pure fold the persisted read model uses (the projection runner
 * flushes it in batches): loaded from the read model, then folded from the feed.
 */
export const ideasBoardsView: LiveView<SessionIdeas, SessionEntry> = {
  name: 'ideas-boards',
  maxEntries: 1_000,
  keyOf: (event) => (FOLDED.has(event.type) ? (event.data as { sessionId: string }).sessionId : null),
  load: async (sessionId, source) => {
    const documents = await source.documents<IdeasBoardDocument>(ideasBoardProjection.name, { where: { sessionId } });
    return { boards: new Map(documents.map((document) => [document.slideId, document])) };
  },
  evolve: foldSessionIdeas,
  context: { view: sessionView, keyOf: (sessionId) => sessionStreamId(sessionId) },
  retire: { afterMs: KEEP_AFTER_STOP_MS, endedBy: sessionEnded },
};

/** A board skips what it already holds: the read model can be ahead of the feed. */
function foldSessionIdeas(ideas: SessionIdeas, event: RecordedEvent): SessionIdeas {
  if (event.type === 'SessionStopped') return ideas;
  const { slideId } = event.data as { slideId: string };
  const current = ideas.boards.get(slideId) ?? null;
  if (current && event.position <= current.lastPosition) return ideas;
  ideas.boards.set(slideId, foldIdeasBoard(current, toIdeasBoardEvent(event)));
  return ideas;
}
