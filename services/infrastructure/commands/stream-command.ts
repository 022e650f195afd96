import { Injectable } from '@nestjs/common';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { DomainEvent } from '../../../contracts/events/envelope.js';
import { CommandExecutor, type CommandRequest, type CommandResult } from './command-executor.js';

/**
 * The handler of a bus message that is itself the executor's request (stream, decider, command, actor):
 * a context's commands on its streams go through the CommandBus like every other command, and the bus
 * adds no object of its own to one, however many thousands a second arrive.
 */
@Injectable()
export abstract class StreamCommandHandler<TState, TCommand, TEvent extends DomainEvent>
  implements ICommandHandler<CommandRequest<TState, TCommand, TEvent>, CommandResult<TState, TEvent>>
{
  constructor(private readonly executor: CommandExecutor) {}

  execute(request: CommandRequest<TState, TCommand, TEvent>): Promise<CommandResult<TState, TEvent>> {
    return this.executor.execute(request);
  }
}
