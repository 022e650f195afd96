import { CommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../contracts/events/envelope.js';
import { sessionStreamId } from '../../../contracts/live/constants.js';
import type { SpinnerWheelEvent } from '../../../contracts/spinner-wheel/events.js';
import { StreamCommand, StreamCommandHandler } from '../../infrastructure/commands/stream-command.js';
import { spinnerWheelDecider, type SpinnerWheelCommand, type SpinnerWheelState } from '../domain/spinner-wheel.decider.js';

/** The presenter's wheels, on the live session's stream `session-{sessionId}`. */
export class RunSpinnerWheelCommand extends StreamCommand<SpinnerWheelState, SpinnerWheelCommand, SpinnerWheelEvent> {
  constructor(actor: Actor, sessionId: string, command: SpinnerWheelCommand) {
    super(spinnerWheelDecider, sessionStreamId(sessionId), actor, command);
  }
}

@CommandHandler(RunSpinnerWheelCommand)
export class RunSpinnerWheelCommandHandler extends StreamCommandHandler<SpinnerWheelState, SpinnerWheelCommand, SpinnerWheelEvent> {}
