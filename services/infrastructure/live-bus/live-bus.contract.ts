import { randomUUID } from 'node:crypto';
import type { Observable } from 'rxjs';
import { LiveBusClosedError, type LiveBus, type LiveBusMessage } from './live-bus.port.js';

/** Two buses standing for two nodes of one deployment. */
export type LiveBusPair = readonly [LiveBus, LiveBus];

export interface LiveBusContractOptions {
  /** Start of every topic name the suite uses, so a run's topics can be found and removed afterwards. */
  readonly topicPrefix?: string;
  /** How long a node may take to start listening on a topic or to receive a message. */
  readonly timeoutMs?: number;
}

/** Key of the messages the suite sends until every node is listening; recorders leave them out. */
const PROBE_KEY = 'contract-probe';

/**
 * Every LiveBus adapter must pass this suite. Topics are unique per test, so runs can share a broker.
 *
 * A bus is a live feed: a node receives what is published after it is listening, and on Kafka listening
 * starts a moment after subscribe() (topic creation, joining the consumer group). So each test first
 * publishes probes until every node has received one, and only then what it checks.
 */
export function describeLiveBusContract(
  adapterName: string,
  createBusPair: () => Promise<LiveBusPair>,
  options: LiveBusContractOptions = {},
): void {
  const prefix = options.topicPrefix ?? 'contract';
  const timeoutMs = options.timeoutMs ?? 30_000;
  const testTimeoutMs = timeoutMs * 4;

  describe(`LiveBus contract: ${adapterName}`, () => {
    let nodeA: LiveBus;
    let nodeB: LiveBus;
    const topic = (label: string) => `${prefix}.${label}.${randomUUID()}`;

    beforeEach(async () => {
      [nodeA, nodeB] = await createBusPair();
    });
    afterEach(async () => {
      await Promise.all([nodeA.close(), nodeB.close()]);
    });

    it(
      "delivers a message published on one node to every subscriber on both nodes, the publisher's own included",
      async () => {
        const news = topic('fanout');
        const [onA, onB, alsoOnB] = await listening([nodeA, nodeB, nodeB], news, nodeA, timeoutMs);
        const message = messageFrom(nodeA, 'session-1', { online: 3, at: new Date('2026-02-03T04:05:06.000Z') });
        await nodeA.publish(news, message);
        // The payload arrives as its JSON form, on every adapter.
        const expected = { ...message, payload: { online: 3, at: '2026-02-03T04:05:06.000Z' } };
        for (const recorder of [onA, onB, alsoOnB]) {
          expect(await recorder.received(1, timeoutMs)).toEqual([expected]);
        }
        expect(expected.origin).toBe(nodeA.nodeId);
      },
      testTimeoutMs,
    );

    it(
      'keeps the order of messages with the same key, for 500 messages published at once',
      async () => {
        const ordered = topic('order');
        const recorders = await listening([nodeA, nodeB], ordered, nodeA, timeoutMs);
        const keys = ['k0', 'k1', 'k2', 'k3', 'k4', 'k5', 'k6'];
        const total = 500;
        // Not awaited one by one: the adapter has to keep the order of calls still in flight.
        await Promise.all(
          Array.from({ length: total }, (_, seq) => nodeA.publish(ordered, messageFrom(nodeA, keys[seq % keys.length]!, { seq }))),
        );
        for (const recorder of recorders) {
          const received = await recorder.received(total, timeoutMs);
          for (const key of keys) {
            const sequence = received.filter((m) => m.key === key).map((m) => (m.payload as { seq: number }).seq);
            const published = Array.from({ length: total }, (_, seq) => seq).filter((seq) => keys[seq % keys.length] === key);
            expect(sequence).toEqual(published);
          }
        }
      },
      testTimeoutMs,
    );

    it(
      'keeps topics apart',
      async () => {
        const first = topic('first');
        const second = topic('second');
        const onFirst = await listening([nodeA, nodeB], first, nodeA, timeoutMs);
        const onSecond = await listening([nodeA, nodeB], second, nodeB, timeoutMs);
        const toFirst = messageFrom(nodeA, 'same-key', { to: 'first' });
        const toSecond = messageFrom(nodeB, 'same-key', { to: 'second' });
        await nodeA.publish(first, toFirst);
        await nodeB.publish(second, toSecond);
        for (const recorder of onFirst) await recorder.received(1, timeoutMs);
        for (const recorder of onSecond) await recorder.received(1, timeoutMs);
        // Time for a message delivered to the wrong topic to show up.
        await sleep(500);
        for (const recorder of onFirst) expect(recorder.messages).toEqual([toFirst]);
        for (const recorder of onSecond) expect(recorder.messages).toEqual([toSecond]);
      },
      testTimeoutMs,
    );

    it(
      'rejects a payload that JSON cannot carry and delivers nothing for it',
      async () => {
        const strict = topic('json');
        const [onB] = await listening([nodeB], strict, nodeA, timeoutMs);
        await expect(nodeA.publish(strict, messageFrom(nodeA, 'bad', { amount: 10n }))).rejects.toBeInstanceOf(TypeError);
        const fine = messageFrom(nodeA, 'bad', { amount: '10' });
        await nodeA.publish(strict, fine);
        expect(await onB!.received(1, timeoutMs)).toEqual([fine]);
        await sleep(200);
        expect(onB!.messages).toEqual([fine]);
      },
      testTimeoutMs,
    );

    it(
      'after close rejects publish, completes its subscriptions and leaves the other node working',
      async () => {
        const closing = topic('close');
        const [onA, onB] = await listening([nodeA, nodeB], closing, nodeA, timeoutMs);
        await nodeA.close();
        expect(onA!.completed).toBe(true);
        await expect(nodeA.publish(closing, messageFrom(nodeA, 'late', {}))).rejects.toBeInstanceOf(LiveBusClosedError);
        const late = new Recorder(nodeA.subscribe(closing));
        expect(late.error).toBeInstanceOf(LiveBusClosedError);
        await nodeA.close();

        const fromB = messageFrom(nodeB, 'still', { alive: true });
        await nodeB.publish(closing, fromB);
        expect(await onB!.received(1, timeoutMs)).toEqual([fromB]);
        expect(onA!.messages).toEqual([]);
      },
      testTimeoutMs,
    );
  });
}

export function messageFrom(bus: LiveBus, key: string, payload: unknown): LiveBusMessage {
  return { key, payload, origin: bus.nodeId, sentAt: new Date().toISOString() };
}

/** Subscribes a recorder per bus and publishes probes from `prober` until every recorder has received one. */
async function listening(buses: readonly LiveBus[], topic: string, prober: LiveBus, timeoutMs: number): Promise<Recorder[]> {
  const recorders = buses.map((bus) => new Recorder(bus.subscribe(topic)));
  const deadline = Date.now() + timeoutMs;
  while (!recorders.every((recorder) => recorder.probed)) {
    if (Date.now() > deadline) throw new Error(`Not every node was listening on ${topic} after ${timeoutMs} ms`);
    await prober.publish(topic, messageFrom(prober, PROBE_KEY, null));
    await eventually(() => recorders.every((recorder) => recorder.probed), 250).catch(() => undefined);
  }
  return recorders;
}

class Recorder {
  readonly messages: LiveBusMessage[] = [];
  probed = false;
  completed = false;
  error: unknown = undefined;

  constructor(feed: Observable<LiveBusMessage>) {
    feed.subscribe({
      next: (message) => {
        if (message.key === PROBE_KEY) this.probed = true;
        else this.messages.push(message);
      },
      complete: () => {
        this.completed = true;
      },
      error: (error: unknown) => {
        this.error = error;
      },
    });
  }

  /** Waits until `count` messages have arrived and returns them. */
  async received(count: number, timeoutMs: number): Promise<LiveBusMessage[]> {
    await eventually(() => this.messages.length >= count, timeoutMs).catch(() => {
      throw new Error(`Received ${this.messages.length} of ${count} messages in ${timeoutMs} ms`);
    });
    return this.messages;
  }
}

async function eventually(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Condition not met in ${timeoutMs} ms`);
    await sleep(10);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
