import { Logger } from '@nestjs/common';
import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import type { EventStore, EventSubscription } from './event-store.port.js';
import type { SubscriptionTracker } from './subscription-health.js';

export interface ResumingSubscriptionOptions {
  /** For the log and the health report. */
  readonly name: string;
  /** Events per batch handed to the consumer at most. */
  readonly maxBatchSize: number;
  /**
   * Events read ahead of the consumer at most. Reading goes on while the consumer is busy (a server drops a
   * subscription that stops reading), up to this many; only a consumer behind by more makes it wait.
   */
  readonly readAhead?: number;
  readonly tracker?: SubscriptionTracker;
  /** Milliseconds to wait before the nth resumption in a row (from 1); a test makes it 0. */
  readonly backoffMs?: (failures: number) => number;
}

const DEFAULT_READ_AHEAD = 16_384;
const FIRST_BACKOFF_MS = 100;
const MAX_BACKOFF_MS = 10_000;

/** Doubling from 100 ms to 10 s, each delay drawn between half and all of it so that nodes do not retry in step. */
export function jitteredBackoffMs(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** One waiter at a time, woken by wake(). */
class Wakeup {
  private resolve: (() => void) | null = null;

  wait(): Promise<void> {
    return new Promise((resolve) => (this.resolve = resolve));
  }

  wake(): void {
    const resolve = this.resolve;
    this.resolve = null;
    resolve?.();
  }
}

/**
 * A subscription to the log that never ends by itself: when the store's subscription fails or ends (a
 * server drops a slow consumer, a connection breaks, a node restarts), it subscribes again from the last
 * event it received, after a growing, jittered pause, and never hands on an event at or before that
 * position twice. It reads ahead of its consumer into a queue, so a consumer that pauses (to gather a
 * batch) does not stop the reading. Only close() ends it.
 */
export class ResumingSubscription implements EventSubscription {
  private readonly logger = new Logger(ResumingSubscription.name);
  private readonly queue: RecordedEvent[][] = [];
  private queued = 0;
  /** Position of the last event taken from the store (queued or handed on). */
  private position: number;
  private inner: EventSubscription | null = null;
  private closed = false;
  private readonly consumer = new Wakeup();
  private readonly reader = new Wakeup();
  /** The pause before resuming, which close() cuts short. */
  private readonly pause = new Wakeup();
  private readonly reading: Promise<void>;
  private readonly readAhead: number;

  constructor(
    private readonly store: EventStore,
    fromPosition: number,
    private readonly options: ResumingSubscriptionOptions,
  ) {
    this.position = fromPosition;
    this.readAhead = options.readAhead ?? DEFAULT_READ_AHEAD;
    this.reading = this.read();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<RecordedEvent[]> {
    try {
      while (!this.closed) {
        const batch = this.take();
        if (batch.length > 0) yield batch;
        else await this.consumer.wait();
      }
    } finally {
      await this.close();
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.consumer.wake();
    this.reader.wake();
    this.pause.wake();
    await this.inner?.close();
    await this.reading;
    this.options.tracker?.closed();
  }

  private async read(): Promise<void> {
    let failures = 0;
    while (!this.closed) {
      let failure: unknown = new Error('the subscription was ended by the server');
      try {
        const inner = this.store.subscribeAll(this.position, { maxBatchSize: this.options.maxBatchSize });
        this.inner = inner;
        if (failures > 0) this.options.tracker?.resumed();
        for await (const batch of inner) {
          const fresh = batch.filter((event) => event.position > this.position);
          if (fresh.length > 0) this.enqueue(fresh);
          failures = 0;
          if (this.queued >= this.readAhead) await this.reader.wait();
          if (this.closed) break;
        }
      } catch (error) {
        failure = error;
      } finally {
        await this.inner?.close().catch(() => undefined);
        this.inner = null;
      }
      if (this.closed) return;
      failures += 1;
      this.options.tracker?.failed(failure);
      const delay = (this.options.backoffMs ?? jitteredBackoffMs)(failures);
      const reason = failure instanceof Error ? failure.message : String(failure);
      this.logger.warn(`Subscription ${this.options.name} dropped after position ${this.position} (${reason}); resuming in ${delay} ms`);
      const timer = setTimeout(() => this.pause.wake(), delay);
      await this.pause.wait();
      clearTimeout(timer);
    }
  }

  private enqueue(events: RecordedEvent[]): void {
    this.position = events[events.length - 1]!.position;
    this.options.tracker?.received(this.position);
    this.queue.push(events);
    this.queued += events.length;
    this.consumer.wake();
  }

  /** Queued events up to maxBatchSize, oldest first. */
  private take(): RecordedEvent[] {
    const { maxBatchSize } = this.options;
    if (this.queue.length === 0) return [];
    let batch = this.queue.shift()!;
    while (this.queue.length > 0 && batch.length + this.queue[0]!.length <= maxBatchSize) batch = batch.concat(this.queue.shift()!);
    if (batch.length > maxBatchSize) {
      this.queue.unshift(batch.slice(maxBatchSize));
      batch = batch.slice(0, maxBatchSize);
    }
    this.queued -= batch.length;
    if (this.queued < this.readAhead) this.reader.wake();
    return batch;
  }
}
