import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Subject, type Observable, type Subscription } from 'rxjs';
import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import type { ParticipantEvent } from '../../../contracts/live/events.js';
import type { ReactionCounts } from '../../../contracts/live/results.js';
import { foldLiveResults } from '../../../projections/live-results/fold-live-results.js';
import type { LiveResultsDocument } from '../../../projections/live-results/live-results.document.js';
import { liveResultsProjection, toLiveResultsEvent } from '../../../projections/live-results/live-results.projection.js';
import {
  emptyReactionCounts,
  foldReaction,
  liveReactionsProjection,
  type LiveReactionsDocument,
} from '../../../projections/live-results/reactions.projection.js';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { ProjectionRunner } from '../../infrastructure/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../infrastructure/read-store/read-store.port.js';
import { LiveEventFeed } from '../../infrastructure/realtime/live-event-feed.js';

interface SessionResults {
  readonly slides: Map<string, LiveResultsDocument>;
  reactions: LiveReactionsDocument | null;
}

export interface ResultsChange {
  readonly sessionId: string;
  /** The slide whose results changed, or null for reactions. */
  readonly slideId: string | null;
}

const RESULT_EVENT_TYPES = new Set(['AnswerSubmitted', 'WordCloudWordRemoved', 'ReactionSent']);

/**
 * Live results folded in memory from the feed, with the same pure folds the persisted read models use
 * (the projection runner flushes those in batches). A session's results are loaded once from the read
 * models, after they have caught up with the log, and from then on follow the feed; nothing is ever
 * recomputed by scanning events.
 */
@Injectable()
export class LiveResultsService implements OnModuleInit, OnModuleDestroy {
  private readonly loaded = new Map<string, SessionResults>();
  private readonly loading = new Map<string, { promise: Promise<SessionResults>; buffered: RecordedEvent[] }>();
  private readonly changes = new Subject<ResultsChange>();
  private subscription?: Subscription;

  /** Every change to a loaded session's results (not throttled). */
  readonly changes$: Observable<ResultsChange> = this.changes.asObservable();

  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly runner: ProjectionRunner,
    private readonly feed: LiveEventFeed,
  ) {}

  onModuleInit(): void {
    this.subscription = this.feed.batches$.subscribe((batch) => {
      for (const event of batch) {
        if (!RESULT_EVENT_TYPES.has(event.type)) continue;
        const sessionId = (event.data as { sessionId: string }).sessionId;
        const results = this.loaded.get(sessionId);
        if (results) this.apply(results, event);
        else this.loading.get(sessionId)?.buffered.push(event);
      }
    });
  }

  onModuleDestroy(): void {
    this.subscription?.unsubscribe();
    this.changes.complete();
  }

  async slideResults(sessionId: string, slideId: string): Promise<LiveResultsDocument | null> {
    return (await this.session(sessionId)).slides.get(slideId) ?? null;
  }

  async allSlideResults(sessionId: string): Promise<LiveResultsDocument[]> {
    return [...(await this.session(sessionId)).slides.values()];
  }

  async reactions(sessionId: string): Promise<ReactionCounts> {
    return { ...((await this.session(sessionId)).reactions?.counts ?? emptyReactionCounts()) };
  }

  /** Loads a session's results (once) and keeps them current. */
  session(sessionId: string): Promise<SessionResults> {
    const ready = this.loaded.get(sessionId);
    if (ready) return Promise.resolve(ready);
    const pending = this.loading.get(sessionId);
    if (pending) return pending.promise;
    const buffered: RecordedEvent[] = [];
    const promise = this.load(sessionId, buffered).finally(() => this.loading.delete(sessionId));
    this.loading.set(sessionId, { promise, buffered });
    return promise;
  }

  private async load(sessionId: string, buffered: RecordedEvent[]): Promise<SessionResults> {
    // Everything up to the current head is in the read models once the runner has reached it; what
    // arrives after that is in `buffered` (the feed) and is applied past each document's own position.
    await this.runner.waitForPosition(await this.eventStore.headPosition(), 30_000);
    const documents = await this.readStore.find<LiveResultsDocument>(this.runner.collectionOf(liveResultsProjection.name), {
      where: { sessionId },
    });
    const reactions = await this.readStore.get<LiveReactionsDocument>(this.runner.collectionOf(liveReactionsProjection.name), sessionId);
    const results: SessionResults = { slides: new Map(documents.map((document) => [document.slideId, document])), reactions };
    for (const event of buffered) this.apply(results, event);
    this.loaded.set(sessionId, results);
    return results;
  }

  private apply(results: SessionResults, event: RecordedEvent): void {
    const data = event.data as { sessionId: string; slideId: string };
    if (event.type === 'ReactionSent') {
      if (results.reactions && event.position <= results.reactions.lastPosition) return;
      results.reactions = foldReaction(results.reactions, (event as unknown as Extract<ParticipantEvent, { type: 'ReactionSent' }>).data, event.position);
      this.changes.next({ sessionId: data.sessionId, slideId: null });
      return;
    }
    const current = results.slides.get(data.slideId) ?? null;
    if (current && event.position <= current.lastPosition) return;
    const next = foldLiveResults(current, toLiveResultsEvent(event));
    if (!next) return;
    results.slides.set(data.slideId, next);
    this.changes.next({ sessionId: data.sessionId, slideId: data.slideId });
  }
}
