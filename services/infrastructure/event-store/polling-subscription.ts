import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import type { EventSubscription } from './event-store.port.js';

interface PollingSubscriptionSource {
  fromPosition: number;
  maxBatchSize: number;
  /** Events after a position, in global order. */
  read(afterPosition: number, limit: number): Promise<RecordedEvent[]>;
  /** Resolves when more events may be there (or the signal aborts). */
  waitForMore(signal: AbortSignal): Promise<void>;
}

/**
 * Catch-up and live in one loop: read after the last delivered position until nothing is left,
 * then wait for a commit and read again. The cursor only moves past events already delivered, so
 * the switch from catch-up to live can neither skip nor repeat an event.
 */
export class PollingSubscription implements EventSubscription {
  private readonly abort = new AbortController();

  constructor(private readonly source: PollingSubscriptionSource) {}

  async *[Symbol.asyncIterator](): AsyncIterator<RecordedEvent[]> {
    let position = this.source.fromPosition;
    while (!this.abort.signal.aborted) {
      const batch = await this.source.read(position, this.source.maxBatchSize);
      if (this.abort.signal.aborted) return;
      if (batch.length > 0) {
        position = batch[batch.length - 1]!.position;
        yield batch;
        continue;
      }
      await this.source.waitForMore(this.abort.signal);
    }
  }

  async close(): Promise<void> {
    this.abort.abort();
  }
}
