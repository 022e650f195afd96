import { CommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../contracts/events/envelope.js';
import { participantStreamId, sessionStreamId } from '../../../contracts/live/constants.js';
import type { QnaParticipantEvent } from '../../../contracts/qna/events.js';
import { StreamCommand, StreamCommandHandler } from '../../infrastructure/commands/stream-command.js';
import { qnaModerationDecider, type ModerateQuestion, type QnaModerationState } from '../domain/qna-moderation.decider.js';
import { qnaParticipantDecider, type QnaParticipantCommand, type QnaParticipantState } from '../domain/qna-participant.decider.js';

type ModerationEvent = Parameters<typeof qnaModerationDecider.evolve>[1];

/** Asking and voting on the person's own stream, `participant-{sessionId}-{audienceId}`. */
export class RunQnaParticipantCommand extends StreamCommand<QnaParticipantState, QnaParticipantCommand, QnaParticipantEvent> {
  constructor(
    actor: Actor,
    sessionId: string,
    command: QnaParticipantCommand,
    /** The client's id (questionId, voteId): a re-send is answered from the first result. */
    readonly commandId: string,
  ) {
    super(qnaParticipantDecider, participantStreamId(sessionId, actor.id), actor, command);
  }
}

/** The presenter's decision on a question, on the session's stream. */
export class RunQnaModerationCommand extends StreamCommand<QnaModerationState, ModerateQuestion, ModerationEvent> {
  constructor(
    actor: Actor,
    sessionId: string,
    command: ModerateQuestion,
    /** The client's id: the store answers a re-send from the first append. */
    readonly commandId: string,
  ) {
    super(qnaModerationDecider, sessionStreamId(sessionId), actor, command);
  }
}

@CommandHandler(RunQnaParticipantCommand)
export class RunQnaParticipantCommandHandler extends StreamCommandHandler<QnaParticipantState, QnaParticipantCommand, QnaParticipantEvent> {}

@CommandHandler(RunQnaModerationCommand)
export class RunQnaModerationCommandHandler extends StreamCommandHandler<QnaModerationState, ModerateQuestion, ModerationEvent> {}
