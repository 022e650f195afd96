import type { RecordedEvent } from '../contracts/events/envelope.js';

/**
 * A read model as a pure fold: (document, event) -> document, one document per id in one collection.
 * Imports only contracts/, because the browser replays the same code over its local event log.
 * Bump `version` whenever `apply` would build different documents from the same log: the runner then
 * builds the new version beside the old one and swaps when it has caught up.
 */
export interface Projection<TDocument extends { readonly id: string }> {
  readonly name: string;
  readonly version: number;
  /** Event types this projection folds; the runner skips every other event. */
  readonly eventTypes: readonly string[];
  /** Ids of the documents an event changes (usually one). */
  documentIds(event: RecordedEvent): readonly string[];
  /**
   * The next state of one document; null deletes it (or keeps it absent). `documentId` says which of the
   * event's documents this is, for projections whose events create several documents at once.
   */
  apply(document: TDocument | null, event: RecordedEvent, documentId: string): TDocument | null;
}

/** Folds events over an in-memory map, exactly as the runner does over the read store. */
export function replayInMemory<TDocument extends { readonly id: string }>(
  projection: Projection<TDocument>,
  events: Iterable<RecordedEvent>,
  documents: Map<string, TDocument> = new Map(),
): Map<string, TDocument> {
  const handled = new Set(projection.eventTypes);
  for (const event of events) {
    if (!handled.has(event.type)) continue;
    for (const id of projection.documentIds(event)) {
      const next = projection.apply(documents.get(id) ?? null, event, id);
      if (next === null) documents.delete(id);
      else documents.set(id, next);
    }
  }
  return documents;
}
