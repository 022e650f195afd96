import type { NewEvent, RecordedEvent } from '../../../contracts/events/envelope.js';
import type { UpcasterRegistry } from '../../../migrations/upcasters/upcaster.js';
import type { AppendOptions, AppendResult, EventStore, EventSubscription, ExpectedRevision, SubscribeOptions } from './event-store.port.js';

/** Wraps any adapter so every event read, from any path, arrives at its current schema version. */
export class UpcastingEventStore implements EventStore {
  constructor(
    readonly inner: EventStore,
    private readonly registry: UpcasterRegistry,
  ) {}

  append(streamId: string, events: readonly NewEvent[], expectedRevision: ExpectedRevision, options?: AppendOptions): Promise<AppendResult> {
    return this.inner.append(streamId, events, expectedRevision, options);
  }

  async readStream(streamId: string, fromRevision?: number): Promise<RecordedEvent[]> {
    return this.upcastAll(await this.inner.readStream(streamId, fromRevision));
  }

  streamRevision(streamId: string): Promise<number | null> {
    return this.inner.streamRevision(streamId);
  }

  async readAll(fromPosition: number, limit: number): Promise<RecordedEvent[]> {
    return this.upcastAll(await this.inner.readAll(fromPosition, limit));
  }

  headPosition(): Promise<number> {
    return this.inner.headPosition();
  }

  subscribeAll(fromPosition: number, options?: SubscribeOptions): EventSubscription {
    const subscription = this.inner.subscribeAll(fromPosition, options);
    const upcastAll = (events: RecordedEvent[]) => this.upcastAll(events);
    return {
      async *[Symbol.asyncIterator]() {
        for await (const batch of subscription) yield upcastAll(batch);
      },
      close: () => subscription.close(),
    };
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  private upcastAll(events: RecordedEvent[]): RecordedEvent[] {
    return events.map((event) => this.registry.upcast(event));
  }
}
