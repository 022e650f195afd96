import { PRESENTATION_STREAM_EVENT_TYPES, type PresentationStreamEvent } from '../../contracts/deck/deck-events.js';
import type { DeckDocument } from '../../contracts/deck/read-model.js';
import type { RecordedEvent } from '../../contracts/events/envelope.js';
import { applyToDeck } from './deck-projection.js';

const FOLDED = new Set<string>(PRESENTATION_STREAM_EVENT_TYPES);

/** Folds a deck's events with the deck projection, skipping the types it does not fold (other deciders share the stream). */
export function foldDeck(document: DeckDocument | null, events: readonly RecordedEvent[]): DeckDocument | null {
  let current = document;
  for (const event of events) {
    if (!FOLDED.has(event.type)) continue;
    current = applyToDeck(current, event as RecordedEvent & PresentationStreamEvent);
  }
  return current;
}
