import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { Subject, type Observable } from 'rxjs';
import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import { EVENT_STORE, type EventStore, type EventSubscription } from '../event-store/event-store.port.js';

/**
 * Every event appended from now on, on this node, whichever node wrote it: one subscription to the
 * log from its head at start, shared by the realtime gateways. Gateways forward what their rooms need.
 */
@Injectable()
export class LiveEventFeed implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(LiveEventFeed.name);
  private readonly subject = new Subject<readonly RecordedEvent[]>();
  private subscription?: EventSubscription;
  private pump?: Promise<void>;

  /** Batches of events in log order. */
  readonly batches$: Observable<readonly RecordedEvent[]> = this.subject.asObservable();

  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  async onApplicationBootstrap(): Promise<void> {
    const head = await this.eventStore.headPosition();
    const subscription = this.eventStore.subscribeAll(head, { maxBatchSize: 1_000 });
    this.subscription = subscription;
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
