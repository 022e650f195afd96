import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { LiveModule } from '../live/live.module.js';
import { LeaderboardService } from './application/leaderboard.service.js';
import { RunQuizCommandHandler } from './application/quiz-commands.js';
import { QuizConductor } from './application/quiz-conductor.js';
import { QuizControlService } from './application/quiz-control.service.js';
import { QuizViews } from './application/quiz-views.js';
import { QuizController } from './http/quiz.controller.js';
import { QuizBroadcaster } from './realtime/quiz-broadcaster.js';
import { QuizGateway } from './realtime/quiz.gateway.js';

/** Quizzes in a live session: stages, timers, scoring, leaderboards. */
@Module({
  imports: [AccountsModule, LiveModule],
  controllers: [QuizController],
  providers: [LeaderboardService, RunQuizCommandHandler, QuizViews, QuizControlService, QuizConductor, QuizBroadcaster, QuizGateway],
  exports: [LeaderboardService],
})
export class QuizModule {}
