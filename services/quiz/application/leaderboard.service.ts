import { Inject, Injectable } from '@nestjs/common';
import type { LeaderboardDocument } from '../../../projections/leaderboard/leaderboard.document.js';
import { leaderboardProjection } from '../../../projections/leaderboard/leaderboard.projection.js';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { ProjectionRunner } from '../../infrastructure/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../infrastructure/read-store/read-store.port.js';
import type { LiveChangeListener } from '../../infrastructure/realtime/live-views/live-view.js';
import { LiveViewRunner, type LiveViewHandle } from '../../infrastructure/realtime/live-views/live-view-runner.js';
import type { SessionEntry } from '../../live/application/live-sessions.js';
import { leaderboardView, type LeaderboardEntry } from './leaderboard.view.js';

/** Live leaderboards (a live view on the runner), and which sessions the read model has leaderboards of. */
@Injectable()
export class LeaderboardService {
  private readonly leaderboards: LiveViewHandle<LeaderboardDocument | null, SessionEntry>;

  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly runner: ProjectionRunner,
    liveViews: LiveViewRunner,
  ) {
    this.leaderboards = liveViews.register(leaderboardView);
  }

  /** The session's leaderboard as folded so far (loading it once), or null for an unknown session. */
  async document(sessionId: string): Promise<LeaderboardDocument | null> {
    return (await this.entry(sessionId)).state;
  }

  entry(sessionId: string): Promise<LeaderboardEntry> {
    return this.leaderboards.get(sessionId);
  }

  /** Every leaderboard event of a loaded session, once folded in. */
  onChange(listener: LiveChangeListener<LeaderboardDocument | null, SessionEntry>): () => void {
    return this.leaderboards.onChange(listener);
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

  /** Sessions still running, as the read model knows them (for picking up timers after a restart); each has many parts. */
  async liveSessionIds(): Promise<string[]> {
    await this.runner.waitForPosition(await this.eventStore.headPosition(), 30_000);
    const live = await this.readStore.find<LeaderboardDocument>(this.collection(), { where: { live: true } });
    return [...new Set(live.map((document) => document.sessionId))];
  }

  private collection(): string {
    return this.runner.collectionOf(leaderboardProjection.name);
  }
}
