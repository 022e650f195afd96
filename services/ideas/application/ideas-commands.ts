import { CommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../contracts/events/envelope.js';
import type { IdeasParticipantEvent, IdeasSessionEvent } from '../../../contracts/ideas/events.js';
import { participantStreamId, sessionStreamId } from '../../../contracts/live/constants.js';
import { StreamCommand, StreamCommandHandler } from '../../infrastructure/commands/stream-command.js';
import { ideasParticipantDecider, type IdeasParticipantCommand, type IdeasParticipantState } from '../domain/ideas-participant.decider.js';
import { ideasStageDecider, type IdeasStageCommand, type IdeasStageState } from '../domain/ideas-stage.decider.js';

/** The presenter's brainstorm stages, on the live session's stream `session-{sessionId}`. */
export class RunIdeasStageCommand extends StreamCommand<IdeasStageState, IdeasStageCommand, IdeasSessionEvent> {
  constructor(actor: Actor, sessionId: string, command: IdeasStageCommand) {
    super(ideasStageDecider, sessionStreamId(sessionId), actor, command);
  }
}

/** One person's ideas and votes, on their own stream `participant-{sessionId}-{audienceId}`. */
export class RunIdeasParticipantCommand extends StreamCommand<IdeasParticipantState, IdeasParticipantCommand, IdeasParticipantEvent> {
  constructor(
    actor: Actor,
    sessionId: string,
    command: IdeasParticipantCommand,
    /** The phone's ideaId or voteId: a re-send is answered from the first result. */
    readonly commandId: string,
  ) {
    super(ideasParticipantDecider, participantStreamId(sessionId, actor.id), actor, command);
  }
}

@CommandHandler(RunIdeasStageCommand)
export class RunIdeasStageCommandHandler extends StreamCommandHandler<IdeasStageState, IdeasStageCommand, IdeasSessionEvent> {}

@CommandHandler(RunIdeasParticipantCommand)
export class RunIdeasParticipantCommandHandler extends StreamCommandHandler<IdeasParticipantState, IdeasParticipantCommand, IdeasParticipantEvent> {}
