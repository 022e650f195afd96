import type { DeckCommand } from '../../../contracts/deck/deck-commands.js';
import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import type { EntryOrigin } from './patch-log.js';

/** A user action not yet confirmed, kept so that closing the tab (or going offline) loses nothing. */
export interface StoredMutation {
  readonly mutationId: string;
  readonly command: DeckCommand;
  readonly origin: EntryOrigin;
  /** Order of creation, for sending in the same order after a reload. */
  readonly sequence: number;
}

export interface StoredDeck {
  /** The deck's events in revision order, contiguous from 0. */
  readonly events: RecordedEvent[];
  readonly pending: StoredMutation[];
}

/** Where an open deck's local event log lives (IndexedDB in the browser, memory in specs and as a fallback). */
export interface DeckLocalStore {
  load(presentationId: string): Promise<StoredDeck>;
  appendEvents(presentationId: string, events: readonly RecordedEvent[]): Promise<void>;
  putPending(presentationId: string, mutation: StoredMutation): Promise<void>;
  removePending(presentationId: string, mutationId: string): Promise<void>;
  /** Forgets one deck (its log no longer matches the server's, or the deck is gone). */
  clearDeck(presentationId: string): Promise<void>;
  /** Forgets everything (sign-out). */
  clearAll(): Promise<void>;
}

export class MemoryDeckStore implements DeckLocalStore {
  private readonly decks = new Map<string, { events: RecordedEvent[]; pending: Map<string, StoredMutation> }>();

  private deck(presentationId: string) {
    let deck = this.decks.get(presentationId);
    if (!deck) {
      deck = { events: [], pending: new Map() };
      this.decks.set(presentationId, deck);
    }
    return deck;
  }

  async load(presentationId: string): Promise<StoredDeck> {
    const deck = this.deck(presentationId);
    return {
      events: [...deck.events],
      pending: [...deck.pending.values()].sort((a, b) => a.sequence - b.sequence),
    };
  }

  async appendEvents(presentationId: string, events: readonly RecordedEvent[]): Promise<void> {
    const deck = this.deck(presentationId);
    const known = new Set(deck.events.map((event) => event.revision));
    deck.events.push(...events.filter((event) => !known.has(event.revision)));
    deck.events.sort((a, b) => a.revision - b.revision);
  }

  async putPending(presentationId: string, mutation: StoredMutation): Promise<void> {
    this.deck(presentationId).pending.set(mutation.mutationId, mutation);
  }

  async removePending(presentationId: string, mutationId: string): Promise<void> {
    this.deck(presentationId).pending.delete(mutationId);
  }

  async clearDeck(presentationId: string): Promise<void> {
    this.decks.delete(presentationId);
  }

  async clearAll(): Promise<void> {
    this.decks.clear();
  }
}
