import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import { STORAGE } from '../infrastructure/infrastructure.module.js';
import { ProjectionRunner } from '../infrastructure/projections/projection-runner.js';
import type { Storage } from '../infrastructure/storage-factory.js';

@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly runner: ProjectionRunner,
  ) {}

  /** Which adapters run, how far the log goes and how far behind each read model is. */
  @Get()
  async health() {
    const projections = await this.runner.status();
    return {
      status: projections.some((projection) => projection.state === 'failed') ? 'degraded' : 'ok',
      eventStore: { adapter: this.storage.eventStoreAdapter, headPosition: await this.eventStore.headPosition() },
      readStore: { adapter: this.storage.readStoreAdapter },
      projections: projections.map(({ name, version, checkpoint, lag, state }) => ({ name, version, checkpoint, lag, state })),
    };
  }
}
