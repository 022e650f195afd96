import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Subscription } from 'rxjs';
import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import { deckProjection } from '../../../projections/deck/deck-projection.js';
import { ProjectionRunner } from '../../infrastructure/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../infrastructure/read-store/read-store.port.js';
import { LiveEventFeed } from '../../infrastructure/realtime/live-event-feed.js';

const PRESENTATION_STREAM_PREFIX = 'presentation-';

/**
 * Decks of presentations being run, in memory: answers are checked against the slide on every submit,
 * so the deck must not be read from storage each time. A change to the deck drops the cached copy, and
 * the next read waits until the read model includes that change.
 */
@Injectable()
export class LiveDecks implements OnModuleInit, OnModuleDestroy {
  private readonly decks = new Map<string, Promise<DeckDocument | null>>();
  /** Position of the latest change seen per presentation; a re-read waits for the read model to reach it. */
  private readonly changedAt = new Map<string, number>();
  private subscription?: Subscription;

  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly runner: ProjectionRunner,
    private readonly feed: LiveEventFeed,
  ) {}

  onModuleInit(): void {
    this.subscription = this.feed.batches$.subscribe((batch) => {
      for (const event of batch) {
        if (!event.streamId.startsWith(PRESENTATION_STREAM_PREFIX)) continue;
        const presentationId = event.streamId.slice(PRESENTATION_STREAM_PREFIX.length);
        this.changedAt.set(presentationId, event.position);
        this.decks.delete(presentationId);
      }
    });
  }

  onModuleDestroy(): void {
    this.subscription?.unsubscribe();
  }

  get(presentationId: string): Promise<DeckDocument | null> {
    let deck = this.decks.get(presentationId);
    if (!deck) {
      deck = this.read(presentationId);
      this.decks.set(presentationId, deck);
      deck.catch(() => this.decks.delete(presentationId));
    }
    return deck;
  }

  private async read(presentationId: string): Promise<DeckDocument | null> {
    const position = this.changedAt.get(presentationId);
    if (position !== undefined) await this.runner.waitForPosition(position);
    return this.readStore.get<DeckDocument & { [key: string]: unknown }>(this.runner.collectionOf(deckProjection.name), presentationId);
  }
}
