import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { Subject, type Observable } from 'rxjs';
import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import { EVENT_STORE, type EventStore, type EventSubscription } from '../event-store/event-store.port.js';

/**
 * Every event appended from now on, on this node, whichever node wrote it: one subscription to the
 * log from its head at start, shared by the live views (LiveViewRunner) and the deck editors' gateway.
 */
@Injectable()
export class LiveEventFeed implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(LiveEventFeed.name);
  private readonly subject = new Subject<readonly RecordedEvent[]>();
  private subscription?: EventSubscription;
  private pump?: Promise<void>;
  private markStarted!: (head: number) => void;

  /** The log's head when the feed started: it brings every event after it. */
  readonly started: Promise<number> = new Promise((resolve) => (this.markStarted = resolve));

  /** Batches of events in log order. */
  readonly batches$: Observable<readonly RecordedEvent[]> = this.subject.asObservable();

  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  async onApplicationBootstrap(): Promise<void> {
    const head = await this.eventStore.headPosition();
    const subscription = this.eventStore.subscribeAll(head, { maxBatchSize: 1_000 });
    this.subscription = subscription;
    this.markStarted(head);
    this.pump = (async () => {
      try {
        for await (const batch of subscription) this.subject.next(batch);
      } catch (error) {
        this.logger.error(`Live event feed stopped: ${error instanceof Error ? error.message : String(error)}`);
      }
    })();
  }

  /** Before the stores close (they close in onApplicationShutdown). */
  async beforeApplicationShutdown(): Promise<void> {
    await this.subscription?.close();
    await this.pump;
    this.subject.complete();
  }
}
