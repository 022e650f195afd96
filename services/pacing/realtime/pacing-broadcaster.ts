import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Server } from 'socket.io';
import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import { PACING_SOCKET_EVENTS } from '../../../contracts/live/pacing.js';
import { LEADERBOARD_BROADCAST_INTERVAL_MS } from '../../../contracts/quiz/constants.js';
import { deckOf } from '../../live/application/live-sessions.js';
import { KeyedThrottle } from '../../live/application/results-throttle.js';
import { presenterRoom } from '../../live/realtime/live-rooms.js';
import { LeaderboardService } from '../../quiz/application/leaderboard.service.js';
import type { LeaderboardEntry } from '../../quiz/application/leaderboard.view.js';
import { memberRoom } from '../../quiz/realtime/quiz-rooms.js';
import { PacingService, progressOf } from '../application/pacing.service.js';

const MOVES = new Set(['PacedSlideOpened', 'PacedQuestionOpened']);

const selfPaced = (entry: LeaderboardEntry) => (entry.context ? (deckOf(entry.context)?.settings.audiencePacing ?? false) : false);

/**
 * Self-paced sessions: each person's feedback as soon as their answer is scored, and everyone's progress to
 * the presenter (throttled). Answers of presenter-paced sessions pass by after one check of the deck's switch.
 */
@Injectable()
export class PacingBroadcaster implements OnModuleDestroy {
  private readonly logger = new Logger(PacingBroadcaster.name);
  private server?: Server;
  private unfollow?: () => void;
  private readonly progressUpdates = new KeyedThrottle<LeaderboardEntry>((_sessionId, entry) => this.sendProgress(entry));

  constructor(
    private readonly leaderboards: LeaderboardService,
    private readonly pacing: PacingService,
  ) {}

  attach(server: Server): void {
    this.server = server;
    this.unfollow = this.leaderboards.onChange((entry, event) => this.onChange(entry, event));
  }

  onModuleDestroy(): void {
    this.unfollow?.();
    this.progressUpdates.stop();
  }

  private onChange(entry: LeaderboardEntry, event: RecordedEvent): void {
    const answer = event.type === 'AnswerSubmitted';
    if (!(answer || MOVES.has(event.type)) || !selfPaced(entry)) return;
    this.progressUpdates.touch(entry.key, LEADERBOARD_BROADCAST_INTERVAL_MS, entry);
    if (answer) {
      const { audienceId, slideId } = event.data as { audienceId: string; slideId: string };
      this.pacing.feedback(entry.key, audienceId, slideId).then(
        (feedback) => feedback && this.server?.to(memberRoom(entry.key, audienceId)).emit(PACING_SOCKET_EVENTS.feedback, feedback),
        (error: unknown) => this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error)),
      );
    }
  }

  private sendProgress(entry: LeaderboardEntry): void {
    const deck = entry.context ? deckOf(entry.context) : null;
    if (!this.server || !deck || !entry.state) return;
    this.server.to(presenterRoom(deck.id)).emit(PACING_SOCKET_EVENTS.progress, progressOf(entry.state, deck));
  }
}
