import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { Subject, type Observable } from 'rxjs';
import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import { EVENT_STORE, type EventStore } from '../event-store/event-store.port.js';
import { ResumingSubscription } from '../event-store/resuming-subscription.js';
import { SubscriptionHealth } from '../event-store/subscription-health.js';

/**
 * Every event appended from now on, on this node, whichever node wrote it: one subscription to the
 * log from its head at start, shared by the live views (LiveViewRunner) and the deck editors' gateway.
 * A dropped subscription resumes after the last event it brought, so the feed never skips an event.
 */
@Injectable()
export class LiveEventFeed implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(LiveEventFeed.name);
  private readonly subject = new Subject<readonly RecordedEvent[]>();
  private subscription?: ResumingSubscription;
  private pump?: Promise<void>;
  private markStarted!: (head: number) => void;

  /** The log's head when the feed started: it brings every event after it. */
  readonly started: Promise<number> = new Promise((resolve) => (this.markStarted = resolve));

  /** Batches of events in log order. */
  readonly batches$: Observable<readonly RecordedEvent[]> = this.subject.asObservable();

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly health: SubscriptionHealth,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const head = await this.eventStore.headPosition();
    const subscription = new ResumingSubscription(this.eventStore, head, {
      name: 'live event feed',
      maxBatchSize: 1_000,
      tracker: this.health.track('live event feed', head),
    });
    this.subscription = subscription;
    this.markStarted(head);
    this.pump = (async () => {
      for await (const batch of subscription) {
        try {
          this.subject.next(batch);
        } catch (error) {
          // A subscriber's failure must not stop the feed for every other one.
          this.logger.error(`A live event feed subscriber failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        }
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
