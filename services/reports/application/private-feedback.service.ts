import { Injectable } from '@nestjs/common';
import type { Actor } from '../../../contracts/events/envelope.js';
import { feedbackStreamId } from '../../../contracts/reports/events.js';
import type { PrivateFeedbackRequest } from '../../../contracts/reports/requests.js';
import { CommandExecutor } from '../../infrastructure/commands/command-executor.js';
import { LiveSessions } from '../../live/application/live-sessions.js';
import { Forbidden } from '../../shared-kernel/domain/domain-errors.js';
import { privateFeedbackDecider } from '../domain/private-feedback.decider.js';

/** The audience's private rating of the talk, once per person and session. */
@Injectable()
export class PrivateFeedbackService {
  constructor(
    private readonly sessions: LiveSessions,
    private readonly executor: CommandExecutor,
  ) {}

  async give(actor: Actor, sessionId: string, request: PrivateFeedbackRequest): Promise<{ duplicate: boolean }> {
    if (actor.kind !== 'audience') throw new Forbidden('Only the audience rates a talk.');
    const { state } = await this.sessions.session(sessionId);
    if (state.status === 'none') throw new Forbidden('Join the session first.');
    const result = await this.executor.execute({
      streamId: feedbackStreamId(sessionId, actor.id),
      decider: privateFeedbackDecider,
      command: { type: 'GivePrivateFeedback', sessionId, presentationId: state.presentationId, audienceId: actor.id, rating: request.rating, comment: request.comment },
      actor,
    });
    return { duplicate: result.events.length === 0 };
  }
}
