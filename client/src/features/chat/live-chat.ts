import { CHAT_MESSAGES_KEPT } from '../../../../contracts/chat/constants.js';
import type { ChatEntry, ChatSnapshot } from '../../../../contracts/chat/messages.js';
import { newAnswerId } from '../audience/answer-id.js';
import { ChatStoredCopy } from './chat-stored-copy.js';
import type { LiveConnection } from '../live/live-socket.js';
import i18n from '../../i18n/index.js';
import { errorMessage } from '../errors/error-message.js';

/** A message this screen sent that the chat does not hold yet: on its way, or failed and waiting for a retry. */
export interface UnsentMessage {
  readonly messageId: string;
  readonly message: string;
  readonly status: 'sending' | 'failed';
  /** The server's refusal in its words (null: no answer came). */
  readonly reason: string | null;
}

export interface LiveChatState {
  /** isEnableChat, without audience pacing or private mode (the server's word). */
  readonly available: boolean;
  readonly entries: readonly ChatEntry[];
  readonly unsent: readonly UnsentMessage[];
  readonly clearFailed: boolean;
}

const INITIAL: LiveChatState = { available: false, entries: [], unsent: [], clearFailed: false };

/**
 * The chat on a live screen's socket (a phone's, or the presenter's naming their presentation): the stored
 * messages on subscribing, new ones as they come (the newest 200 kept), sending with the client's messageId so
 * a retry after a failed send is stored once.
 */
export class LiveChat {
  private state: LiveChatState = INITIAL;
  private readonly listeners = new Set<() => void>();
  private connection: LiveConnection | null = null;
  private sessionId: string | null = null;

  /** `presentationId`: the presenter's screen names its presentation; a phone's token names its session. */
  constructor(
    private readonly presentationId: string | null = null,
    private readonly newId: () => string = () => newAnswerId(),
    private readonly stored: ChatStoredCopy | null = new ChatStoredCopy(),
  ) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly current = (): LiveChatState => this.state;

  readonly attach = (connection: LiveConnection): void => {
    this.connection = connection;
    const mine = () => this.connection === connection;
    connection.on('chat:settings', ({ sessionId, available }) => {
      if (!mine()) return;
      this.set({ available });
      // The device's copy shows at once; the server's follows.
      if (available && this.sessionId !== sessionId) this.set({ entries: this.stored?.read(sessionId) ?? [] });
      this.sessionId = sessionId;
      if (available && this.presentationId === null) void this.follow();
    });
    connection.on('chat:messages', ({ entries }) => mine() && this.received(entries));
    connection.on('chat:cleared', ({ sessionId }) => {
      if (!mine()) return;
      this.set({ entries: [] });
      this.stored?.clear(sessionId);
    });
  };

  /** Joins the chat's room and takes the stored messages (a phone does so when told the chat is there). */
  async follow(): Promise<void> {
    const connection = this.connection;
    if (!connection?.connected) return;
    try {
      const ack = await connection.request<{ snapshot: ChatSnapshot }>('chat:subscribe', this.room());
      if (!ack.ok || this.connection !== connection) return;
      this.sessionId = ack.snapshot.sessionId;
      this.set({ available: ack.snapshot.available });
      this.keep(ack.snapshot.entries.slice(-CHAT_MESSAGES_KEPT));
      this.dropDelivered();
    } catch {
      // No answer in time: the next connect follows again.
    }
  }

  send(message: string): Promise<void> {
    return this.deliver({ messageId: this.newId(), message, status: 'sending', reason: null });
  }

  /** Sends a failed message again, with its first id. */
  retry(messageId: string): Promise<void> {
    const unsent = this.state.unsent.find((candidate) => candidate.messageId === messageId);
    return unsent ? this.deliver({ ...unsent, status: 'sending', reason: null }) : Promise.resolve();
  }

  /** The presenter empties the chat for everyone. */
  async clear(): Promise<void> {
    const connection = this.connection;
    if (!connection) return;
    this.set({ clearFailed: false });
    try {
      const ack = await connection.request('chat:clear', this.room());
      if (!ack.ok) this.set({ clearFailed: true });
    } catch {
      this.set({ clearFailed: true });
    }
  }

  private async deliver(unsent: UnsentMessage): Promise<void> {
    this.replaceUnsent(unsent);
    const connection = this.connection;
    try {
      if (!connection) throw new Error('not connected');
      const ack = await connection.request('chat:send', { messageId: unsent.messageId, message: unsent.message, ...this.room() });
      if (ack.ok) {
        // Stored: it shows as soon as the chat brings it back (it may have already).
        if (this.state.entries.some((entry) => entry.id === unsent.messageId)) this.dropDelivered();
        return;
      }
      this.replaceUnsent({ ...unsent, status: 'failed', reason: errorMessage(ack.error, i18n) });
    } catch {
      this.replaceUnsent({ ...unsent, status: 'failed', reason: null });
    }
  }

  private received(entries: readonly ChatEntry[]): void {
    const known = new Set(this.state.entries.map((entry) => entry.id));
    const fresh = entries.filter((entry) => !known.has(entry.id));
    if (fresh.length === 0) return;
    this.keep([...this.state.entries, ...fresh].slice(-CHAT_MESSAGES_KEPT));
    this.dropDelivered();
  }

  private keep(entries: readonly ChatEntry[]): void {
    this.set({ entries });
    if (this.sessionId !== null) this.stored?.save(this.sessionId, entries);
  }

  private dropDelivered(): void {
    const stored = new Set(this.state.entries.map((entry) => entry.id));
    if (this.state.unsent.some((unsent) => stored.has(unsent.messageId))) {
      this.set({ unsent: this.state.unsent.filter((unsent) => !stored.has(unsent.messageId)) });
    }
  }

  private replaceUnsent(unsent: UnsentMessage): void {
    const others = this.state.unsent.filter((candidate) => candidate.messageId !== unsent.messageId);
    if (this.state.entries.some((entry) => entry.id === unsent.messageId)) return;
    this.set({ unsent: [...others, unsent] });
  }

  private room(): { presentationId?: string } {
    return this.presentationId === null ? {} : { presentationId: this.presentationId };
  }

  private set(changes: Partial<LiveChatState>): void {
    this.state = { ...this.state, ...changes };
    for (const listener of this.listeners) listener();
  }
}
