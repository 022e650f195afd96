import { Command, CommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../contracts/events/envelope.js';
import { participantStreamId, presentingStreamId, sessionStreamId } from '../../../contracts/live/constants.js';
import type { ParticipantEvent, PresentingEvent, SessionEvent } from '../../../contracts/live/events.js';
import type { CommandRequest, CommandResult } from '../../infrastructure/commands/command-executor.js';
import { StreamCommandHandler } from '../../infrastructure/commands/stream-command.js';
import { participantDecider, type ParticipantCommand, type ParticipantState } from '../domain/participant.decider.js';
import { presentingDecider, type PresentingCommand, type PresentingState } from '../domain/presenting.decider.js';
import { sessionDecider, type SessionCommand, type SessionState } from '../domain/session.decider.js';

/* The live context's commands on the CommandBus, one message per kind of stream (see StreamCommandHandler). */

/** Which session a presentation runs, on `presenting-{presentationId}`. */
export class RunPresentingCommand
  extends Command<CommandResult<PresentingState, PresentingEvent>>
  implements CommandRequest<PresentingState, PresentingCommand, PresentingEvent>
{
  readonly streamId: string;
  readonly decider = presentingDecider;

  constructor(
    readonly actor: Actor,
    readonly command: PresentingCommand,
  ) {
    super();
    this.streamId = presentingStreamId(command.presentationId);
  }
}

/** A live session's own stream, `session-{sessionId}`: start, slides, admissions, stop. */
export class RunSessionCommand extends Command<CommandResult<SessionState, SessionEvent>> implements CommandRequest<SessionState, SessionCommand, SessionEvent> {
  readonly streamId: string;
  readonly decider = sessionDecider;

  constructor(
    readonly actor: Actor,
    sessionId: string,
    readonly command: SessionCommand,
  ) {
    super();
    this.streamId = sessionStreamId(sessionId);
  }
}

/** One person's stream in a session, `participant-{sessionId}-{audienceId}`: answers and reactions. */
export class RunParticipantCommand
  extends Command<CommandResult<ParticipantState, ParticipantEvent>>
  implements CommandRequest<ParticipantState, ParticipantCommand, ParticipantEvent>
{
  readonly streamId: string;
  readonly decider = participantDecider;

  constructor(
    readonly actor: Actor,
    sessionId: string,
    readonly command: ParticipantCommand,
    /** The client's id (answerId, reactionId): a re-send is answered from the first result. */
    readonly commandId: string,
  ) {
    super();
    this.streamId = participantStreamId(sessionId, actor.id);
  }
}

@CommandHandler(RunPresentingCommand)
export class RunPresentingCommandHandler extends StreamCommandHandler<PresentingState, PresentingCommand, PresentingEvent> {}

@CommandHandler(RunSessionCommand)
export class RunSessionCommandHandler extends StreamCommandHandler<SessionState, SessionCommand, SessionEvent> {}

@CommandHandler(RunParticipantCommand)
export class RunParticipantCommandHandler extends StreamCommandHandler<ParticipantState, ParticipantCommand, ParticipantEvent> {}
