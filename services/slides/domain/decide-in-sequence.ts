import type { DeckEvent } from '../../../contracts/deck/deck-events.js';
import { evolveDeck, type DeckState } from './deck-state.js';

/**
 * Runs several decisions as one command: each sees the state the previous ones' events produced, and the
 * command's result is all their events (or nothing, if any of them refuses).
 */
export function decideInSequence<T>(
  state: DeckState,
  items: readonly T[],
  decideOne: (item: T, state: DeckState) => readonly DeckEvent[],
): DeckEvent[] {
  const all: DeckEvent[] = [];
  let current = state;
  for (const item of items) {
    const events = decideOne(item, current);
    all.push(...events);
    current = events.reduce(evolveDeck, current);
  }
  return all;
}
