import type { ChatEvent } from '../../contracts/chat/events.js';
import type { ChatEntry } from '../../contracts/chat/messages.js';
import type { RecordedEvent } from '../../contracts/events/envelope.js';
import type { SessionEvent } from '../../contracts/live/events.js';
import { appendEntries, chatColourOf } from '../../services/chat/domain/chat-rules.js';
import type { Projection } from '../projection.js';
import type { ChatDocument } from './chat.document.js';

type Admitted = Extract<SessionEvent, { type: 'AudienceAdmitted' }>;
type ChatFolded = ChatEvent | Admitted;

export const CHAT_FOLDED_TYPES: readonly ChatFolded['type'][] = ['ChatMessageSent', 'ChatCleared', 'ParticipantLeft', 'ParticipantReturned', 'AudienceAdmitted'];

/** The entry an event adds (none for clearing); a system entry is named by its event's id, the same in every rebuild. */
export function chatEntryOf(recorded: RecordedEvent): ChatEntry | null {
  const event = recorded as RecordedEvent & ChatFolded;
  switch (event.type) {
    case 'ChatMessageSent': {
      const data = event.data;
      return {
        type: 'message',
        id: data.messageId,
        timestamp: data.sentAt,
        message: data.message,
        role: data.role,
        name: data.name,
        avatar: data.avatar,
        teamName: data.teamName,
        color: chatColourOf(data.userId),
        userId: data.userId,
        received: true,
      };
    }
    case 'AudienceAdmitted':
      return { type: 'change-online-status', id: event.id, timestamp: event.data.admittedAt, text: 'hasJoined', name: event.data.name, userId: event.data.audienceId };
    case 'ParticipantReturned':
    case 'ParticipantLeft':
      return {
        type: 'change-online-status',
        id: event.id,
        timestamp: event.data.at,
        text: event.type === 'ParticipantLeft' ? 'hasLeft' : 'hasJoined',
        name: event.data.name,
        userId: event.data.audienceId,
      };
    case 'ChatCleared':
      return null;
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled chat event ${JSON.stringify(unhandled)}`);
    }
  }
}

/** A session's chat after one more event: its entry appended (the newest 200 kept), or emptied when cleared. */
export function foldChat(document: ChatDocument | null, recorded: RecordedEvent): ChatDocument {
  const event = recorded as RecordedEvent & ChatFolded;
  const sessionId = (event.data as { sessionId: string }).sessionId;
  const presentationId = document?.presentationId ?? (event.data as { presentationId?: string }).presentationId ?? '';
  const entry = chatEntryOf(event);
  const entries = entry === null ? [] : appendEntries(document?.entries ?? [], [entry]);
  return { id: sessionId, presentationId, entries, lastPosition: recorded.position };
}

/** Each session's chat, persisted in batches by the projection runner; the live chat folds the same. */
export const chatProjection: Projection<ChatDocument> = {
  name: 'chat',
  version: 1,
  eventTypes: CHAT_FOLDED_TYPES,
  documentIds: (event) => [(event.data as { sessionId: string }).sessionId],
  apply: (document, event) => foldChat(document, event),
};
