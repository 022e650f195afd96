import { READ_MODEL_INDEXES } from '../../../migrations/read-store/index-definitions.js';
import type { ReadStore } from '../read-store/read-store.port.js';
import { ACTIVE_VERSIONS_COLLECTION, type ActiveVersionDocument } from './projection-names.js';

/** Read-store migrations: the indexes declared for a projection, on one of its physical collections. */
export async function ensureProjectionIndexes(readStore: ReadStore, projectionName: string, collection: string): Promise<void> {
  for (const index of READ_MODEL_INDEXES[projectionName] ?? []) {
    await readStore.ensureIndex({ name: index.name, collection, fields: index.fields });
  }
}

export async function readActiveVersion(readStore: ReadStore, projectionName: string): Promise<number | null> {
  const active = await readStore.get<ActiveVersionDocument>(ACTIVE_VERSIONS_COLLECTION, projectionName);
  return active?.version ?? null;
}

/** Points queries of a projection at one version's collection. */
export async function activateVersion(readStore: ReadStore, projectionName: string, version: number): Promise<void> {
  const document: ActiveVersionDocument = { id: projectionName, version };
  await readStore.commit(ACTIVE_VERSIONS_COLLECTION, 0, [
    { collection: ACTIVE_VERSIONS_COLLECTION, id: projectionName, document, position: version },
  ]);
}
