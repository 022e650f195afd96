import {
  Global,
  Inject,
  Injectable,
  Module,
  type BeforeApplicationShutdown,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { REGISTERED_PROJECTIONS } from './projections/registered-projections.js';
import { CommandExecutor, type Clock } from './commands/command-executor.js';
import { APP_CONFIG, type AppConfig } from './config/app-config.js';
import { EVENT_STORE } from './event-store/event-store.port.js';
import { FILE_STORAGE } from './file-storage/file-storage.port.js';
import { LocalDiskFileStorage } from './file-storage/local-disk-file-storage.js';
import { SubscriptionHealth } from './event-store/subscription-health.js';
import { createMailer } from './mail/create-mailer.js';
import { MAILER, type Mailer } from './mail/mail.port.js';
import { ProjectionRunner } from './projections/projection-runner.js';
import { createLiveBus } from './live-bus/live-bus.factory.js';
import { LIVE_BUS, type LiveBus } from './live-bus/live-bus.port.js';
import { LiveEventFeed } from './realtime/live-event-feed.js';
import { LiveViewRunner } from './realtime/live-views/live-view-runner.js';
import { SocketMessages } from './realtime/socket-messages.js';
import { RateLimits } from './rate-limits/rate-limits.js';
import { openRateLimiterStore } from './rate-limits/open-rate-limiter-store.js';
import { RATE_LIMITER_STORE } from './rate-limits/rate-limiter-store.js';
import { READ_STORE } from './read-store/read-store.port.js';
import { openStorage, type Storage } from './storage-factory.js';

export const STORAGE = Symbol('Storage');

/**
 * Starts the projections once the app is up; on shutdown stops every reader first (Nest runs all
 * beforeApplicationShutdown hooks before any onApplicationShutdown) and closes the stores last.
 */
@Injectable()
class StorageLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  constructor(
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(LIVE_BUS) private readonly liveBus: LiveBus,
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly runner: ProjectionRunner,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.runner.start();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.runner.stop();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.liveBus.close();
    await this.mailer.close();
    await this.storage.eventStore.close();
    await this.storage.readStore.close();
  }
}

/** The ports and their adapters, chosen by the configuration, shared by every bounded context. */
@Global()
@Module({})
export class InfrastructureModule {
  /** `clock` stamps every decision (tests pass one they move; the wall clock otherwise). */
  static forRoot(config: AppConfig, clock?: Clock): DynamicModule {
    return {
      module: InfrastructureModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: STORAGE, useFactory: () => openStorage(config) },
        { provide: EVENT_STORE, useFactory: (storage: Storage) => storage.eventStore, inject: [STORAGE] },
        { provide: READ_STORE, useFactory: (storage: Storage) => storage.readStore, inject: [STORAGE] },
        { provide: FILE_STORAGE, useFactory: () => new LocalDiskFileStorage(config.fileStorageDir) },
        { provide: SubscriptionHealth, useValue: new SubscriptionHealth() },
        {
          provide: ProjectionRunner,
          useFactory: (storage: Storage, health: SubscriptionHealth) =>
            new ProjectionRunner(storage.eventStore, storage.readStore, REGISTERED_PROJECTIONS, { nodeId: config.nodeId, health }),
          inject: [STORAGE, SubscriptionHealth],
        },
        { provide: CommandExecutor, useFactory: (storage: Storage) => new CommandExecutor(storage.eventStore, clock), inject: [STORAGE] },
        { provide: LIVE_BUS, useFactory: () => createLiveBus({ kafkaBrokers: config.kafkaBrokers, nodeId: config.nodeId }) },
        { provide: MAILER, useFactory: () => createMailer(config.mail) },
        LiveEventFeed,
        LiveViewRunner,
        SocketMessages,
        { provide: RATE_LIMITER_STORE, useFactory: () => openRateLimiterStore(config.mongoDbUrl, config.mongoDbName) },
        RateLimits,
        StorageLifecycle,
      ],
      exports: [APP_CONFIG, STORAGE, EVENT_STORE, READ_STORE, FILE_STORAGE, SubscriptionHealth, ProjectionRunner, CommandExecutor, LiveEventFeed, LiveViewRunner, SocketMessages, LIVE_BUS, RateLimits, MAILER],
    };
  }
}
