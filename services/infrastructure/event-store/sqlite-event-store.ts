import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import type { NewEvent, RecordedEvent } from '../../../contracts/events/envelope.js';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type EventSubscription,
  type ExpectedRevision,
  type SubscribeOptions,
} from './event-store.port.js';
import { PollingSubscription } from './polling-subscription.js';

interface PendingAppend {
  streamId: string;
  events: readonly NewEvent[];
  expected: ExpectedRevision;
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
  CREATE TABLE IF NOT EXISTS streams (
    stream_id TEXT PRIMARY KEY,
    revision INTEGER NOT NULL
  ) WITHOUT ROWID;
  CREATE TABLE IF NOT EXISTS commands (
    command_id TEXT PRIMARY KEY,
    stream_id TEXT NOT NULL,
    next_expected_revision INTEGER NOT NULL,
    position INTEGER NOT NULL
  ) WITHOUT ROWID;
`;

/** How long an idle subscription waits before looking at the file again (another process may have written). */
const IDLE_POLL_MS = 500;

/**
 * The embedded event store: one SQLite file in WAL mode with synchronous=FULL, so an append has reached
 * the disk when its promise resolves. All appends go through one writer connection; appends that arrive
 * while the event loop is busy are grouped into a single transaction (one fsync for the group), each in
 * its own savepoint so one failing expectation rejects only its own append.
 * Positions are SQLite rowids: with one writer they are assigned in commit order without gaps.
 */
export class SqliteEventStore implements EventStore {
  private readonly writer: Database.Database;
  private readonly reader: Database.Database;
  private queue: PendingAppend[] = [];
  private flushScheduled = false;
  private readonly appendWaiters = new Set<() => void>();
  private closed = false;

  private readonly statements;
  private readonly readStatements;
  private readonly commitGroup: (group: PendingAppend[]) => Array<AppendResult | Error>;

  constructor(readonly filename: string) {
    this.writer = new Database(filename);
    this.writer.pragma('journal_mode = WAL');
    this.writer.pragma('synchronous = FULL');
    this.writer.pragma('busy_timeout = 5000');
    this.writer.exec(SCHEMA);
    this.reader = new Database(filename, { readonly: true });
    this.reader.pragma('busy_timeout = 5000');

    this.statements = {
      streamRevision: this.writer.prepare<[string], { revision: number }>('SELECT revision FROM streams WHERE stream_id = ?'),
      command: this.writer.prepare<[string], { stream_id: string; next_expected_revision: number; position: number }>(
        'SELECT stream_id, next_expected_revision, position FROM commands WHERE command_id = ?',
      ),
      insertEvent: this.writer.prepare(
        'INSERT INTO events (event_id, stream_id, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      upsertStream: this.writer.prepare(
        'INSERT INTO streams (stream_id, revision) VALUES (?, ?) ON CONFLICT (stream_id) DO UPDATE SET revision = excluded.revision',
      ),
      insertCommand: this.writer.prepare(
        'INSERT INTO commands (command_id, stream_id, next_expected_revision, position) VALUES (?, ?, ?, ?)',
      ),
    };
    this.readStatements = {
      stream: this.reader.prepare<[string, number], EventRow>(
        'SELECT * FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision',
      ),
      streamRevision: this.reader.prepare<[string], { revision: number }>('SELECT revision FROM streams WHERE stream_id = ?'),
      all: this.reader.prepare<[number, number], EventRow>('SELECT * FROM events WHERE position > ? ORDER BY position LIMIT ?'),
      head: this.reader.prepare<[], { head: number | null }>('SELECT MAX(position) AS head FROM events'),
    };

    const appendOne = this.writer.transaction((item: PendingAppend) => this.appendInTransaction(item));
    this.commitGroup = this.writer.transaction((group: PendingAppend[]) =>
      group.map((item) => {
        try {
          return appendOne(item);
        } catch (error) {
          return error instanceof Error ? error : new Error(String(error));
        }
      }),
    );
  }

  append(streamId: string, events: readonly NewEvent[], expectedRevision: ExpectedRevision): Promise<AppendResult> {
    if (this.closed) return Promise.reject(new Error('Event store is closed'));
    if (events.length === 0) return Promise.reject(new Error('An append needs at least one event'));
    const commandId = events[0]!.metadata.commandId;
    if (events.some((event) => event.metadata.commandId !== commandId)) {
      return Promise.reject(new Error('All events of one append must share one commandId'));
    }
    return new Promise<AppendResult>((resolve, reject) => {
      this.queue.push({ streamId, events, expected: expectedRevision, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        // setImmediate lets every append issued in this turn of the event loop join the group.
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.flushScheduled = false;
    const group = this.queue;
    this.queue = [];
    if (group.length === 0) return;
    let outcomes: Array<AppendResult | Error>;
    try {
      outcomes = this.commitGroup(group);
    } catch (error) {
      for (const item of group) item.reject(error);
      return;
    }
    group.forEach((item, index) => {
      const outcome = outcomes[index]!;
      if (outcome instanceof Error) item.reject(outcome);
      else item.resolve(outcome);
    });
    this.notifyAppended();
  }

  private appendInTransaction(item: PendingAppend): AppendResult {
    const commandId = item.events[0]!.metadata.commandId;
    const previous = this.statements.command.get(commandId);
    if (previous) {
      return {
        streamId: previous.stream_id,
        nextExpectedRevision: previous.next_expected_revision,
        position: previous.position,
        duplicate: true,
      };
    }
    const current = this.statements.streamRevision.get(item.streamId)?.revision ?? null;
    assertExpectedRevision(item.streamId, item.expected, current);
    let revision = current ?? -1;
    let position = 0;
    for (const event of item.events) {
      revision += 1;
      const info = this.statements.insertEvent.run(
        randomUUID(),
        item.streamId,
        revision,
        event.type,
        JSON.stringify(event.data),
        JSON.stringify(event.metadata),
      );
      position = Number(info.lastInsertRowid);
    }
    this.statements.upsertStream.run(item.streamId, revision);
    this.statements.insertCommand.run(commandId, item.streamId, revision, position);
    return { streamId: item.streamId, nextExpectedRevision: revision, position, duplicate: false };
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
    return this.readStatements.all.all(fromPosition, limit).map(toRecordedEvent);
  }

  async headPosition(): Promise<number> {
    return this.readStatements.head.get()?.head ?? 0;
  }

  subscribeAll(fromPosition: number, options: SubscribeOptions = {}): EventSubscription {
    return new PollingSubscription({
      fromPosition,
      maxBatchSize: options.maxBatchSize ?? 500,
      read: (after, limit) => Promise.resolve(this.readAllNow(after, limit)),
      waitForMore: (signal) => this.waitForAppend(signal),
    });
  }

  /** Resolves after the next commit, after an idle poll interval, or when the signal aborts. */
  private waitForAppend(signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.appendWaiters.delete(done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, IDLE_POLL_MS);
      this.appendWaiters.add(done);
      signal.addEventListener('abort', done, { once: true });
    });
  }

  private notifyAppended(): void {
    for (const wake of [...this.appendWaiters]) wake();
  }

  /** The durability settings in force, for tests and the health report. */
  describeDurability(): { journalMode: string; synchronous: number } {
    return {
      journalMode: String(this.writer.pragma('journal_mode', { simple: true })),
      synchronous: Number(this.writer.pragma('synchronous', { simple: true })),
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.queue.length > 0) this.flush();
    this.notifyAppended();
    this.reader.close();
    this.writer.close();
  }
}

export function assertExpectedRevision(streamId: string, expected: ExpectedRevision, current: number | null): void {
  if (expected === 'any') return;
  if (expected === 'no_stream') {
    if (current !== null) throw new WrongExpectedRevisionError(streamId, expected, current);
    return;
  }
  if (current !== expected) throw new WrongExpectedRevisionError(streamId, expected, current);
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
