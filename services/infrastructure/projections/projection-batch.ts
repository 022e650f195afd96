import { LRUCache } from 'lru-cache';
import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import type { Projection } from '../../../projections/projection.js';
import { LRU_LOOKUP } from '../lru-lookup.js';
import type { DocumentChange, JsonDocument, ReadStore } from '../read-store/read-store.port.js';

type AnyProjection = Projection<JsonDocument>;

/** A document known to be absent (the cache holds no null). */
const ABSENT = Symbol('absent');

/** Documents known without reading the collection: undefined when not known, null when known absent. */
export interface KnownDocuments {
  get(id: string): JsonDocument | null | undefined;
}

/**
 * Documents as the collection holds them, kept by the only writer of the collection (its runner) so that
 * a document written by one batch is not read and parsed back by the next: a quiz leaderboard is one
 * document of megabytes, folded several times a second while people answer.
 */
export class DocumentCache implements KnownDocuments {
  private readonly documents: LRUCache<string, JsonDocument | typeof ABSENT>;

  constructor(capacity = 64) {
    this.documents = new LRUCache({ max: capacity });
  }

  get(id: string): JsonDocument | null | undefined {
    const known = this.documents.peek(id, LRU_LOOKUP);
    return known === ABSENT ? null : known;
  }

  /** After the changes are committed: the least recently written go first. */
  remember(changes: readonly DocumentChange[]): void {
    for (const { id, document } of changes) this.documents.set(id, document ?? ABSENT);
  }
}

/**
 * Folds one batch of events into the changes it makes to one collection: every touched document is
 * loaded once (from the cache when given and holding it), folded through all of its events in order, and
 * written once.
 */
export async function foldBatch(
  projection: AnyProjection,
  collection: string,
  readStore: ReadStore,
  events: readonly RecordedEvent[],
  cache?: KnownDocuments,
): Promise<DocumentChange[]> {
  const handled = events.filter((event) => projection.eventTypes.includes(event.type));
  if (handled.length === 0) return [];
  const ids = [...new Set(handled.flatMap((event) => projection.documentIds(event)))];
  const documents = new Map<string, JsonDocument | null>(ids.map((id) => [id, null]));
  const toLoad: string[] = [];
  for (const id of ids) {
    const cached = cache?.get(id);
    if (cached === undefined) toLoad.push(id);
    else documents.set(id, cached);
  }
  for (const document of await readStore.getMany(collection, toLoad)) documents.set(document.id, document);
  const lastPosition = new Map<string, number>();
  for (const event of handled) {
    for (const id of projection.documentIds(event)) {
      documents.set(id, projection.apply(documents.get(id) ?? null, event, id));
      lastPosition.set(id, event.position);
    }
  }
  return [...lastPosition].map(([id, position]) => ({ collection, id, document: documents.get(id) ?? null, position }));
}
