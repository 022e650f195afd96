import { randomUUID } from 'node:crypto';
import type { NewEvent, RecordedEvent } from '../../../contracts/events/envelope.js';
import { WrongExpectedRevisionError, type EventStore } from './event-store.port.js';

export interface EventStoreContractOptions {
  /** The embedded store numbers its log 1, 2, 3, ...; KurrentDB positions are byte offsets with gaps. */
  contiguousPositions: boolean;
}

export function newTestEvent(type: string, data: unknown, commandId: string = randomUUID()): NewEvent {
  return {
    type,
    data,
    metadata: {
      actor: { kind: 'system', id: 'contract-test' },
      commandId,
      correlationId: commandId,
      causationId: commandId,
      occurredAt: new Date('2026-01-01T00:00:00.000Z').toISOString(),
      schemaVersion: 1,
    },
  };
}

/** Every EventStore adapter must pass this suite; it shares a server with others, so streams are unique per test. */
export function describeEventStoreContract(
  adapterName: string,
  createStore: () => Promise<EventStore>,
  options: EventStoreContractOptions,
): void {
  describe(`EventStore contract: ${adapterName}`, () => {
    let store: EventStore;
    const stream = (label: string) => `contract_${label}-${randomUUID()}`;

    beforeEach(async () => {
      store = await createStore();
    });
    afterEach(async () => {
      await store.close();
    });

    it('appends to a new stream and reads it back in revision order with its metadata', async () => {
      const id = stream('new');
      const commandId = randomUUID();
      const result = await store.append(
        id,
        [newTestEvent('Happened', { n: 1 }, commandId), newTestEvent('Happened', { n: 2 }, commandId)],
        'no_stream',
      );
      expect(result).toMatchObject({ streamId: id, nextExpectedRevision: 1, duplicate: false });
      const events = await store.readStream(id);
      expect(events.map((e) => [e.revision, e.type, e.data])).toEqual([
        [0, 'Happened', { n: 1 }],
        [1, 'Happened', { n: 2 }],
      ]);
      expect(events[1]!.position).toBe(result.position);
      expect(events[0]!.metadata.commandId).toBe(commandId);
      expect(await store.streamRevision(id)).toBe(1);
      expect(await store.readStream(id, 1)).toHaveLength(1);
    });

    it('reports a missing stream as having no revision and no events', async () => {
      const id = stream('missing');
      expect(await store.streamRevision(id)).toBeNull();
      expect(await store.readStream(id)).toEqual([]);
    });

    it('rejects a stale exact revision and writes nothing', async () => {
      const id = stream('stale');
      await store.append(id, [newTestEvent('A', {})], 'no_stream');
      await store.append(id, [newTestEvent('B', {})], 0);
      await expect(store.append(id, [newTestEvent('C', {})], 0)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      expect((await store.readStream(id)).map((e) => e.type)).toEqual(['A', 'B']);
    });

    it('rejects no_stream for an existing stream and an exact revision for a missing one', async () => {
      const id = stream('exists');
      await store.append(id, [newTestEvent('A', {})], 'no_stream');
      await expect(store.append(id, [newTestEvent('B', {})], 'no_stream')).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      await expect(store.append(stream('absent'), [newTestEvent('B', {})], 3)).rejects.toBeInstanceOf(
        WrongExpectedRevisionError,
      );
      expect(await store.readStream(id)).toHaveLength(1);
    });

    it('appends with any whatever the stream state', async () => {
      const id = stream('any');
      await store.append(id, [newTestEvent('A', {})], 'any');
      const result = await store.append(id, [newTestEvent('B', {})], 'any');
      expect(result.nextExpectedRevision).toBe(1);
    });

    it('answers a re-sent commandId with the first result and writes nothing', async () => {
      const id = stream('idempotent');
      const commandId = randomUUID();
      const first = await store.append(id, [newTestEvent('Paid', { amount: 5 }, commandId)], 'no_stream');
      const again = await store.append(id, [newTestEvent('Paid', { amount: 5 }, commandId)], 'no_stream');
      expect(again).toEqual({ ...first, duplicate: true });
      expect(await store.readStream(id)).toHaveLength(1);
    });

    it('keeps command ids for good: a re-send after 100 other commands on the stream, re-decided at its revision then, is a duplicate with the first result', async () => {
      const id = stream('idempotent_later');
      const commandId = randomUUID();
      const first = await store.append(id, [newTestEvent('Paid', { amount: 5 }, commandId), newTestEvent('Noted', {}, commandId)], 'no_stream');
      for (let n = 0; n < 100; n++) await store.append(id, [newTestEvent('Other', { n })], first.nextExpectedRevision + n);
      const again = await store.append(id, [newTestEvent('Paid', { amount: 5 }, commandId)], first.nextExpectedRevision + 100);
      const againWithAny = await store.append(id, [newTestEvent('Paid', { amount: 5 }, commandId)], 'any');
      expect(again).toEqual({ ...first, duplicate: true });
      expect(againWithAny).toEqual({ ...first, duplicate: true });
      expect(await store.streamRevision(id)).toBe(first.nextExpectedRevision + 100);
    });

    it('checks an append that leaves re-sends to its decider by its expected revision alone: a stale re-send writes nothing', async () => {
      const id = stream('decider-deduplicated');
      const commandId = randomUUID();
      const first = await store.append(id, [newTestEvent('Answered', { n: 1 }, commandId)], 'no_stream', { deduplicate: false });
      expect(first).toMatchObject({ nextExpectedRevision: 0, duplicate: false });
      // SQLite refuses the stale expectation; KurrentDB may answer its own idempotent success. Neither writes.
      await store.append(id, [newTestEvent('Answered', { n: 1 }, commandId)], 'no_stream', { deduplicate: false }).catch((error: unknown) => {
        expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      });
      expect(await store.readStream(id)).toHaveLength(1);
    });

    it('lets exactly one of two racing appends with the same expected revision win', async () => {
      const id = stream('race');
      await store.append(id, [newTestEvent('A', {})], 'no_stream');
      const outcomes = await Promise.allSettled([
        store.append(id, [newTestEvent('B1', {})], 0),
        store.append(id, [newTestEvent('B2', {})], 0),
      ]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const rejected = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
      expect(rejected.reason).toBeInstanceOf(WrongExpectedRevisionError);
      expect(await store.readStream(id)).toHaveLength(2);
    });

    it('commits many concurrent appends to different streams, each readable in global order', async () => {
      const head = await store.headPosition();
      const ids = Array.from({ length: 200 }, (_, i) => stream(`concurrent${i}`));
      const results = await Promise.all(ids.map((id, i) => store.append(id, [newTestEvent('Counted', { i })], 'no_stream')));
      const positions = results.map((r) => r.position).sort((a, b) => a - b);
      expect(new Set(positions).size).toBe(200);
      const all = await readAllAfter(store, head);
      const ours = all.filter((e) => ids.includes(e.streamId));
      expect(ours).toHaveLength(200);
      expectStrictlyIncreasing(ours.map((e) => e.position));
      if (options.contiguousPositions) {
        expect(all.map((e) => e.position)).toEqual(Array.from({ length: all.length }, (_, i) => head + i + 1));
      }
    });

    it('pages through readAll with an exclusive cursor', async () => {
      const head = await store.headPosition();
      const id = stream('paging');
      const commandId = randomUUID();
      await store.append(id, Array.from({ length: 5 }, (_, n) => newTestEvent('Paged', { n }, commandId)), 'no_stream');
      const firstPage = (await store.readAll(head, 3)).filter((e) => e.streamId === id);
      expect(firstPage.map((e) => (e.data as { n: number }).n)).toEqual([0, 1, 2]);
      const rest = (await readAllAfter(store, firstPage[2]!.position)).filter((e) => e.streamId === id);
      expect(rest.map((e) => (e.data as { n: number }).n)).toEqual([3, 4]);
      expect(await store.headPosition()).toBeGreaterThanOrEqual(rest[1]!.position);
    });

    it('delivers every event exactly once, in order, to a subscriber catching up while 10,000 are appended', async () => {
      const head = await store.headPosition();
      const prefix = `contract_sub-${randomUUID()}`;
      const total = 10_000;
      // Half are written before the subscription starts, half while it catches up and goes live.
      const writeRange = async (from: number, to: number) => {
        const pending: Promise<unknown>[] = [];
        for (let i = from; i < to; i++) {
          pending.push(store.append(`${prefix}-${i % 50}`, [newTestEvent('Tick', { i })], 'any'));
          if (pending.length === 250) await Promise.all(pending.splice(0));
        }
        await Promise.all(pending);
      };
      await writeRange(0, total / 2);
      const subscription = store.subscribeAll(head, { maxBatchSize: 300 });
      const received: RecordedEvent[] = [];
      const consumer = (async () => {
        for await (const batch of subscription) {
          for (const event of batch) if (event.streamId.startsWith(prefix)) received.push(event);
          if (received.length >= total) break;
        }
      })();
      await writeRange(total / 2, total);
      await consumer;
      await subscription.close();
      expect(received).toHaveLength(total);
      // Concurrent appends land in the log in whatever order the store commits them (KurrentDB need not keep
      // call order): every event once, in log order, and each stream in revision order.
      expect(received.map((e) => (e.data as { i: number }).i).sort((a, b) => a - b)).toEqual(Array.from({ length: total }, (_, i) => i));
      expectStrictlyIncreasing(received.map((e) => e.position));
      const revisions = new Map<string, number>();
      for (const event of received) {
        expect(event.revision).toBe((revisions.get(event.streamId) ?? -1) + 1);
        revisions.set(event.streamId, event.revision);
      }
    });

    it('ends a subscription that is waiting for events when it is closed', async () => {
      const subscription = store.subscribeAll(await store.headPosition());
      // The loop asks for its first batch at once and waits: nothing is appended.
      const iteration = (async () => {
        let batches = 0;
        for await (const _batch of subscription) batches += 1;
        return batches;
      })();
      await subscription.close();
      // Ended by the close (were it not, the test would never end and meet its timeout).
      await expect(iteration).resolves.toBeGreaterThanOrEqual(0);
    });
  });
}

async function readAllAfter(store: EventStore, position: number): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  let cursor = position;
  for (;;) {
    const page = await store.readAll(cursor, 1000);
    if (page.length === 0) return events;
    events.push(...page);
    cursor = page[page.length - 1]!.position;
  }
}

function expectStrictlyIncreasing(values: number[]): void {
  for (let i = 1; i < values.length; i++) {
    if (!(values[i]! > values[i - 1]!)) throw new Error(`Not strictly increasing at ${i}: ${values[i - 1]} then ${values[i]}`);
  }
}
