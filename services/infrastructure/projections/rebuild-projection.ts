import type { Projection } from '../../../projections/projection.js';
import type { EventStore } from '../event-store/event-store.port.js';
import type { DocumentChange, JsonDocument, ReadStore } from '../read-store/read-store.port.js';
import { foldBatch, VersionCache, versionOf } from './projection-batch.js';
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
 * Events folded per commit. Each commit writes every document the batch touched, and a session's
 * leaderboard is one document of megabytes: larger batches write it fewer times.
 */
const REBUILD_BATCH_SIZE = 50_000;
/** Events read and folded at a time within a batch: small enough to die young (test/load/NOTES.md). */
const READ_CHUNK_SIZE = 2_500;

export interface RebuildOptions {
  readonly onProgress?: (progress: RebuildProgress) => void;
  readonly batchSize?: number;
  /** Events read and folded at a time within a batch (READ_CHUNK_SIZE). */
  readonly readChunkSize?: number;
  /**
   * Folds into this collection instead of the projection's current version and leaves which version
   * serves untouched: a replay beside the live read model, to compare the two.
   */
  readonly into?: (projection: Projection<JsonDocument>) => string;
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
  batchSize = REBUILD_BATCH_SIZE,
): Promise<RebuildResult> {
  return rebuildProjections(eventStore, readStore, [projection], { onProgress, batchSize });
}

/**
 * Rebuilds several projections from zero in one pass over the log: each batch is read once and folded
 * by every projection, so a full rebuild costs one read of the log, not one per read model.
 */
export async function rebuildProjections(
  eventStore: EventStore,
  readStore: ReadStore,
  projections: readonly Projection<JsonDocument>[],
  options: RebuildOptions = {},
): Promise<RebuildResult> {
  const targets = projections.map((projection) => ({
    projection,
    collection: options.into?.(projection) ?? versionedCollection(projection.name, projection.version),
    cache: new VersionCache(),
  }));
  for (const { projection, collection } of targets) {
    await readStore.dropCollection(collection);
    await readStore.deleteCheckpoint(collection);
    await ensureProjectionIndexes(readStore, projection.name, collection);
  }
  const head = await eventStore.headPosition();
  const started = performance.now();
  let position = 0;
  let events = 0;
  const progress = (): RebuildProgress => {
    const seconds = (performance.now() - started) / 1000;
    return { position, head, events, eventsPerSecond: seconds > 0 ? Math.round(events / seconds) : 0 };
  };
  const batchSize = options.batchSize ?? REBUILD_BATCH_SIZE;
  while (position < head) {
    // The changes of the batch so far, by document: later chunks fold onto them, the commit writes them.
    const pending = targets.map(() => new Map<string, DocumentChange>());
    let folded = 0;
    while (folded < batchSize && position < head) {
      const chunk = await eventStore.readAll(position, Math.min(options.readChunkSize ?? READ_CHUNK_SIZE, batchSize - folded));
      if (chunk.length === 0) break;
      position = chunk[chunk.length - 1]!.position;
      for (const [index, { projection, collection, cache }] of targets.entries()) {
        const changed = pending[index]!;
        const known = { get: (id: string) => (changed.has(id) ? versionOf(changed.get(id)!) : cache.get(id)) };
        for (const change of await foldBatch(projection, collection, readStore, chunk, known)) changed.set(change.id, change);
      }
      folded += chunk.length;
    }
    if (folded === 0) break;
    for (const [index, { collection, cache }] of targets.entries()) {
      const changes = [...pending[index]!.values()];
      cache.remember(changes, await readStore.commit(collection, position, changes));
    }
    events += folded;
    options.onProgress?.(progress());
  }
  if (!options.into) for (const { projection } of targets) await activateVersion(readStore, projection.name, projection.version);
  return { ...progress(), seconds: (performance.now() - started) / 1000 };
}
