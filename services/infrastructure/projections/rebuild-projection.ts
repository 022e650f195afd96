import type { Projection } from '../../../projections/projection.js';
import type { EventStore } from '../event-store/event-store.port.js';
import type { JsonDocument, ReadStore } from '../read-store/read-store.port.js';
import { foldBatch } from './projection-batch.js';
import { versionedCollection } from './projection-names.js';
import { activateVersion, ensureProjectionIndexes } from './projection-storage.js';

export interface RebuildProgress {
  readonly position: number;
  readonly head: number;
  readonly events: number;
  readonly eventsPerSecond: number;
}

export interface RebuildResult extends RebuildProgress {
  readonly seconds: number;
}

/**
 * Drops a projection's current version and folds the whole log into it again. Meant for a stopped
 * server (the CLI) and for tests; a running server rebuilds by itself when the version changes.
 */
export async function rebuildProjection(
  eventStore: EventStore,
  readStore: ReadStore,
  projection: Projection<JsonDocument>,
  onProgress: (progress: RebuildProgress) => void = () => undefined,
  batchSize = 2_000,
): Promise<RebuildResult> {
  const collection = versionedCollection(projection.name, projection.version);
  await readStore.dropCollection(collection);
  await readStore.deleteCheckpoint(collection);
  await ensureProjectionIndexes(readStore, projection.name, collection);
  const head = await eventStore.headPosition();
  const started = performance.now();
  let position = 0;
  let events = 0;
  const progress = (): RebuildProgress => {
    const seconds = (performance.now() - started) / 1000;
    return { position, head, events, eventsPerSecond: seconds > 0 ? Math.round(events / seconds) : 0 };
  };
  while (position < head) {
    const batch = await eventStore.readAll(position, batchSize);
    if (batch.length === 0) break;
    const changes = await foldBatch(projection, collection, readStore, batch);
    position = batch[batch.length - 1]!.position;
    await readStore.commit(collection, position, changes);
    events += batch.length;
    onProgress(progress());
  }
  await activateVersion(readStore, projection.name, projection.version);
  return { ...progress(), seconds: (performance.now() - started) / 1000 };
}
