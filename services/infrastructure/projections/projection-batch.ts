import { LRUCache } from 'lru-cache';
import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import type { Projection } from '../../../projections/projection.js';
import { LRU_LOOKUP } from '../lru-lookup.js';
import type { DocumentChange, JsonDocument, ReadStore, StoredVersion } from '../read-store/read-store.port.js';

type AnyProjection = Projection<JsonDocument>;

/** Versions known without reading the collection; undefined when not known. */
export interface KnownVersions {
  get(id: string): StoredVersion | undefined;
}

/** What a document id is when the collection has never held it. */
const NEVER_WRITTEN = (id: string): StoredVersion => ({ id, document: null, position: 0 });

export function versionOf(change: DocumentChange): StoredVersion {
  return { id: change.id, document: change.document, position: change.position };
}

/**
 * Documents as this runner last wrote them, so that a document written by one batch is not read and
 * parsed back by the next. Other nodes' runners write the same collections, so only what a commit
 * actually applied is kept; a change the store skipped (another runner had written a newer version) is
 * forgotten, and the next batch reads the stored version.
 */
export class VersionCache implements KnownVersions {
  private readonly versions: LRUCache<string, StoredVersion>;

  constructor(capacity = 64) {
    this.versions = new LRUCache({ max: capacity });
  }

  get(id: string): StoredVersion | undefined {
    return this.versions.peek(id, LRU_LOOKUP);
  }

  /** After a commit: the least recently written go first. */
  remember(proposed: readonly DocumentChange[], applied: readonly DocumentChange[]): void {
    const written = new Set(applied);
    for (const change of proposed) {
      if (written.has(change)) this.versions.set(change.id, versionOf(change));
      else this.versions.delete(change.id);
    }
  }

  clear(): void {
    this.versions.clear();
  }
}

/**
 * Folds one batch of events into the changes it makes to one collection. Every touched document is
 * loaded once (from `known` when it holds it) with its position, folded through the events after that
 * position (another runner, or this one before a crash, may have written it further than this batch
 * starts), and written once, carrying the position of the last event folded into it. A document the
 * batch leaves as it was is not written.
 */
export async function foldBatch(
  projection: AnyProjection,
  collection: string,
  readStore: ReadStore,
  events: readonly RecordedEvent[],
  known?: KnownVersions,
): Promise<DocumentChange[]> {
  const handled = events.filter((event) => projection.eventTypes.includes(event.type));
  if (handled.length === 0) return [];
  const ids = [...new Set(handled.flatMap((event) => projection.documentIds(event)))];
  const versions = new Map<string, StoredVersion>();
  const toLoad: string[] = [];
  for (const id of ids) {
    const version = known?.get(id);
    if (version === undefined) toLoad.push(id);
    else versions.set(id, version);
  }
  for (const id of toLoad) versions.set(id, NEVER_WRITTEN(id));
  for (const version of await readStore.versions(collection, toLoad)) versions.set(version.id, version);
  const changed = new Set<string>();
  for (const event of handled) {
    for (const id of projection.documentIds(event)) {
      const current = versions.get(id)!;
      if (event.position <= current.position) continue;
      const document = projection.apply(current.document, event, id);
      if (document === current.document) continue;
      versions.set(id, { id, document, position: event.position });
      changed.add(id);
    }
  }
  return [...changed].map((id) => {
    const { document, position } = versions.get(id)!;
    return { collection, id, document, position };
  });
}
