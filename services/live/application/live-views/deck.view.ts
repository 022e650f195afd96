import type { PresentationStreamEvent } from '../../../../contracts/deck/deck-events.js';
import type { DeckDocument } from '../../../../contracts/deck/read-model.js';
import type { RecordedEvent } from '../../../../contracts/events/envelope.js';
import { applyToDeck, deckProjection } from '../../../../projections/deck/deck-projection.js';
import type { LiveEntry, LiveView } from '../../../infrastructure/realtime/live-views/live-view.js';

const PRESENTATION_STREAM_PREFIX = 'presentation-';
const DECK_EVENT_TYPES = new Set(deckProjection.eventTypes);

export type DeckEntry = LiveEntry<DeckDocument | null>;

/**
 * Decks of presentations being run, in memory: answers are checked against the slide on every submit.
 * Loaded from the deck read model, then folded from the feed with the read model's own fold; null for a
 * presentation that does not exist (or no longer does).
 */
export const deckView: LiveView<DeckDocument | null> = {
  name: 'deck',
  maxEntries: 1_000,
  keyOf: (event) =>
    event.streamId.startsWith(PRESENTATION_STREAM_PREFIX) && DECK_EVENT_TYPES.has(event.type)
      ? event.streamId.slice(PRESENTATION_STREAM_PREFIX.length)
      : null,
  load: (presentationId, source) => source.document<DeckDocument & { [key: string]: unknown }>(deckProjection.name, presentationId),
  evolve: (deck, event) => {
    // The read model may already hold it: it can be ahead of the feed.
    if (deck && event.revision <= deck.revision) return deck;
    return applyToDeck(deck, event as RecordedEvent & PresentationStreamEvent);
  },
};
