import { CHAT_MESSAGES_KEPT, CHAT_STORED_COPY_DAYS, CHAT_STORED_COPY_WRITE_INTERVAL_MS } from '../../../../contracts/chat/constants.js';
import type { ChatEntry } from '../../../../contracts/chat/messages.js';

const PREFIX = 'liveslides.chat.';
const LIFETIME_MS = CHAT_STORED_COPY_DAYS * 24 * 60 * 60 * 1000;

interface Stored {
  readonly savedAt: number;
  readonly entries: ChatEntry[];
}

export interface StoredCopyClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: StoredCopyClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Doc 2 §9: the device keeps a copy of each session's chat for 30 days, written at most every 10 seconds, so a
 * reopened screen shows the conversation before the server's copy arrives; clearing empties it.
 */
export class ChatStoredCopy {
  private pending: { sessionId: string; entries: readonly ChatEntry[] } | null = null;
  private timer: unknown = null;
  private lastWriteAt = -Infinity;

  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'> | null = globalThis.localStorage ?? null,
    private readonly clock: StoredCopyClock = realClock,
  ) {}

  /** The session's stored messages, unless older than 30 days (copies that old are removed, this one and others). */
  read(sessionId: string): ChatEntry[] {
    if (!this.storage) return [];
    this.removeExpired();
    const stored = this.parse(this.storage.getItem(PREFIX + sessionId));
    return stored ? stored.entries : [];
  }

  /** Keeps the latest messages; written now if 10 s have passed since the last write, else when they have. */
  save(sessionId: string, entries: readonly ChatEntry[]): void {
    if (!this.storage) return;
    this.pending = { sessionId, entries };
    if (this.timer !== null) return;
    const wait = this.lastWriteAt + CHAT_STORED_COPY_WRITE_INTERVAL_MS - this.clock.now();
    if (wait <= 0) this.flush();
    else this.timer = this.clock.setTimeout(() => this.flush(), wait);
  }

  clear(sessionId: string): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
    this.storage?.removeItem(PREFIX + sessionId);
  }

  private flush(): void {
    this.timer = null;
    const pending = this.pending;
    if (!pending || !this.storage) return;
    this.pending = null;
    this.lastWriteAt = this.clock.now();
    const stored: Stored = { savedAt: this.lastWriteAt, entries: pending.entries.slice(-CHAT_MESSAGES_KEPT) };
    try {
      this.storage.setItem(PREFIX + pending.sessionId, JSON.stringify(stored));
    } catch {
      // A full or refused storage: the server still has the chat.
    }
  }

  private removeExpired(): void {
    const keys: string[] = [];
    for (let index = 0; index < this.storage!.length; index++) {
      const key = this.storage!.key(index);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) if (!this.parse(this.storage!.getItem(key))) this.storage!.removeItem(key);
  }

  private parse(raw: string | null): Stored | null {
    if (!raw) return null;
    try {
      const stored = JSON.parse(raw) as Partial<Stored>;
      if (typeof stored.savedAt !== 'number' || !Array.isArray(stored.entries)) return null;
      return this.clock.now() - stored.savedAt < LIFETIME_MS ? (stored as Stored) : null;
    } catch {
      return null;
    }
  }
}
