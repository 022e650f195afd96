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

/** Two nodes writing the document at once: the one whose write was skipped reads it again and retries. */
const MAX_ATTEMPTS = 10;

/**
 * Changes a projection's active-version document. Each write carries the next generation as its position,
 * so it replaces whatever it was based on, whichever version it names (a rollback activates a lower
 * version), and a write based on a stale read is skipped by the store and made again from a fresh one.
 */
export async function changeActiveVersion(
  readStore: ReadStore,
  projectionName: string,
  change: (current: ActiveVersionDocument | null) => ActiveVersionDocument | null,
): Promise<ActiveVersionDocument | null> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const [stored] = await readStore.versions(ACTIVE_VERSIONS_COLLECTION, [projectionName]);
    const current = (stored?.document as ActiveVersionDocument | null | undefined) ?? null;
    const next = change(current);
    if (next === null) return current;
    const written = await readStore.commit(ACTIVE_VERSIONS_COLLECTION, 0, [
      { collection: ACTIVE_VERSIONS_COLLECTION, id: projectionName, document: next, position: (stored?.position ?? 0) + 1 },
    ]);
    if (written.length > 0) return next;
  }
  throw new Error(`Could not change the active version of ${projectionName}: other nodes kept changing it`);
}

/**
 * Points queries of a projection at one version's collection. The version it replaces is retired: its
 * collection is dropped once no node serves or writes it (ProjectionNodes.dropRetired).
 */
export async function activateVersion(readStore: ReadStore, projectionName: string, version: number): Promise<void> {
  await changeActiveVersion(readStore, projectionName, (current) => {
    if (current?.version === version) return null;
    const retired = new Set(current?.retired ?? []);
    if (current) retired.add(current.version);
    retired.delete(version);
    return { id: projectionName, version, retired: [...retired].sort((a, b) => a - b) };
  });
}
