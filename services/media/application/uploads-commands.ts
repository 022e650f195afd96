import { CommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../contracts/events/envelope.js';
import { uploadsStreamId, type UploadsEvent } from '../../../contracts/media/events.js';
import { StreamCommand, StreamCommandHandler } from '../../infrastructure/commands/stream-command.js';
import { uploadsDecider, type UploadsCommand, type UploadsState } from '../domain/uploads.decider.js';

/** A presenter's uploads, on `uploads-{userId}`. */
export class RunUploadsCommand extends StreamCommand<UploadsState, UploadsCommand, UploadsEvent> {
  constructor(actor: Actor, command: UploadsCommand) {
    super(uploadsDecider, uploadsStreamId(actor.id), actor, command);
  }
}

@CommandHandler(RunUploadsCommand)
export class RunUploadsCommandHandler extends StreamCommandHandler<UploadsState, UploadsCommand, UploadsEvent> {}
