import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import type { LiveDecks } from './live-decks.js';
import { deckOf, type SessionEntry } from './live-sessions.js';

/**
 * The deck a session runs: as its entry holds it, or, in the moment after the session started when the entry
 * has not attached its deck yet, from the live decks.
 */
export async function sessionDeck(session: SessionEntry, decks: LiveDecks): Promise<DeckDocument | null> {
  const attached = deckOf(session);
  if (attached) return attached;
  const { state } = session.state;
  return state.status === 'none' ? null : decks.get(state.presentationId);
}
