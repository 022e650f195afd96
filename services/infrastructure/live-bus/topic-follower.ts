import { Logger } from '@nestjs/common';
import type { Subscription } from 'rxjs';
import { jitteredBackoffMs } from '../event-store/resuming-subscription.js';
import { LiveBusClosedError, type LiveBus, type LiveBusMessage } from './live-bus.port.js';

export interface TopicFollowerOptions {
  /** Milliseconds to wait before the nth resubscription in a row (from 1); a test makes it 0. */
  readonly backoffMs?: (failures: number) => number;
}

/**
 * Follows one topic of the live bus for as long as it is not stopped. A feed that fails (on Kafka: the topic
 * could not be set up or listened on) is logged and subscribed again after a growing, jittered pause,
 * instead of erroring a subscriber without an error handler, which RxJS rethrows where nothing catches it.
 */
export class TopicFollower {
  private readonly logger = new Logger(TopicFollower.name);
  private subscription: Subscription | null = null;
  private retry: NodeJS.Timeout | null = null;
  private failures = 0;
  private stopped = false;

  constructor(
    private readonly bus: LiveBus,
    private readonly topic: string,
    private readonly onMessage: (message: LiveBusMessage) => void,
    private readonly options: TopicFollowerOptions = {},
  ) {
    this.follow();
  }

  stop(): void {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.subscription?.unsubscribe();
  }

  private follow(): void {
    this.subscription = this.bus.subscribe(this.topic).subscribe({
      next: (message) => {
        this.failures = 0;
        this.onMessage(message);
      },
      error: (error: unknown) => {
        // A closed bus is the node shutting down: nothing to listen to any more.
        if (this.stopped || error instanceof LiveBusClosedError) return;
        this.failures += 1;
        const delay = (this.options.backoffMs ?? jitteredBackoffMs)(this.failures);
        this.logger.error(`Lost the live bus topic ${this.topic} (${error instanceof Error ? error.message : String(error)}); listening again in ${delay} ms`);
        this.retry = setTimeout(() => {
          this.retry = null;
          if (!this.stopped) this.follow();
        }, delay);
        this.retry.unref();
      },
    });
  }
}
