import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Projection } from '../../../projections/projection.js';
import { newTestEvent } from '../event-store/event-store.contract.js';
import { SqliteEventStore } from '../event-store/sqlite-event-store.js';
import type { JsonDocument } from '../read-store/read-store.port.js';
import { SqliteReadStore } from '../read-store/sqlite-read-store.js';
import { versionedCollection } from './projection-names.js';
import { ProjectionRunner } from './projection-runner.js';

type Tally = { id: string; count: number } & JsonDocument;
const tally: Projection<Tally> = {
  name: 'tally',
  version: 1,
  eventTypes: ['Counted'],
  documentIds: () => ['total'],
  apply: (document) => ({ id: 'total', count: (document?.count ?? 0) + 1 }),
};

describe('ProjectionRunner while live', () => {
  const dir = mkdtempSync(join(tmpdir(), 'runner-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('folds every handled event, skips checkpoint writes for batches it has nothing to fold, and saves the checkpoint on stop', async () => {
    const eventStore = new SqliteEventStore(join(dir, 'events.sqlite'));
    const readStore = new SqliteReadStore(join(dir, 'read-models.sqlite'));
    // The clock stands still, so no checkpoint-only write is ever due, however long the loop below takes.
    const runner = new ProjectionRunner(eventStore, readStore, [tally as unknown as Projection<JsonDocument>], { now: () => 0 });
    await runner.start();
    const commits = jest.spyOn(readStore, 'commit');
    let position = 0;
    for (let index = 0; index < 60; index++) {
      const counted = index % 20 === 0;
      position = (await eventStore.append(`s-${index}`, [newTestEvent(counted ? 'Counted' : 'Ignored', { index })], 'no_stream')).position;
      // Read-your-writes: until the runner has folded the append (a waiter cuts its pause short).
      while (!(await runner.waitForPosition(position))) continue;
    }
    const collection = versionedCollection('tally', 1);
    expect(await readStore.get<Tally>(collection, 'total')).toMatchObject({ count: 3 });
    // One write per batch that folded a Counted event; the other 57 batches wrote nothing.
    expect(commits).toHaveBeenCalledTimes(3);
    await runner.stop();
    expect(await readStore.getCheckpoint(collection)).toBe(position);
    await eventStore.close();
    await readStore.close();
  });
});
