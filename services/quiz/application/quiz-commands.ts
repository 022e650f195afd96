import { CommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../contracts/events/envelope.js';
import { sessionStreamId } from '../../../contracts/live/constants.js';
import { StreamCommand, StreamCommandHandler } from '../../infrastructure/commands/stream-command.js';
import type { QuizRunState, QuizStreamEvent } from '../../live/domain/quiz-run.js';
import { quizDecider, type QuizCommand } from '../domain/quiz.decider.js';

export const QUIZ_ACTOR: Actor = { kind: 'system', id: 'quiz' };

/** A quiz command on its session's stream. */
export class RunQuizCommand extends StreamCommand<QuizRunState, QuizCommand, QuizStreamEvent> {
  constructor(sessionId: string, command: QuizCommand, actor: Actor = QUIZ_ACTOR) {
    super(quizDecider, sessionStreamId(sessionId), actor, command);
  }
}

@CommandHandler(RunQuizCommand)
export class RunQuizCommandHandler extends StreamCommandHandler<QuizRunState, QuizCommand, QuizStreamEvent> {}
