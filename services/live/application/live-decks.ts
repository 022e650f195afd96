import { Injectable } from '@nestjs/common';
import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import type { LiveChangeListener } from '../../infrastructure/realtime/live-views/live-view.js';
import { LiveViewRunner, type LiveViewHandle } from '../../infrastructure/realtime/live-views/live-view-runner.js';
import { deckView } from './live-views/deck.view.js';

/** Decks of presentations being run, in memory (a live view on the runner). */
@Injectable()
export class LiveDecks {
  private readonly decks: LiveViewHandle<DeckDocument | null, null>;

  constructor(runner: LiveViewRunner) {
    this.decks = runner.register(deckView);
  }

  async get(presentationId: string): Promise<DeckDocument | null> {
    return (await this.decks.get(presentationId)).state;
  }

  /** Every change of a deck in memory (the decks of running sessions): a switch flipped while presenting. */
  onChange(listener: LiveChangeListener<DeckDocument | null, null>): () => void {
    return this.decks.onChange(listener);
  }
}
