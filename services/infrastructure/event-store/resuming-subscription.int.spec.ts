import { Logger } from '@nestjs/common';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import { positionsOf, withFaultySubscriptions } from '../../../test/support/faulty-subscriptions.js';
import { newTestEvent } from './event-store.contract.js';
import { ResumingSubscription } from './resuming-subscription.js';
import { SqliteEventStore } from './sqlite-event-store.js';
import { SubscriptionHealth } from './subscription-health.js';

describe('a subscription that resumes where it was dropped', () => {
  const dir = mkdtempSync(join(tmpdir(), 'resuming-'));
  let store: SqliteEventStore;
  beforeEach(() => {
    store = new SqliteEventStore(join(dir, `events-${Date.now()}-${Math.random()}.sqlite`));
  });
  afterEach(() => store.close());
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  // The resumptions are logged as warnings; here they are expected.
  beforeAll(() => Logger.overrideLogger(false));

  async function append(count: number, from = 0): Promise<void> {
    const pending: Promise<unknown>[] = [];
    for (let i = from; i < from + count; i++) pending.push(store.append(`s-${i % 17}`, [newTestEvent('Tick', { i })], 'any'));
    await Promise.all(pending);
  }

  async function readAll(): Promise<RecordedEvent[]> {
    return store.readAll(0, 1_000_000);
  }

  it('hands on every event once, in order, after a drop in the middle of a batch and an end by the server', async () => {
    await append(1_500);
    // The first subscription fails 650 events in, halfway through its second batch of 500; the second is
    // ended by the server 900 events later, between batches of its own; the third runs on.
    const faulty = withFaultySubscriptions(store, [
      { after: 650, kind: 'error' },
      { after: 900, kind: 'end' },
    ]);
    const health = new SubscriptionHealth();
    const subscription = new ResumingSubscription(faulty, 0, { name: 'test', maxBatchSize: 500, tracker: health.track('test', 0), backoffMs: () => 0 });
    const received: RecordedEvent[] = [];
    const total = 3_000;
    const consumer = (async () => {
      for await (const batch of subscription) {
        received.push(...batch);
        if (received.length >= total) break;
      }
    })();
    // The rest is appended while the subscription catches up, fails and resumes.
    await append(1_500, 1_500);
    await consumer;

    expect(positionsOf(received)).toEqual(positionsOf(await readAll()));
    expect(new Set(positionsOf(received)).size).toBe(total);
    // Each resumption started right after the last event handed on: nothing read twice, nothing skipped.
    expect(faulty.opened).toEqual([0, received[649]!.position, received[1_549]!.position]);
    expect(health.report()).toEqual([expect.objectContaining({ name: 'test', state: 'closed', resumptions: 2, failures: 0, position: received.at(-1)!.position })]);
  });

  it('reports itself stalled while it waits to resume, and closes without waiting out the pause', async () => {
    await append(10);
    const faulty = withFaultySubscriptions(store, [{ after: 4, kind: 'error' }]);
    const health = new SubscriptionHealth(() => Date.parse('2026-05-01T10:00:00.000Z'));
    // An hour's pause: the test looks at the state during it, then closes.
    const subscription = new ResumingSubscription(faulty, 0, { name: 'feed', maxBatchSize: 3, tracker: health.track('feed', 0), backoffMs: () => 3_600_000 });
    const received: RecordedEvent[] = [];
    const iteration = (async () => {
      for await (const batch of subscription) received.push(...batch);
    })();
    while (!health.anyStalled()) await new Promise((resolve) => setImmediate(resolve));
    expect(health.report()).toEqual([
      {
        name: 'feed',
        state: 'stalled',
        position: 4,
        failures: 1,
        resumptions: 1,
        lastError: 'Consumer too slow. Client resubscription required.',
        stalledSince: '2026-05-01T10:00:00.000Z',
      },
    ]);
    await subscription.close();
    await iteration;
    expect(positionsOf(received)).toEqual([1, 2, 3, 4]);
    expect(health.report()[0]).toMatchObject({ state: 'closed' });
  });

  it('reads on while its consumer is busy, up to its read-ahead', async () => {
    await append(40);
    let read = 0;
    const counting = Object.assign(Object.create(store) as SqliteEventStore, {
      subscribeAll: (from: number, options?: { maxBatchSize?: number }) => {
        const inner = store.subscribeAll(from, options);
        return {
          close: () => inner.close(),
          async *[Symbol.asyncIterator]() {
            for await (const batch of inner) {
              read += batch.length;
              yield batch;
            }
          },
        };
      },
    });
    const subscription = new ResumingSubscription(counting, 0, { name: 'ahead', maxBatchSize: 5, readAhead: 20 });
    const iterator = subscription[Symbol.asyncIterator]();
    expect(positionsOf((await iterator.next()).value as RecordedEvent[])).toEqual([1, 2, 3, 4, 5]);
    // The consumer holds on to its first batch; the reading goes on until 20 more wait in the queue.
    while (read < 25) await new Promise((resolve) => setImmediate(resolve));
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(read).toBe(25);
    // Taking from the queue lets the reading go on; batches keep their order and size.
    expect(positionsOf((await iterator.next()).value as RecordedEvent[])).toEqual([6, 7, 8, 9, 10]);
    while (read < 30) await new Promise((resolve) => setImmediate(resolve));
    await subscription.close();
  });
});
