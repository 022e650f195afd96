import { Injectable } from '@nestjs/common';
import { Command, type ICommandHandler } from '@nestjs/cqrs';
import type { Actor, DomainEvent } from '../../../contracts/events/envelope.js';
import { CommandExecutor, type CommandRequest, type CommandResult } from './command-executor.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';

/**
 * A command on one stream as a CommandBus message that is itself the executor's request (stream,
 * decider, command, actor): the bus adds no object of its own to it, however many thousands a second
 * arrive.
 */
export abstract class StreamCommand<TState, TCommand, TEvent extends DomainEvent>
  extends Command<CommandResult<TState, TEvent>>
  implements CommandRequest<TState, TCommand, TEvent>
{
  clockOffsetMs?: number;

  protected constructor(
    readonly decider: Decider<TState, TCommand, TEvent>,
    readonly streamId: string,
    readonly actor: Actor,
    readonly command: TCommand,
  ) {
    super();
  }

  /** Decided on a clock this far from the node's (a live session's, see CommandRequest.clockOffsetMs). */
  onClock(offsetMs: number): this {
    this.clockOffsetMs = offsetMs;
    return this;
  }
}

/** Hands a StreamCommand to the executor: a context's commands on its streams go through the CommandBus like every other. */
@Injectable()
export abstract class StreamCommandHandler<TState, TCommand, TEvent extends DomainEvent>
  implements ICommandHandler<CommandRequest<TState, TCommand, TEvent>, CommandResult<TState, TEvent>>
{
  constructor(private readonly executor: CommandExecutor) {}

  execute(request: CommandRequest<TState, TCommand, TEvent>): Promise<CommandResult<TState, TEvent>> {
    return this.executor.execute(request);
  }
}
