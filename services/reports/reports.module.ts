import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { LiveModule } from '../live/live.module.js';
import { HomeFeedbacksService } from './application/home-feedbacks.service.js';
import { PrivateFeedbackService } from './application/private-feedback.service.js';
import { ReportsService } from './application/reports.service.js';
import { ResultsFlagService } from './application/results-flag.service.js';
import { SessionFoldReader } from './application/session-fold-reader.js';
import { HomeFeedbacksController } from './http/home-feedbacks.controller.js';
import { ParticipantAnswersController, ParticipantAnswersExportController, SharedParticipantAnswersController } from './http/participant-answers.controller.js';
import { ReportsController } from './http/reports.controller.js';
import { ResultsFlagController } from './http/results-flag.controller.js';
import { SharedReportController } from './http/shared-report.controller.js';
import { FeedbackGateway } from './realtime/feedback.gateway.js';

/** Sessions of a presentation, reports (owned and shared) and the audience's private feedback. */
@Module({
  imports: [AccountsModule, LiveModule],
  controllers: [
    ReportsController,
    SharedReportController,
    ParticipantAnswersController,
    ParticipantAnswersExportController,
    SharedParticipantAnswersController,
    ResultsFlagController,
    HomeFeedbacksController,
  ],
  providers: [SessionFoldReader, ReportsService, ResultsFlagService, PrivateFeedbackService, FeedbackGateway, HomeFeedbacksService],
})
export class ReportsModule {}
