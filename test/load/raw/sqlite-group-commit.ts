import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface GroupCommitRate {
  readonly batch: number;
  readonly eventsPerSecond: number;
  readonly msPerCommit: number;
}

/**
 * The machine's limit for our writes: a bare better-sqlite3 loop with the event store's pragmas (WAL,
 * synchronous=FULL), its tables and its statements per append (command lookup, stream revision, insert,
 * stream upsert, command insert), committing `batch` appends of one AnswerSubmitted-sized event per
 * transaction. No event loop, no sockets, no deciders: what SQLite and the disk alone allow.
 */
export function measureGroupCommit(batches: readonly number[], eventsPerBatchSize = 20_000, maxCommits = 1_000): GroupCommitRate[] {
  const dir = mkdtempSync(join(tmpdir(), 'liveslides-raw-sqlite-'));
  try {
    const db = new Database(join(dir, 'events.sqlite'));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec(`
      CREATE TABLE events (position INTEGER PRIMARY KEY, event_id TEXT NOT NULL, stream_id TEXT NOT NULL, revision INTEGER NOT NULL,
                           type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL);
      CREATE UNIQUE INDEX events_stream_revision ON events (stream_id, revision);
      CREATE TABLE streams (stream_id TEXT PRIMARY KEY, revision INTEGER NOT NULL) WITHOUT ROWID;
      CREATE TABLE commands (command_id TEXT PRIMARY KEY, stream_id TEXT NOT NULL, next_expected_revision INTEGER NOT NULL, position INTEGER NOT NULL) WITHOUT ROWID;
    `);
    const command = db.prepare('SELECT stream_id FROM commands WHERE command_id = ?');
    const revision = db.prepare<[string], { revision: number }>('SELECT revision FROM streams WHERE stream_id = ?');
    const insert = db.prepare('INSERT INTO events (event_id, stream_id, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)');
    const upsert = db.prepare('INSERT INTO streams (stream_id, revision) VALUES (?, ?) ON CONFLICT (stream_id) DO UPDATE SET revision = excluded.revision');
    const remember = db.prepare('INSERT INTO commands (command_id, stream_id, next_expected_revision, position) VALUES (?, ?, ?, ?)');
    const sessionId = randomUUID();
    const audience = Array.from({ length: 10_000 }, () => randomUUID());
    let sequence = 0;
    const appendOne = () => {
      const audienceId = audience[sequence++ % audience.length]!;
      const streamId = `participant-${sessionId}-${audienceId}`;
      const commandId = randomUUID();
      const now = new Date().toISOString();
      command.get(commandId);
      const next = (revision.get(streamId)?.revision ?? -1) + 1;
      const data = { sessionId, presentationId: sessionId, audienceId, answerId: commandId, slideId: 'slide-0001', slideType: 'poll', value: { kind: 'choice', optionIds: ['option-01'] }, firstForSlide: true, submittedAt: now };
      const metadata = { actor: { kind: 'audience', id: audienceId }, commandId, correlationId: commandId, causationId: commandId, occurredAt: now, schemaVersion: 1 };
      const info = insert.run(randomUUID(), streamId, next, 'AnswerSubmitted', JSON.stringify(data), JSON.stringify(metadata));
      upsert.run(streamId, next);
      remember.run(commandId, streamId, next, Number(info.lastInsertRowid));
    };
    const commit = db.transaction((size: number) => {
      for (let index = 0; index < size; index++) appendOne();
    });
    const rates = batches.map((batch) => {
      const commits = Math.min(maxCommits, Math.max(50, Math.ceil(eventsPerBatchSize / batch)));
      const started = performance.now();
      for (let index = 0; index < commits; index++) commit(batch);
      const ms = performance.now() - started;
      return { batch, eventsPerSecond: Math.round(((commits * batch) / ms) * 1000), msPerCommit: Math.round((ms / commits) * 1000) / 1000 };
    });
    db.close();
    return rates;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
