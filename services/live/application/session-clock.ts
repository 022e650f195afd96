import { Injectable } from '@nestjs/common';
import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import { CommandExecutor } from '../../infrastructure/commands/command-executor.js';
import { adoptedOffset } from '../domain/session-time.js';
import { LiveSessions } from './live-sessions.js';

/**
 * One clock per session across nodes: the clock of the node that last started a quiz countdown or question,
 * carried to every node by the time its feed brings that event (a node's own events keep its clock). Quiz
 * deadlines, answer times and self-paced times are decided on it, so a node whose clock runs ahead neither
 * ends a question early nor refuses answers that are in time.
 */
@Injectable()
export class SessionClock {
  private readonly offsets = new Map<string, number>();

  constructor(
    sessions: LiveSessions,
    private readonly executor: CommandExecutor,
  ) {
    sessions.onSessionEvent((_session, event) => this.observe(event));
  }

  /** Session time minus this node's time, in ms: what a command on the session adds to its decision's `now`. */
  offsetMs(sessionId: string): number {
    return this.offsets.get(sessionId) ?? 0;
  }

  /** The session's time now, in ms since the epoch. */
  now(sessionId: string): number {
    return this.executor.now().getTime() + this.offsetMs(sessionId);
  }

  private observe(event: RecordedEvent): void {
    const data = event.data as { sessionId?: string; startedAt?: string; at?: string };
    if (data.sessionId === undefined) return;
    if (event.type === 'SessionStopped') {
      this.offsets.delete(data.sessionId);
      return;
    }
    const stated = event.type === 'QuizQuestionStarted' ? data.startedAt : event.type === 'QuizCountdownStarted' ? data.at : undefined;
    if (stated === undefined) return;
    this.offsets.set(data.sessionId, adoptedOffset(this.offsetMs(data.sessionId), stated, this.executor.now().getTime()));
  }
}
