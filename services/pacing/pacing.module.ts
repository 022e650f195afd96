import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { LiveModule } from '../live/live.module.js';
import { QuizModule } from '../quiz/quiz.module.js';
import { PacingService } from './application/pacing.service.js';
import { PacingController } from './http/pacing.controller.js';
import { PacingBroadcaster } from './realtime/pacing-broadcaster.js';
import { PacingGateway } from './realtime/pacing.gateway.js';

/** Self-paced sessions (audiencePacing): phones move through the deck on their own, quiz questions on their own clock. */
@Module({
  imports: [AccountsModule, LiveModule, QuizModule],
  controllers: [PacingController],
  providers: [PacingService, PacingBroadcaster, PacingGateway],
})
export class PacingModule {}
