import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { NewEvent, RecordedEvent } from '../../../contracts/events/envelope.js';
import {
  WrongExpectedRevisionError,
  type AppendOptions,
  type AppendResult,
  type EventStore,
  type EventSubscription,
  type ExpectedRevision,
  type SubscribeOptions,
} from './event-store.port.js';
import { PollingSubscription } from './polling-subscription.js';
import { RecentEvents, type StoredRow } from './recent-events.js';
import { sqliteWriterThread, type WriterAppend, type WriterReply, type WriterRequest } from './sqlite-writer-thread.js';

interface PendingAppend {
  readonly append: WriterAppend;
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

interface EventRow {
  position: number;
  event_id: string;
  stream_id: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
}

/**
 * A stream's revision is its last event's, found through the (stream_id, revision) index. (Files written
 * before kept it in a table of their own too, a second random-key write per append; that table is no
 * longer read or written.)
 */
export const STREAM_REVISION_SQL = 'SELECT revision FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1';

/**
 * `commands` holds the commandId of every append that asks for deduplication (AppendOptions): a row keyed
 * by a random id, so a write at a random place in its tree and a page more in every commit. Answers and
 * reactions do without it: their decider recognises its own re-sends.
 */
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS events (
    position INTEGER PRIMARY KEY,
    event_id TEXT NOT NULL,
    stream_id TEXT NOT NULL,
    revision INTEGER NOT NULL,
    type TEXT NOT NULL,
    data TEXT NOT NULL,
    metadata TEXT NOT NULL
  );
  CREATE UNIQUE INDEX IF NOT EXISTS events_stream_revision ON events (stream_id, revision);
  CREATE TABLE IF NOT EXISTS commands (
    command_id TEXT PRIMARY KEY,
    stream_id TEXT NOT NULL,
    next_expected_revision INTEGER NOT NULL,
    position INTEGER NOT NULL
  ) WITHOUT ROWID;
`;

/** How long an idle subscription waits before looking at the file again (another process may have written). */
const IDLE_POLL_MS = 500;
/** The shortest time between the starts of two commits (see scheduleFlush). */
const MIN_COMMIT_INTERVAL_MS = 3;
/** Appends per transaction at most: a burst is committed in several groups, the first acked sooner. */
const MAX_GROUP = 1_000;
/**
 * An idle store waits for the end of the event loop's turn before it commits, so that turn's appends go
 * together; this many waiting appends commit at once instead, so a long turn of reading sockets in a flood
 * does not leave the writer idle.
 */
const COMMIT_AT_ONCE = 64;
/** Committed events kept at most for the subscribers following the head of the log (until all have read them). */
const RECENT_EVENTS = 8_192;

export interface SqliteEventStoreOptions {
  /** Bytes of the file the reading connection maps into memory (SQLite's mmap_size; 0 or unset: none). */
  readonly readMmapBytes?: number;
}

/**
 * The embedded event store: one SQLite file in WAL mode with synchronous=FULL, so an append has reached
 * the disk when its promise resolves. All appends go through one writer connection on its own thread
 * (sqlite-writer-thread.ts): appends that arrive while a commit is under way are grouped into the next
 * transaction (one fsync for the group), each in its own savepoint so one failing expectation rejects
 * only its own append. Reads use a connection on the calling thread; what was just committed is handed
 * to subscribers from memory (RecentEvents).
 * Positions are SQLite rowids: with one writer they are assigned in commit order without gaps.
 */
export class SqliteEventStore implements EventStore {
  private readonly reader: Database.Database;
  private readonly writer: Worker;
  private queue: PendingAppend[] = [];
  private flushScheduled = false;
  /** Requests sent to the writer thread and not answered yet. */
  private readonly inFlight = new Map<number, (reply: WriterReply) => void>();
  private committing = false;
  private lastCommitStartedAt = -Infinity;
  /** When a subscriber last looked for events in the file past what this process committed. */
  private fileCheckedAt = -Infinity;
  private nextRequestId = 1;
  private writerFailure: Error | null = null;
  private readonly recent = new RecentEvents(RECENT_EVENTS);
  /** Where each open subscription has read up to. */
  private readonly cursors = new Set<{ position: number }>();
  /** One wake-up shared by every waiting subscriber: the next commit, or the idle poll. */
  private wake?: { readonly promise: Promise<void>; readonly resolve: () => void; readonly idle: NodeJS.Timeout };
  private readonly watchedSignals = new WeakSet<AbortSignal>();
  private closed = false;

  private readonly readStatements;

  constructor(
    readonly filename: string,
    options: SqliteEventStoreOptions = {},
  ) {
    const setup = new Database(filename);
    setup.pragma('journal_mode = WAL');
    setup.pragma('busy_timeout = 5000');
    setup.exec(SCHEMA);
    setup.close();
    this.reader = new Database(filename, { readonly: true });
    this.reader.pragma('busy_timeout = 5000');
    if (options.readMmapBytes) this.reader.pragma(`mmap_size = ${Math.floor(options.readMmapBytes)}`);
    this.readStatements = {
      stream: this.reader.prepare<[string, number], EventRow>(
        'SELECT * FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision',
      ),
      streamRevision: this.reader.prepare<[string], { revision: number }>(STREAM_REVISION_SQL),
      all: this.reader.prepare<[number, number], EventRow>('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?'),
      head: this.reader.prepare<[], { head: number | null }>('SELECT MAX(position) AS head FROM events'),
    };
    this.writer = startWriter(filename);
    this.writer.on('message', (reply: WriterReply) => {
      const settle = this.inFlight.get(reply.id);
      this.inFlight.delete(reply.id);
      if (this.inFlight.size === 0) this.writer.unref();
      settle?.(reply);
    });
    this.writer.on('error', (error) => this.writerFailed(error));
    this.writer.on('exit', () => this.writerFailed(new Error('The event store writer thread stopped')));
    // The thread keeps the process alive only while it has work (see request()).
    this.writer.unref();
  }

  append(streamId: string, events: readonly NewEvent[], expectedRevision: ExpectedRevision, options: AppendOptions = {}): Promise<AppendResult> {
    if (this.closed) return Promise.reject(new Error('Event store is closed'));
    if (this.writerFailure) return Promise.reject(this.writerFailure);
    if (events.length === 0) return Promise.reject(new Error('An append needs at least one event'));
    const commandId = events[0]!.metadata.commandId;
    if (events.some((event) => event.metadata.commandId !== commandId)) {
      return Promise.reject(new Error('All events of one append must share one commandId'));
    }
    const append: WriterAppend = {
      streamId,
      expected: expectedRevision,
      commandId,
      deduplicate: options.deduplicate ?? true,
      events: events.map((event) => ({ id: randomUUID(), type: event.type, data: JSON.stringify(event.data), metadata: JSON.stringify(event.metadata) })),
    };
    return new Promise<AppendResult>((resolve, reject) => {
      this.queue.push({ append, resolve, reject });
      if (this.queue.length >= COMMIT_AT_ONCE) void this.flush();
      else this.scheduleFlush();
    });
  }

  /**
   * One group at a time goes to the writer. What arrives meanwhile waits and forms the next group, and a
   * group starts at least MIN_COMMIT_INTERVAL_MS after the one before, because a commit's fixed cost
   * (fsync, page writes) is then shared by more events (test/load/NOTES.md). An idle store commits at once
   * (on the next turn of the event loop, so the appends of the current turn go together). After a commit
   * the next group goes to the writer straight away (see flush), not on a later turn of the loop.
   */
  private scheduleFlush(): void {
    if (this.committing || this.flushScheduled) return;
    this.flushScheduled = true;
    const run = () => {
      this.flushScheduled = false;
      void this.flush();
    };
    const wait = this.commitWait();
    if (wait > 0.5) setTimeout(run, wait);
    else setImmediate(run);
  }

  /** Milliseconds until the next group may start (MIN_COMMIT_INTERVAL_MS after the last one started). */
  private commitWait(): number {
    return this.lastCommitStartedAt + MIN_COMMIT_INTERVAL_MS - performance.now();
  }

  private async flush(): Promise<void> {
    if (this.committing || this.queue.length === 0) return;
    this.committing = true;
    this.lastCommitStartedAt = performance.now();
    const group = this.queue.splice(0, MAX_GROUP);
    try {
      const reply = await this.request({ kind: 'commit', id: 0, group: group.map((item) => item.append) });
      if (reply.kind !== 'committed') throw new Error(reply.kind === 'failed' ? reply.message : `Unexpected writer reply ${reply.kind}`);
      const committed: StoredRow[] = [];
      group.forEach((item, index) => {
        const outcome = reply.outcomes[index]!;
        if (!outcome.ok) {
          item.reject(outcome.wrongRevision ? new WrongExpectedRevisionError(item.append.streamId, outcome.wrongRevision.expected, outcome.wrongRevision.actual) : new Error(outcome.message));
          return;
        }
        const { streamId, nextExpectedRevision, position, duplicate } = outcome;
        item.resolve({ streamId, nextExpectedRevision, position, duplicate });
        if (duplicate) return;
        const { events } = item.append;
        events.forEach((event, at) => {
          const before = events.length - 1 - at;
          // Spelled out rather than spread: the literal is a much smaller object per event (test/load/NOTES.md).
          const { id, type, data, metadata } = event;
          committed.push({ position: outcome.position - before, id, streamId: outcome.streamId, revision: outcome.nextExpectedRevision - before, type, data, metadata });
        });
      });
      this.recent.add(committed);
    } catch (error) {
      for (const item of group) item.reject(error);
    } finally {
      this.committing = false;
    }
    this.notifyAppended();
    if (this.queue.length === 0) return;
    // The next group is handed to the writer now, before the callers of this one run (their promises
    // settle after this function returns): its commit overlaps their acknowledgements, and it does not
    // wait for the end of a long turn of the event loop (in a flood, all of the sockets' reads).
    if (this.commitWait() <= 0.5) void this.flush();
    else this.scheduleFlush();
  }

  private request(request: WriterRequest): Promise<WriterReply> {
    if (this.writerFailure) return Promise.reject(this.writerFailure);
    const id = this.nextRequestId++;
    return new Promise((resolve) => {
      this.inFlight.set(id, resolve);
      this.writer.ref();
      this.writer.postMessage({ ...request, id });
    });
  }

  private writerFailed(error: Error): void {
    this.writerFailure ??= error;
    const failure = { kind: 'failed', message: this.writerFailure.message } as const;
    for (const [id, settle] of this.inFlight) settle({ ...failure, id });
    this.inFlight.clear();
  }

  async readStream(streamId: string, fromRevision = 0): Promise<RecordedEvent[]> {
    return this.readStatements.stream.all(streamId, fromRevision).map(toRecordedEvent);
  }

  async streamRevision(streamId: string): Promise<number | null> {
    return this.readStatements.streamRevision.get(streamId)?.revision ?? null;
  }

  async readAll(fromPosition: number, limit: number): Promise<RecordedEvent[]> {
    return this.readAllNow(fromPosition, limit);
  }

  private readAllNow(fromPosition: number, limit: number): RecordedEvent[] {
    return this.recent.read(fromPosition, limit) ?? this.readStatements.all.all(fromPosition, limit).map(toRecordedEvent);
  }

  /**
   * What a subscriber reads: the events just committed, from memory. A subscriber that has read all of
   * them is at the head as far as this process knows; the file is looked at again only every so often
   * (another process may write to it too), not on every read of every subscriber after every commit.
   * While a commit is under way the file may already hold its group; the commit's wake-up brings those
   * events from memory a moment later, rather than parsed from the file twice now.
   */
  private readForSubscriber(fromPosition: number, limit: number): RecordedEvent[] {
    const kept = this.recent.read(fromPosition, limit);
    if (kept) return kept;
    const now = performance.now();
    if (this.recent.endsAt(fromPosition) && (this.committing || now - this.fileCheckedAt < IDLE_POLL_MS / 2)) return [];
    this.fileCheckedAt = now;
    return this.readStatements.all.all(fromPosition, limit).map(toRecordedEvent);
  }

  async headPosition(): Promise<number> {
    return this.readStatements.head.get()?.head ?? 0;
  }

  subscribeAll(fromPosition: number, options: SubscribeOptions = {}): EventSubscription {
    const cursor = { position: fromPosition };
    this.cursors.add(cursor);
    const subscription = new PollingSubscription({
      fromPosition,
      maxBatchSize: options.maxBatchSize ?? 500,
      read: (after, limit) => {
        cursor.position = after;
        this.releaseRead();
        return Promise.resolve(this.readForSubscriber(after, limit));
      },
      waitForMore: (signal) => this.waitForAppend(signal),
    });
    return {
      [Symbol.asyncIterator]: () => subscription[Symbol.asyncIterator](),
      close: async () => {
        this.cursors.delete(cursor);
        await subscription.close();
      },
    };
  }

  /** The recent events every subscriber has read are let go (see RecentEvents.release). */
  private releaseRead(): void {
    let slowest = Infinity;
    for (const cursor of this.cursors) slowest = Math.min(slowest, cursor.position);
    if (slowest !== Infinity) this.recent.release(slowest);
  }

  /**
   * Resolves after the next commit, after an idle poll interval, or when the signal aborts. Every waiting
   * subscriber shares one promise and one timer (the live feed and each projection wait after every commit).
   */
  private waitForAppend(signal: AbortSignal): Promise<void> {
    if (signal.aborted || this.closed) return Promise.resolve();
    if (!this.watchedSignals.has(signal)) {
      this.watchedSignals.add(signal);
      // Waking everyone is harmless: a subscriber with nothing new to read simply waits again.
      signal.addEventListener('abort', () => this.notifyAppended(), { once: true });
    }
    if (!this.wake) {
      let resolve!: () => void;
      const promise = new Promise<void>((settle) => (resolve = settle));
      this.wake = { promise, resolve, idle: setTimeout(() => this.notifyAppended(), IDLE_POLL_MS) };
    }
    return this.wake.promise;
  }

  private notifyAppended(): void {
    const wake = this.wake;
    this.wake = undefined;
    if (!wake) return;
    clearTimeout(wake.idle);
    wake.resolve();
  }

  /** The durability settings of the writer connection, for tests and the health report. */
  async describeDurability(): Promise<{ journalMode: string; synchronous: number }> {
    const reply = await this.request({ kind: 'durability', id: 0 });
    if (reply.kind !== 'durability') throw new Error(reply.kind === 'failed' ? reply.message : `Unexpected writer reply ${reply.kind}`);
    return { journalMode: reply.journalMode, synchronous: reply.synchronous };
  }

  /** Commits what is queued, then closes both connections and ends the writer thread. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    while (this.committing || this.queue.length > 0) {
      if (!this.committing) await this.flush();
      else await new Promise((wait) => setImmediate(wait));
    }
    this.notifyAppended();
    if (!this.writerFailure) await this.request({ kind: 'close', id: 0 });
    this.writer.removeAllListeners('exit');
    await this.writer.terminate();
    this.reader.close();
    this.recent.clear();
  }
}

/**
 * The writer thread runs sqliteWriterThread from its source text, so it needs no file of its own (the
 * same code runs compiled and under the test runner); better-sqlite3 is resolved here and handed over.
 */
function startWriter(filename: string): Worker {
  const betterSqlite3 = createRequire(import.meta.url).resolve('better-sqlite3');
  const source = `(${sqliteWriterThread.toString()})(require(${JSON.stringify(betterSqlite3)}), require('node:worker_threads'), ${JSON.stringify(STREAM_REVISION_SQL)});`;
  return new Worker(source, { eval: true, workerData: { filename } });
}

function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    streamId: row.stream_id,
    revision: row.revision,
    position: row.position,
    type: row.type,
    data: JSON.parse(row.data) as unknown,
    metadata: JSON.parse(row.metadata) as RecordedEvent['metadata'],
  };
}
