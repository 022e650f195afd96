import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeEventStoreContract, newTestEvent } from './event-store.contract.js';
import { SqliteEventStore } from './sqlite-event-store.js';

const directories: string[] = [];
afterAll(() => directories.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function freshFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'es-sqlite-'));
  directories.push(dir);
  return join(dir, 'events.sqlite');
}

describeEventStoreContract('SQLite', async () => new SqliteEventStore(freshFile()), { contiguousPositions: true });
// As `npm run projections` opens it: the reading connection maps the file into memory.
describeEventStoreContract('SQLite read through a memory map', async () => new SqliteEventStore(freshFile(), { readMmapBytes: 64 * 1024 * 1024 }), {
  contiguousPositions: true,
});

describe('SqliteEventStore specifics', () => {
  it('keeps appended events after the file is closed and reopened', async () => {
    const file = freshFile();
    const first = new SqliteEventStore(file);
    await first.append('durable-1', [newTestEvent('Kept', { ok: true })], 'no_stream');
    await first.close();
    const second = new SqliteEventStore(file);
    expect((await second.readStream('durable-1')).map((e) => e.data)).toEqual([{ ok: true }]);
    await second.close();
  });

  it('reads the whole log in order when another writer (another process) appends to the same file in between', async () => {
    const file = freshFile();
    const here = new SqliteEventStore(file);
    const elsewhere = new SqliteEventStore(file);
    await here.append('mixed-1', [newTestEvent('First', { n: 1 })], 'no_stream');
    await here.append('mixed-1', [newTestEvent('Second', { n: 2 })], 0);
    await elsewhere.append('mixed-2', [newTestEvent('Third', { n: 3 })], 'no_stream');
    await here.append('mixed-1', [newTestEvent('Fourth', { n: 4 })], 1);
    for (const after of [0, 1, 2, 3]) {
      expect((await here.readAll(after, 10)).map((event) => event.data)).toEqual([1, 2, 3, 4].slice(after).map((n) => ({ n })));
    }
    await here.close();
    await elsewhere.close();
  });

  it('neither looks up nor records the commandId of an append that leaves re-sends to its decider', async () => {
    const store = new SqliteEventStore(freshFile());
    const commandId = 'c0ffee00-0000-4000-8000-000000000001';
    await store.append('answers-1', [newTestEvent('Answered', { n: 1 }, commandId)], 'no_stream', { deduplicate: false });
    // Not recorded: the same commandId, now with deduplication, is a new append.
    const recorded = await store.append('answers-1', [newTestEvent('Answered', { n: 2 }, commandId)], 0);
    // Not looked up: with deduplication off, a recorded commandId is written again at the right revision.
    const unchecked = await store.append('answers-1', [newTestEvent('Answered', { n: 3 }, commandId)], 1, { deduplicate: false });
    expect([recorded.duplicate, unchecked.duplicate]).toEqual([false, false]);
    expect((await store.readStream('answers-1')).map((event) => event.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    await store.close();
  });

  it('runs the file in WAL mode with synchronous=FULL', async () => {
    const store = new SqliteEventStore(freshFile());
    const pragmas = await store.describeDurability();
    expect(pragmas).toEqual({ journalMode: 'wal', synchronous: 2 });
    await store.close();
  });
});
