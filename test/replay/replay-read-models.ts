import { isDeepStrictEqual } from 'node:util';
import { loadConfig } from '../../services/infrastructure/config/app-config.js';
import { readActiveVersion } from '../../services/infrastructure/projections/projection-storage.js';
import { versionedCollection } from '../../services/infrastructure/projections/projection-names.js';
import { REGISTERED_PROJECTIONS } from '../../services/infrastructure/projections/registered-projections.js';
import { rebuildProjections } from '../../services/infrastructure/projections/rebuild-projection.js';
import type { JsonDocument, ReadStore } from '../../services/infrastructure/read-store/read-store.port.js';
import { openStorage } from '../../services/infrastructure/storage-factory.js';

export interface ReadModelComparison {
  readonly projection: string;
  readonly liveDocuments: number;
  readonly replayedDocuments: number;
  /** Documents missing on either side or different. */
  readonly differences: number;
}

export interface ReplayReport {
  readonly events: number;
  readonly seconds: number;
  readonly eventsPerSecond: number;
  readonly readModels: ReadModelComparison[];
}

const replayCollection = (name: string, version: number) => `${versionedCollection(name, version)}_replay`;

/**
 * Rebuilds every registered read model from zero, from the log of a stopped server, into fresh collections
 * beside the live ones (which keep serving), then compares each document. The fresh collections are
 * dropped afterwards.
 */
export async function replayReadModels(dataDir: string, onProgress: (events: number, head: number, eventsPerSecond: number) => void = () => undefined): Promise<ReplayReport> {
  const storage = await openStorage(loadConfig({ ...process.env, DATA_DIR: dataDir, KURRENTDB_URL: '', MONGODB_URL: '' }));
  try {
    const result = await rebuildProjections(storage.eventStore, storage.readStore, REGISTERED_PROJECTIONS, {
      into: (projection) => replayCollection(projection.name, projection.version),
      onProgress: (progress) => onProgress(progress.events, progress.head, progress.eventsPerSecond),
    });
    const readModels: ReadModelComparison[] = [];
    for (const projection of REGISTERED_PROJECTIONS) {
      const active = (await readActiveVersion(storage.readStore, projection.name)) ?? projection.version;
      const replayed = replayCollection(projection.name, projection.version);
      readModels.push({ projection: projection.name, ...(await compare(storage.readStore, versionedCollection(projection.name, active), replayed)) });
      await storage.readStore.dropCollection(replayed);
      await storage.readStore.deleteCheckpoint(replayed);
    }
    return { events: result.events, seconds: Math.round(result.seconds * 1000) / 1000, eventsPerSecond: result.eventsPerSecond, readModels };
  } finally {
    await storage.eventStore.close();
    await storage.readStore.close();
  }
}

async function compare(readStore: ReadStore, live: string, replayed: string): Promise<Omit<ReadModelComparison, 'projection'>> {
  const liveDocuments = new Map((await readStore.find<JsonDocument>(live)).map((document) => [document.id, document]));
  const replayedDocuments = new Map((await readStore.find<JsonDocument>(replayed)).map((document) => [document.id, document]));
  let differences = 0;
  for (const [id, document] of liveDocuments) if (!isDeepStrictEqual(document, replayedDocuments.get(id))) differences += 1;
  for (const id of replayedDocuments.keys()) if (!liveDocuments.has(id)) differences += 1;
  return { liveDocuments: liveDocuments.size, replayedDocuments: replayedDocuments.size, differences };
}
