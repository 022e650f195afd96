import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { LiveModule } from '../live/live.module.js';
import { RunRemoteControlCommandHandler } from './application/remote-control-commands.js';
import { RemoteControlService } from './application/remote-control.service.js';
import { RemoteAccessController } from './http/remote-access.controller.js';
import { RemoteControlController } from './http/remote-control.controller.js';
import { RemoteControlGateway } from './realtime/remote-control.gateway.js';

/** Remote control from a phone: the remote access code, the remote's presses, their effect on the presenter's screen. */
@Module({
  imports: [AccountsModule, LiveModule],
  controllers: [RemoteAccessController, RemoteControlController],
  providers: [RunRemoteControlCommandHandler, RemoteControlService, RemoteControlGateway],
})
export class RemoteControlModule {}
