import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import { upcasters } from '../../../migrations/upcasters/index.js';
import { foldDeck } from '../../../projections/deck/fold-deck.js';

/** The client folds its local log with the server's own deck fold (projections/deck). */
export { foldDeck };

/** A log kept in this browser may hold events from before an upcaster existed: read them as the server reads its own. */
export function foldStoredDeck(events: readonly RecordedEvent[]): DeckDocument | null {
  return foldDeck(null, events.map((event) => upcasters.upcast(event)));
}
