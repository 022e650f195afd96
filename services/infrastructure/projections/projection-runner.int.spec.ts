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
    const runner = new ProjectionRunner(eventStore, readStore, [tally as unknown as Projection<JsonDocument>]);
    await runner.start();
    const commits = jest.spyOn(readStore, 'commit');
    let position = 0;
    for (let index = 0; index < 60; index++) {
      const counted = index % 20 === 0;
      position = (await eventStore.append(`s-${index}`, [newTestEvent(counted ? 'Counted' : 'Ignored', { index })], 'no_stream')).position;
      // Read-your-writes: a waiter is never kept behind the runner's pause.
      expect(await runner.waitForPosition(position)).toBe(true);
    }
    const collection = versionedCollection('tally', 1);
    expect(await readStore.get<Tally>(collection, 'total')).toMatchObject({ count: 3 });
    expect(commits.mock.calls.length).toBeLessThan(60);
    await runner.stop();
    expect(await readStore.getCheckpoint(collection)).toBe(position);
    await eventStore.close();
    await readStore.close();
  });
});
