import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { LiveModule } from '../live/live.module.js';
import { RunSpinnerWheelCommandHandler } from './application/spinner-wheel-commands.js';
import { SpinnerWheelService } from './application/spinner-wheel.service.js';
import { SpinnerWheels } from './application/spinner-wheels.js';
import { SpinnerWheelController } from './http/spinner-wheel.controller.js';
import { SpinnerWheelBroadcaster } from './realtime/spinner-wheel-broadcaster.js';
import { SpinnerWheelGateway } from './realtime/spinner-wheel.gateway.js';

/** Spinner wheels in a live session: the server draws each winner; every screen lands on it. */
@Module({
  imports: [AccountsModule, LiveModule],
  controllers: [SpinnerWheelController],
  providers: [RunSpinnerWheelCommandHandler, SpinnerWheels, SpinnerWheelService, SpinnerWheelBroadcaster, SpinnerWheelGateway],
})
export class SpinnerWheelModule {}
