import { Command, CommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../contracts/events/envelope.js';
import { sessionStreamId } from '../../../contracts/live/constants.js';
import type { CommandRequest, CommandResult } from '../../infrastructure/commands/command-executor.js';
import { StreamCommandHandler } from '../../infrastructure/commands/stream-command.js';
import type { QuizRunState, QuizStreamEvent } from '../domain/quiz-run.js';
import { quizDecider, type QuizCommand } from '../domain/quiz.decider.js';

export const QUIZ_ACTOR: Actor = { kind: 'system', id: 'quiz' };

/** A quiz command on its session's stream, on the CommandBus (see StreamCommandHandler). */
export class RunQuizCommand extends Command<CommandResult<QuizRunState, QuizStreamEvent>> implements CommandRequest<QuizRunState, QuizCommand, QuizStreamEvent> {
  readonly streamId: string;
  readonly decider = quizDecider;

  constructor(
    sessionId: string,
    readonly command: QuizCommand,
    readonly actor: Actor = QUIZ_ACTOR,
  ) {
    super();
    this.streamId = sessionStreamId(sessionId);
  }
}

@CommandHandler(RunQuizCommand)
export class RunQuizCommandHandler extends StreamCommandHandler<QuizRunState, QuizCommand, QuizStreamEvent> {}
