import { Injectable } from '@nestjs/common';
import type { Actor } from '../../../contracts/events/envelope.js';
import { sessionStreamId } from '../../../contracts/live/constants.js';
import { CommandExecutor } from '../../infrastructure/commands/command-executor.js';
import { quizDecider, type QuizCommand } from '../domain/quiz.decider.js';

export const QUIZ_ACTOR: Actor = { kind: 'system', id: 'quiz' };

/** Runs quiz commands on a session's stream. */
@Injectable()
export class QuizCommands {
  constructor(private readonly executor: CommandExecutor) {}

  run(sessionId: string, command: QuizCommand, actor: Actor = QUIZ_ACTOR) {
    return this.executor.execute({ streamId: sessionStreamId(sessionId), decider: quizDecider, command, actor });
  }
}
