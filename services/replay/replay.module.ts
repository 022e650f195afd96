import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { LiveModule } from '../live/live.module.js';
import { ReplayService } from './application/replay.service.js';
import { ReplayController } from './http/replay.controller.js';

/** Issue 23: replaying a session to any moment, and its events as NDJSON. */
@Module({
  imports: [AccountsModule, LiveModule],
  controllers: [ReplayController],
  providers: [ReplayService],
  exports: [ReplayService],
})
export class ReplayModule {}
