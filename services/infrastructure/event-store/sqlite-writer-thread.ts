import type BetterSqlite3 from 'better-sqlite3';
import type * as WorkerThreads from 'node:worker_threads';
import type { ExpectedRevision } from './event-store.port.js';

/** One append as the writer thread takes it: the events already serialised, their ids already chosen. */
export interface WriterAppend {
  readonly streamId: string;
  readonly expected: ExpectedRevision;
  readonly commandId: string;
  /** Look the commandId up before writing and record it (see AppendOptions.deduplicate). */
  readonly deduplicate: boolean;
  readonly events: readonly { readonly id: string; readonly type: string; readonly data: string; readonly metadata: string }[];
}

export type WriterOutcome =
  | { readonly ok: true; readonly streamId: string; readonly nextExpectedRevision: number; readonly position: number; readonly duplicate: boolean }
  | { readonly ok: false; readonly wrongRevision?: { readonly expected: ExpectedRevision; readonly actual: number | null }; readonly message: string };

export type WriterRequest =
  | { readonly kind: 'commit'; readonly id: number; readonly group: readonly WriterAppend[] }
  | { readonly kind: 'durability'; readonly id: number }
  | { readonly kind: 'close'; readonly id: number };

export type WriterReply =
  | { readonly kind: 'committed'; readonly id: number; readonly outcomes: readonly WriterOutcome[] }
  | { readonly kind: 'failed'; readonly id: number; readonly message: string }
  | { readonly kind: 'durability'; readonly id: number; readonly journalMode: string; readonly synchronous: number }
  | { readonly kind: 'closed'; readonly id: number };

/**
 * The event store's single writer connection, on its own thread: a group of appends is one transaction
 * (each append in its own savepoint, so a failed expectation rejects only that append) and one fsync,
 * and the server's event loop keeps serving sockets while the disk works.
 *
 * This function is sent to the thread as source text (`new Worker(source, { eval: true })`), so it refers
 * to nothing outside itself: its modules come in as arguments.
 */
export function sqliteWriterThread(Database: typeof BetterSqlite3, threads: typeof WorkerThreads, streamRevisionSql: string): void {
  const port = threads.parentPort!;
  const db = new Database((threads.workerData as { filename: string }).filename);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  // Fewer, larger WAL copies than SQLite's default: each copy pauses the writer (test/load/NOTES.md).
  db.pragma('wal_autocheckpoint = 10000');
  const command = db.prepare<[string], { stream_id: string; next_expected_revision: number; position: number }>(
    'SELECT stream_id, next_expected_revision, position FROM commands WHERE command_id = ?',
  );
  const streamRevision = db.prepare<[string], { revision: number }>(streamRevisionSql);
  const insertEvent = db.prepare('INSERT INTO events (event_id, stream_id, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)');
  const insertCommand = db.prepare('INSERT INTO commands (command_id, stream_id, next_expected_revision, position) VALUES (?, ?, ?, ?)');

  class WrongRevision extends Error {
    constructor(
      readonly expected: ExpectedRevision,
      readonly actual: number | null,
    ) {
      super('wrong expected revision');
    }
  }

  const appendOne = db.transaction((item: WriterAppend): WriterOutcome => {
    const previous = item.deduplicate ? command.get(item.commandId) : undefined;
    if (previous) {
      return { ok: true, streamId: previous.stream_id, nextExpectedRevision: previous.next_expected_revision, position: previous.position, duplicate: true };
    }
    const current = streamRevision.get(item.streamId)?.revision ?? null;
    const expected = item.expected;
    if (expected === 'no_stream' ? current !== null : expected !== 'any' && current !== expected) throw new WrongRevision(expected, current);
    let revision = current ?? -1;
    let position = 0;
    for (const event of item.events) {
      revision += 1;
      position = Number(insertEvent.run(event.id, item.streamId, revision, event.type, event.data, event.metadata).lastInsertRowid);
    }
    if (item.deduplicate) insertCommand.run(item.commandId, item.streamId, revision, position);
    return { ok: true, streamId: item.streamId, nextExpectedRevision: revision, position, duplicate: false };
  });

  const commitGroup = db.transaction((group: readonly WriterAppend[]) =>
    group.map((item): WriterOutcome => {
      try {
        return appendOne(item);
      } catch (error) {
        if (error instanceof WrongRevision) return { ok: false, wrongRevision: { expected: error.expected, actual: error.actual }, message: error.message };
        return { ok: false, message: error instanceof Error ? error.message : String(error) };
      }
    }),
  );

  port.on('message', (request: WriterRequest) => {
    switch (request.kind) {
      case 'commit': {
        let reply: WriterReply;
        try {
          // BEGIN IMMEDIATE: another process (node) writing the same file makes this wait (busy_timeout) for the
          // write lock, where a read-then-write transaction would fail at once with "database is locked".
          reply = { kind: 'committed', id: request.id, outcomes: commitGroup.immediate(request.group) };
        } catch (error) {
          reply = { kind: 'failed', id: request.id, message: error instanceof Error ? error.message : String(error) };
        }
        port.postMessage(reply);
        return;
      }
      case 'durability':
        port.postMessage({
          kind: 'durability',
          id: request.id,
          journalMode: String(db.pragma('journal_mode', { simple: true })),
          synchronous: Number(db.pragma('synchronous', { simple: true })),
        } satisfies WriterReply);
        return;
      case 'close':
        db.close();
        port.postMessage({ kind: 'closed', id: request.id } satisfies WriterReply);
        return;
    }
  });
}
