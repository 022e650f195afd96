import { CommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../contracts/events/envelope.js';
import { participantStreamId, presentingStreamId, sessionStreamId } from '../../../contracts/live/constants.js';
import type { ParticipantEvent, PresentingEvent, SessionEvent } from '../../../contracts/live/events.js';
import { StreamCommand, StreamCommandHandler } from '../../infrastructure/commands/stream-command.js';
import { participantDecider, type ParticipantCommand, type ParticipantState } from '../domain/participant.decider.js';
import { presentingDecider, type PresentingCommand, type PresentingState } from '../domain/presenting.decider.js';
import { sessionDecider, type SessionCommand, type SessionState } from '../domain/session.decider.js';

/** Which session a presentation runs, on `presenting-{presentationId}`. */
export class RunPresentingCommand extends StreamCommand<PresentingState, PresentingCommand, PresentingEvent> {
  constructor(actor: Actor, command: PresentingCommand) {
    super(presentingDecider, presentingStreamId(command.presentationId), actor, command);
  }
}

/** A live session's own stream, `session-{sessionId}`: start, slides, admissions, stop. */
export class RunSessionCommand extends StreamCommand<SessionState, SessionCommand, SessionEvent> {
  constructor(actor: Actor, sessionId: string, command: SessionCommand) {
    super(sessionDecider, sessionStreamId(sessionId), actor, command);
  }
}

/** One person's stream in a session, `participant-{sessionId}-{audienceId}`: answers and reactions. */
export class RunParticipantCommand extends StreamCommand<ParticipantState, ParticipantCommand, ParticipantEvent> {
  constructor(
    actor: Actor,
    sessionId: string,
    command: ParticipantCommand,
    /** The client's id (answerId, reactionId): a re-send is answered from the first result. */
    readonly commandId: string,
  ) {
    super(participantDecider, participantStreamId(sessionId, actor.id), actor, command);
  }
}

@CommandHandler(RunPresentingCommand)
export class RunPresentingCommandHandler extends StreamCommandHandler<PresentingState, PresentingCommand, PresentingEvent> {}

@CommandHandler(RunSessionCommand)
export class RunSessionCommandHandler extends StreamCommandHandler<SessionState, SessionCommand, SessionEvent> {}

@CommandHandler(RunParticipantCommand)
export class RunParticipantCommandHandler extends StreamCommandHandler<ParticipantState, ParticipantCommand, ParticipantEvent> {}
