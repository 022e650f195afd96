import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import type { Projection } from '../../../projections/projection.js';
import type { DocumentChange, JsonDocument, ReadStore } from '../read-store/read-store.port.js';

type AnyProjection = Projection<JsonDocument>;

/**
 * Folds one batch of events into the changes it makes to one collection: every touched document is
 * loaded once, folded through all of its events in order, and written once.
 */
export async function foldBatch(
  projection: AnyProjection,
  collection: string,
  readStore: ReadStore,
  events: readonly RecordedEvent[],
): Promise<DocumentChange[]> {
  const handled = events.filter((event) => projection.eventTypes.includes(event.type));
  if (handled.length === 0) return [];
  const ids = [...new Set(handled.flatMap((event) => projection.documentIds(event)))];
  const documents = new Map<string, JsonDocument | null>(ids.map((id) => [id, null]));
  for (const document of await readStore.getMany(collection, ids)) documents.set(document.id, document);
  const lastPosition = new Map<string, number>();
  for (const event of handled) {
    for (const id of projection.documentIds(event)) {
      documents.set(id, projection.apply(documents.get(id) ?? null, event, id));
      lastPosition.set(id, event.position);
    }
  }
  return [...lastPosition].map(([id, position]) => ({ collection, id, document: documents.get(id) ?? null, position }));
}
