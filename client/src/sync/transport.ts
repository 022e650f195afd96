import type {
  DeckCommandAck,
  DeckCommandRequest,
  DeckEditorsMessage,
  DeckEventsMessage,
  DeckSubscribeAck,
  DeckSubscribeRequest,
} from '../../../contracts/realtime/deck-sync.js';
import type { SocketState } from './connection.js';

/** The deck-sync socket protocol (contracts/realtime/deck-sync.ts) as DeckSync uses it; fakes implement it in specs. */
export interface DeckTransport {
  /** Starts connecting (and reconnecting after drops) until close(). */
  open(): void;
  close(): void;
  readonly state: SocketState;
  /** Rejects with TransportError when there is no answer in time or the connection drops. */
  subscribe(request: DeckSubscribeRequest): Promise<DeckSubscribeAck>;
  unsubscribe(presentationId: string): void;
  sendCommand(request: DeckCommandRequest): Promise<DeckCommandAck>;
  onEvents(listener: (message: DeckEventsMessage) => void): () => void;
  /** Who else is editing (the collaborator heads), each time someone joins or leaves. */
  onEditors(listener: (message: DeckEditorsMessage) => void): () => void;
  /** This connection's id while connected (the editors list names connections). */
  readonly connectionId: string | null;
  onStateChange(listener: (state: SocketState) => void): () => void;
  /** The server refused the connection's token: the session has ended. */
  onUnauthorized(listener: () => void): () => void;
}

/** No answer: the request may or may not have reached the server (safe to resend: mutation ids are idempotent). */
export class TransportError extends Error {
  override readonly name = 'TransportError';
}
