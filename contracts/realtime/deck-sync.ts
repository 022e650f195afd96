import { z } from 'zod';
import type { ErrorBody } from '../errors/error-body.js';
import type { RecordedEvent } from '../events/envelope.js';

/**
 * Editing a deck over socket.io (connect with `auth: { token }`, the same bearer token as HTTP).
 * Every editor of a presentation is in its room and receives every event appended to its stream,
 * including its own, in revision order. A client settles its pending mutations either by the ack or by
 * seeing its mutationId as an event's metadata.commandId (after a reconnect, for instance).
 */
export const DECK_SOCKET_EVENTS = {
  /** client -> server: join the room and catch up; ack DeckSubscribeAck. */
  subscribe: 'deck:subscribe',
  /** client -> server: leave the room. */
  unsubscribe: 'deck:unsubscribe',
  /** client -> server: one command; ack DeckCommandAck. */
  command: 'deck:command',
  /** server -> client: DeckEventsMessage. */
  events: 'deck:events',
  /** server -> client: DeckEditorsMessage, to the room whenever an editor joins or leaves it. */
  editors: 'deck:editors',
} as const;

export const deckSubscribeRequestSchema = z.strictObject({
  presentationId: z.string().uuid(),
  /** The last revision the client holds; events after it come back in the ack. Absent: from the start. */
  afterRevision: z.number().int().min(-1).optional(),
});
export type DeckSubscribeRequest = z.infer<typeof deckSubscribeRequestSchema>;

export const deckCommandRequestSchema = z.strictObject({
  presentationId: z.string().uuid(),
  /** The client's id for this user action; it becomes the events' commandId, so a re-send is answered once. */
  mutationId: z.string().min(1).max(100),
  /** The revision the client's state is at; a different current revision is rejected with 409 (rebase and resend). */
  expectedRevision: z.number().int().min(-1).optional(),
  /** A deck command `{type, data}` (contracts/deck/deck-commands.ts); data.presentationId must match. */
  command: z.object({ type: z.string(), data: z.record(z.string(), z.unknown()) }),
});
export type DeckCommandRequest = z.infer<typeof deckCommandRequestSchema>;

export type DeckSubscribeAck =
  | { ok: true; revision: number; events: RecordedEvent[] }
  | { ok: false; error: ErrorBody };

export type DeckCommandAck =
  | { ok: true; revision: number; events: RecordedEvent[]; duplicate: boolean }
  | { ok: false; error: ErrorBody };

export interface DeckEventsMessage {
  presentationId: string;
  events: RecordedEvent[];
}

/** One connection in a deck's room (a person with two tabs open is two). */
export interface DeckEditor {
  /** The connection's socket id (the editor compares it with its own to leave itself out). */
  connectionId: string;
  userId: string;
  /** The presenter's name as registered ('Guest' for a guest). */
  name: string;
}

/** Everyone editing the deck right now, in the order they joined. */
export interface DeckEditorsMessage {
  presentationId: string;
  editors: DeckEditor[];
}
