import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import { sessionStreamId } from '../../../contracts/live/constants.js';
import type { ChatDocument } from '../../../projections/chat/chat.document.js';
import { CHAT_FOLDED_TYPES, chatProjection, foldChat } from '../../../projections/chat/chat.projection.js';
import type { LiveEntry, LiveView } from '../../infrastructure/realtime/live-views/live-view.js';
import { KEEP_AFTER_STOP_MS, sessionEnded, sessionView, type SessionEntry } from '../../live/application/live-views/session.view.js';

/** A session's chat comes with its session (and deck): whether the chat is there, and who is who. */
export type ChatViewEntry = LiveEntry<ChatDocument | null, SessionEntry>;

const FOLDED: ReadonlySet<string> = new Set([...CHAT_FOLDED_TYPES, 'SessionStopped']);

/**
 * Live chat per session, the newest 200 entries, with the projection's own fold: loaded from the read model,
 * then folded from the feed, skipping what the document already holds.
 */
export const chatView: LiveView<ChatDocument | null, SessionEntry> = {
  name: 'chat',
  maxEntries: 1_000,
  keyOf: (event) => (FOLDED.has(event.type) ? (event.data as { sessionId: string }).sessionId : null),
  load: (sessionId, source) => source.document<ChatDocument>(chatProjection.name, sessionId),
  evolve: (document: ChatDocument | null, event: RecordedEvent) => {
    if (event.type === 'SessionStopped' || (document && event.position <= document.lastPosition)) return document;
    return foldChat(document, event);
  },
  context: { view: sessionView, keyOf: (sessionId) => sessionStreamId(sessionId) },
  retire: { afterMs: KEEP_AFTER_STOP_MS, endedBy: sessionEnded },
};
