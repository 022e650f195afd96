import { join } from 'node:path';
import { upcasters } from '../../migrations/upcasters/index.js';
import type { AppConfig } from './config/app-config.js';
import type { EventStore } from './event-store/event-store.port.js';
import { SqliteEventStore } from './event-store/sqlite-event-store.js';
import { UpcastingEventStore } from './event-store/upcasting-event-store.js';
import type { ReadStore } from './read-store/read-store.port.js';
import { SqliteReadStore } from './read-store/sqlite-read-store.js';

export interface Storage {
  readonly eventStore: EventStore;
  readonly readStore: ReadStore;
  readonly eventStoreAdapter: 'sqlite' | 'kurrentdb';
  readonly readStoreAdapter: 'sqlite' | 'mongodb';
}

/**
 * One env var per port switches from the embedded default to the scale-out adapter (DESIGN.md).
 * The scale-out clients are loaded only when used, so the embedded default starts without them.
 */
export async function openStorage(config: AppConfig): Promise<Storage> {
  const rawEventStore = await openEventStore(config);
  const readStore = await openReadStore(config);
  return {
    eventStore: new UpcastingEventStore(rawEventStore, upcasters),
    readStore,
    eventStoreAdapter: config.kurrentDbUrl ? 'kurrentdb' : 'sqlite',
    readStoreAdapter: config.mongoDbUrl ? 'mongodb' : 'sqlite',
  };
}

async function openEventStore(config: AppConfig): Promise<EventStore> {
  if (!config.kurrentDbUrl) return new SqliteEventStore(join(config.dataDir, 'events.sqlite'), { readMmapBytes: config.sqliteReadMmapBytes });
  const { KurrentDbEventStore } = await import('./event-store/kurrentdb-event-store.js');
  return new KurrentDbEventStore(config.kurrentDbUrl);
}

async function openReadStore(config: AppConfig): Promise<ReadStore> {
  if (!config.mongoDbUrl) return new SqliteReadStore(join(config.dataDir, 'read-models.sqlite'));
  const { MongoReadStore } = await import('./read-store/mongo-read-store.js');
  return MongoReadStore.connect(config.mongoDbUrl, config.mongoDbName);
}
