import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Server } from 'socket.io';
import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import { IDEAS_SOCKET_EVENTS } from '../../../contracts/ideas/socket-protocol.js';
import { RESULTS_BROADCAST_INTERVAL_MS } from '../../../contracts/live/constants.js';
import { deckOf, LiveSessions } from '../../live/application/live-sessions.js';
import { KeyedThrottle } from '../../live/application/results-throttle.js';
import { audienceMaySeeResultsOf } from '../../live/domain/live-slide.js';
import { audienceUpdateInterval } from '../../live/realtime/live-broadcaster.js';
import { LivePresence } from '../../live/realtime/live-presence.js';
import { audienceRoom, presenterRoom } from '../../live/realtime/live-rooms.js';
import { IdeasBoards } from '../application/ideas-boards.js';
import type { IdeasEntry } from '../application/ideas-boards.view.js';

/**
 * Pushes brainstorm boards to the rooms: every change to the presenter (at most 10 a second per slide), and to
 * the phones what they see of it (new ideas, stages, results) while the slide is on screen, trailing as the
 * live results do. A board's entry comes with its session and deck.
 */
@Injectable()
export class IdeasBroadcaster implements OnModuleDestroy {
  private readonly logger = new Logger(IdeasBroadcaster.name);
  private server?: Server;
  private readonly unfollows: (() => void)[] = [];
  /** Sent once the feed's batch is folded (a microtask later), as the live results are. */
  private readonly presenterUpdates = new KeyedThrottle<IdeasEntry>((key, entry) => queueMicrotask(() => this.send(key, entry, 'presenter')));
  private readonly audienceUpdates = new KeyedThrottle<IdeasEntry>((key, entry) => this.send(key, entry, 'audience'), undefined, 'trailing');

  constructor(
    private readonly boards: IdeasBoards,
    private readonly sessions: LiveSessions,
    private readonly presence: LivePresence,
  ) {}

  attach(server: Server): void {
    this.server = server;
    this.unfollows.push(
      this.boards.onChange((entry, event) => this.onBoardChanged(entry, event)),
      this.sessions.onSessionEvent((session, event) => {
        if (event.type !== 'LiveSlideActivated') return;
        const { sessionId, slideId } = event.data as { sessionId: string; slideId: string };
        if (deckOf(session)?.slides.find((slide) => slide.id === slideId)?.type !== 'ideas') return;
        // Phones that move to a brainstorm get its board with the slide.
        this.boards.entry(sessionId).then(
          (entry) => this.send(`${sessionId}|${slideId}`, entry, 'audience'),
          (error: unknown) => this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error)),
        );
      }),
    );
  }

  onModuleDestroy(): void {
    for (const unfollow of this.unfollows) unfollow();
    this.presenterUpdates.stop();
    this.audienceUpdates.stop();
  }

  private onBoardChanged(entry: IdeasEntry, event: RecordedEvent): void {
    if (event.type === 'SessionStopped') return;
    const { slideId } = event.data as { slideId: string };
    const key = `${entry.key}|${slideId}`;
    this.presenterUpdates.touch(key, RESULTS_BROADCAST_INTERVAL_MS, entry);
    // Phones see no counts while people vote: a vote changes nothing they see until the result.
    const seenByPhones = event.type !== 'IdeaVoteCast' && event.type !== 'IdeaVoteWithdrawn' ? true : entry.state.boards.get(slideId)?.stage === 'result';
    if (seenByPhones) this.audienceUpdates.touch(key, audienceUpdateInterval(RESULTS_BROADCAST_INTERVAL_MS, this.presence.localCount(entry.key)), entry);
  }

  private send(key: string, entry: IdeasEntry, viewer: 'presenter' | 'audience'): void {
    const session = entry.context;
    const state = session?.state.state;
    if (!this.server || !session || !state || state.status === 'none') return;
    const slideId = key.slice(entry.key.length + 1);
    if (viewer === 'audience' && !audienceMaySeeResultsOf(slideId, state.activeSlideId, deckOf(session)?.settings.audiencePacing ?? false)) return;
    const board = this.boards.present(entry, slideId, viewer);
    if (!board) return;
    const room = viewer === 'presenter' ? presenterRoom(state.presentationId) : audienceRoom(entry.key);
    this.server.to(room).emit(IDEAS_SOCKET_EVENTS.board, board);
  }
}
