import { CommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../contracts/events/envelope.js';
import { remoteControlStreamId, type RemoteControlEvent } from '../../../contracts/remote/remote-control.js';
import { StreamCommand, StreamCommandHandler } from '../../infrastructure/commands/stream-command.js';
import { remoteControlDecider, type RemoteControlCommand, type RemoteControlState } from '../domain/remote-control.decider.js';

/** Who acts when a remote presses: the link's holder, who has no account. */
export const REMOTE_ACTOR: Actor = { kind: 'system', id: 'remote-control' };

/** A command on a presentation's `remote-control-{presentationId}` stream. */
export class RunRemoteControlCommand extends StreamCommand<RemoteControlState, RemoteControlCommand, RemoteControlEvent> {
  constructor(actor: Actor, command: RemoteControlCommand) {
    super(remoteControlDecider, remoteControlStreamId(command.presentationId), actor, command);
  }
}

@CommandHandler(RunRemoteControlCommand)
export class RunRemoteControlCommandHandler extends StreamCommandHandler<RemoteControlState, RemoteControlCommand, RemoteControlEvent> {}
