import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { upcasters } from '../../../migrations/upcasters/index.js';
import { newTestEvent } from './event-store.contract.js';
import { SqliteEventStore } from './sqlite-event-store.js';
import { UpcastingEventStore } from './upcasting-event-store.js';

describe('reading stored version 1 events through the upcasters', () => {
  const dir = mkdtempSync(join(tmpdir(), 'upcast-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves a PresentationCreated written as version 1 as version 2 on every read path', async () => {
    const store = new UpcastingEventStore(new SqliteEventStore(join(dir, 'events.sqlite')), upcasters);
    const v1 = newTestEvent('PresentationCreated', {
      presentationId: 'p-old', ownerId: 'u1', name: 'From 2025', language: 'en',
      accessCode: '111111', uniqueAccessCode: 'oldoldoldo', createdAt: '2025-05-05T00:00:00.000Z',
    });
    await store.append('presentation-p-old', [v1], 'no_stream');

    const [fromStream] = await store.readStream('presentation-p-old');
    const [fromAll] = await store.readAll(0, 10);
    const subscription = store.subscribeAll(0);
    const iterator = subscription[Symbol.asyncIterator]();
    const [fromSubscription] = (await iterator.next()).value as typeof fromAll[];
    await subscription.close();
    for (const event of [fromStream, fromAll, fromSubscription]) {
      expect(event!.metadata.schemaVersion).toBe(2);
      expect(event!.data).toMatchObject({ name: 'From 2025', fontFamily: 'Plus Jakarta Sans' });
    }
    expect((await store.inner.readStream('presentation-p-old'))[0]!.metadata.schemaVersion).toBe(1);
    await store.close();
  });
});
