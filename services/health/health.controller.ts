import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import { SubscriptionHealth } from '../infrastructure/event-store/subscription-health.js';
import { STORAGE } from '../infrastructure/infrastructure.module.js';
import { LIVE_BUS, type LiveBus } from '../infrastructure/live-bus/live-bus.port.js';
import { ProjectionRunner } from '../infrastructure/projections/projection-runner.js';
import type { Storage } from '../infrastructure/storage-factory.js';

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly runner: ProjectionRunner,
    private readonly subscriptions: SubscriptionHealth,
    @Inject(LIVE_BUS) private readonly liveBus: LiveBus,
  ) {}

  /**
   * Which adapters run, how far the log goes, how far behind each read model is, and each subscription
   * to the log, and what waits for the live bus's broker: `degraded` while a projection fails, a subscription
   * has lost the log and waits to resume, or the live bus refuses messages because its outbox is full.
   */
  @Get()
  async health() {
    const projections = await this.runner.status();
    const liveBus = this.liveBus.health?.();
    const degraded = projections.some((projection) => projection.state === 'failed') || this.subscriptions.anyStalled() || liveBus?.overflowing === true;
    return {
      status: degraded ? 'degraded' : 'ok',
      eventStore: { adapter: this.storage.eventStoreAdapter, headPosition: await this.eventStore.headPosition() },
      readStore: { adapter: this.storage.readStoreAdapter },
      projections: projections.map(({ name, version, checkpoint, lag, state, error }) => ({ name, version, checkpoint, lag, state, ...(error && { error }) })),
      subscriptions: this.subscriptions.report(),
      ...(liveBus && { liveBusOutbox: liveBus }),
    };
  }
}
