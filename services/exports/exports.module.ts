import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { LiveModule } from '../live/live.module.js';
import { QuizModule } from '../quiz/quiz.module.js';
import { ExportJobs } from './application/export-jobs.js';
import { ExportNotifier } from './application/export-notifier.js';
import { ExportSources } from './application/export-sources.js';
import { ExportsService } from './application/exports.service.js';
import { SessionReportSource } from './application/pdf/session-report-source.js';
import { SessionFoldReader } from '../reports/application/session-fold-reader.js';
import { ExportsController } from './http/exports.controller.js';
import { ExportsGateway } from './realtime/exports.gateway.js';

/** Issue 23: a session's exports (Excel, CSV, the report as PDF) and the deck's (slides as PDF or images), written off the request path and kept for downloading again. */
@Module({
  imports: [AccountsModule, LiveModule, QuizModule],
  controllers: [ExportsController],
  providers: [ExportSources, SessionFoldReader, SessionReportSource, ExportNotifier, ExportJobs, ExportsService, ExportsGateway],
  exports: [ExportsService, ExportJobs],
})
export class ExportsModule {}
