import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Actor } from '../../../contracts/events/envelope.js';
import { APP_CONFIG, type AppConfig } from '../../infrastructure/config/app-config.js';
import { ChatService } from '../application/chat.service.js';

/**
 * Who is connected, per audience member on this node, for the chat's "has left" and "has joined": a member
 * whose last socket closed and who did not come back within CHAT_LEFT_AFTER_SECONDS has left (an event on
 * their stream); one who connects again after that has joined again.
 */
@Injectable()
export class ChatPresence implements OnModuleDestroy {
  private readonly logger = new Logger(ChatPresence.name);
  private readonly sockets = new Map<string, number>();
  private readonly leaving = new Map<string, NodeJS.Timeout>();
  private stopped = false;

  constructor(
    private readonly chat: ChatService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleDestroy(): void {
    this.stopped = true;
    for (const timer of this.leaving.values()) clearTimeout(timer);
    this.leaving.clear();
  }

  connected(actor: Actor, sessionId: string): void {
    const key = `${sessionId}|${actor.id}`;
    this.sockets.set(key, (this.sockets.get(key) ?? 0) + 1);
    const pending = this.leaving.get(key);
    if (pending) {
      // Back before the grace ran out: nobody left.
      clearTimeout(pending);
      this.leaving.delete(key);
      return;
    }
    this.guard(this.chat.chatAvailable(sessionId).then((available) => (available ? this.chat.markReturned(actor, sessionId) : undefined)));
  }

  disconnected(actor: Actor, sessionId: string): void {
    const key = `${sessionId}|${actor.id}`;
    const left = (this.sockets.get(key) ?? 1) - 1;
    if (left > 0) {
      this.sockets.set(key, left);
      return;
    }
    this.sockets.delete(key);
    // Without a chat there is nobody to tell: ten thousand phones leaving a poll start no timers.
    if (this.stopped || !this.chat.chatAvailableNow(sessionId)) return;
    const timer = setTimeout(() => {
      this.leaving.delete(key);
      if (!this.sockets.has(key)) this.guard(this.chat.markLeft(actor, sessionId));
    }, this.config.chatLeftAfterMs);
    timer.unref();
    this.leaving.set(key, timer);
  }

  private guard(work: Promise<unknown>): void {
    work.catch((error: unknown) => this.logger.warn(`Chat presence: ${error instanceof Error ? error.message : String(error)}`));
  }
}
