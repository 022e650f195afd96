import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Subject, type Observable, type Subscription } from 'rxjs';
import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import { foldLeaderboard, LEADERBOARD_EVENT_TYPES } from '../../../projections/leaderboard/fold-leaderboard.js';
import type { LeaderboardDocument } from '../../../projections/leaderboard/leaderboard.document.js';
import { leaderboardDocumentIds, leaderboardProjection, toLeaderboardEvent } from '../../../projections/leaderboard/leaderboard.projection.js';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { ProjectionRunner } from '../../infrastructure/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../infrastructure/read-store/read-store.port.js';
import { LiveEventFeed } from '../../infrastructure/realtime/live-event-feed.js';

export interface LeaderboardChange {
  readonly sessionId: string;
  readonly type: string;
  readonly slideId: string | null;
  readonly audienceId: string | null;
}

const HANDLED = new Set<string>(LEADERBOARD_EVENT_TYPES);
/** A stopped session's leaderboard stays in memory this long (results screens, GET), then is read from storage. */
const KEEP_AFTER_STOP_MS = 10 * 60_000;

/**
 * Live leaderboards, folded in memory from the feed with the projection's own fold (the runner persists
 * the same documents in batches). A session is loaded once from the read model after the runner has
 * reached the log's head, and then follows the feed; nothing rescans events.
 */
@Injectable()
export class LeaderboardService implements OnModuleInit, OnModuleDestroy {
  private readonly loaded = new Map<string, LeaderboardDocument | null>();
  private readonly loading = new Map<string, { promise: Promise<LeaderboardDocument | null>; buffered: RecordedEvent[] }>();
  private readonly evictions = new Map<string, NodeJS.Timeout>();
  private readonly changes = new Subject<LeaderboardChange>();
  private subscription?: Subscription;

  /** Every change to a loaded session's leaderboard, after it is folded in. */
  readonly changes$: Observable<LeaderboardChange> = this.changes.asObservable();

  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly runner: ProjectionRunner,
    private readonly feed: LiveEventFeed,
  ) {}

  onModuleInit(): void {
    this.subscription = this.feed.batches$.subscribe((batch) => {
      for (const event of batch) {
        if (!HANDLED.has(event.type)) continue;
        for (const sessionId of leaderboardDocumentIds(event)) {
          if (this.loaded.has(sessionId)) this.apply(sessionId, event);
          else this.loading.get(sessionId)?.buffered.push(event);
        }
      }
    });
  }

  onModuleDestroy(): void {
    this.subscription?.unsubscribe();
    for (const timer of this.evictions.values()) clearTimeout(timer);
    this.changes.complete();
  }

  /** The session's leaderboard as folded so far (loading it once), or null for an unknown session. */
  document(sessionId: string): Promise<LeaderboardDocument | null> {
    if (this.loaded.has(sessionId)) return Promise.resolve(this.loaded.get(sessionId) ?? null);
    const pending = this.loading.get(sessionId);
    if (pending) return pending.promise;
    const buffered: RecordedEvent[] = [];
    const promise = this.load(sessionId, buffered).finally(() => this.loading.delete(sessionId));
    this.loading.set(sessionId, { promise, buffered });
    return promise;
  }

  /** The most recent session of a presentation that has a leaderboard. */
  async latestSessionId(presentationId: string): Promise<string | null> {
    const [latest] = await this.readStore.find<LeaderboardDocument>(this.collection(), {
      where: { presentationId },
      orderBy: [{ field: 'startedAt', direction: 'desc' }],
      limit: 1,
    });
    return latest?.sessionId ?? null;
  }

  /** Sessions still running, as the read model knows them (for picking up timers after a restart). */
  async liveSessionIds(): Promise<string[]> {
    await this.runner.waitForPosition(await this.eventStore.headPosition(), 30_000);
    const live = await this.readStore.find<LeaderboardDocument>(this.collection(), { where: { live: true } });
    return live.map((document) => document.sessionId);
  }

  private collection(): string {
    return this.runner.collectionOf(leaderboardProjection.name);
  }

  private async load(sessionId: string, buffered: RecordedEvent[]): Promise<LeaderboardDocument | null> {
    // Everything up to the head is in the read model once the runner has reached it; later events are in
    // `buffered` (from the feed) and are folded past the document's own position.
    await this.runner.waitForPosition(await this.eventStore.headPosition(), 30_000);
    this.loaded.set(sessionId, await this.readStore.get<LeaderboardDocument>(this.collection(), sessionId));
    for (const event of buffered) this.apply(sessionId, event);
    return this.loaded.get(sessionId) ?? null;
  }

  private apply(sessionId: string, event: RecordedEvent): void {
    const current = this.loaded.get(sessionId) ?? null;
    if (current && event.position <= current.lastPosition) return;
    const next = foldLeaderboard(current, toLeaderboardEvent(event));
    this.loaded.set(sessionId, next);
    const data = event.data as { slideId?: unknown; audienceId?: unknown };
    this.changes.next({
      sessionId,
      type: event.type,
      slideId: typeof data.slideId === 'string' ? data.slideId : null,
      audienceId: typeof data.audienceId === 'string' ? data.audienceId : null,
    });
    if (event.type === 'SessionStopped') this.evictLater(sessionId);
  }

  private evictLater(sessionId: string): void {
    clearTimeout(this.evictions.get(sessionId));
    const timer = setTimeout(() => {
      this.evictions.delete(sessionId);
      this.loaded.delete(sessionId);
    }, KEEP_AFTER_STOP_MS);
    timer.unref();
    this.evictions.set(sessionId, timer);
  }
}
