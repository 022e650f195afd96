import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STREAM_REVISION_SQL } from '../../../services/infrastructure/event-store/sqlite-event-store.js';

export interface GroupCommitRate {
  readonly batch: number;
  readonly eventsPerSecond: number;
  readonly msPerCommit: number;
}

/**
 * The machine's limit for our writes: a bare better-sqlite3 loop with the event store's pragmas (WAL,
 * synchronous=FULL, checkpoint every 10,000 pages), its tables and its statements per answer (stream
 * revision, insert; an answer's commandId is neither looked up nor recorded, its decider recognises
 * re-sends), committing `batch` appends of one AnswerSubmitted-sized event per transaction. No event
 * loop, no sockets, no deciders: what SQLite and the disk alone allow.
 */
export function measureGroupCommit(batches: readonly number[], eventsPerBatchSize = 20_000, maxCommits = 1_000): GroupCommitRate[] {
  const dir = mkdtempSync(join(tmpdir(), 'liveslides-raw-sqlite-'));
  try {
    const db = new Database(join(dir, 'events.sqlite'));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('wal_autocheckpoint = 10000');
    db.exec(`
      CREATE TABLE events (position INTEGER PRIMARY KEY, event_id TEXT NOT NULL, stream_id TEXT NOT NULL, revision INTEGER NOT NULL,
                           type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL);
      CREATE UNIQUE INDEX events_stream_revision ON events (stream_id, revision);
    `);
    const revision = db.prepare<[string], { revision: number }>(STREAM_REVISION_SQL);
    const insert = db.prepare('INSERT INTO events (event_id, stream_id, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)');
    const sessionId = randomUUID();
    const audience = Array.from({ length: 10_000 }, () => randomUUID());
    let sequence = 0;
    const appendOne = () => {
      const audienceId = audience[sequence++ % audience.length]!;
      const streamId = `participant-${sessionId}-${audienceId}`;
      const commandId = randomUUID();
      const now = new Date().toISOString();
      const next = (revision.get(streamId)?.revision ?? -1) + 1;
      const data = { sessionId, presentationId: sessionId, audienceId, answerId: commandId, slideId: 'slide-0001', slideType: 'poll', value: { kind: 'choice', optionIds: ['option-01'] }, firstForSlide: true, submittedAt: now };
      const metadata = { actor: { kind: 'audience', id: audienceId }, commandId, correlationId: commandId, causationId: commandId, occurredAt: now, schemaVersion: 1 };
      insert.run(randomUUID(), streamId, next, 'AnswerSubmitted', JSON.stringify(data), JSON.stringify(metadata));
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
