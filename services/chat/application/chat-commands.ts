import { CommandHandler } from '@nestjs/cqrs';
import type { ChatEvent } from '../../../contracts/chat/events.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import { participantStreamId, sessionStreamId } from '../../../contracts/live/constants.js';
import { StreamCommand, StreamCommandHandler } from '../../infrastructure/commands/stream-command.js';
import { chatParticipantDecider, type ChatParticipantCommand, type ChatParticipantState } from '../domain/chat-participant.decider.js';
import { chatSessionDecider, type ChatSessionCommand, type ChatSessionState } from '../domain/chat-session.decider.js';

type SessionChatEvent = Parameters<typeof chatSessionDecider.evolve>[1];

/** An audience member's chat on their own stream, `participant-{sessionId}-{audienceId}`. */
export class RunChatParticipantCommand extends StreamCommand<ChatParticipantState, ChatParticipantCommand, ChatEvent> {
  constructor(
    actor: Actor,
    sessionId: string,
    command: ChatParticipantCommand,
    /** A message's id is its commandId (a re-send is answered from the first result). */
    readonly commandId?: string,
  ) {
    super(chatParticipantDecider, participantStreamId(sessionId, command.context.audienceId), actor, command);
  }
}

/** The presenter's messages and clearing, on the session's stream. */
export class RunChatSessionCommand extends StreamCommand<ChatSessionState, ChatSessionCommand, SessionChatEvent> {
  constructor(
    actor: Actor,
    sessionId: string,
    command: ChatSessionCommand,
    readonly commandId: string,
  ) {
    super(chatSessionDecider, sessionStreamId(sessionId), actor, command);
  }
}

@CommandHandler(RunChatParticipantCommand)
export class RunChatParticipantCommandHandler extends StreamCommandHandler<ChatParticipantState, ChatParticipantCommand, ChatEvent> {}

@CommandHandler(RunChatSessionCommand)
export class RunChatSessionCommandHandler extends StreamCommandHandler<ChatSessionState, ChatSessionCommand, SessionChatEvent> {}
