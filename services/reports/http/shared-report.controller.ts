import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ReportResponse } from '../../../contracts/reports/report.js';
import { reportQuerySchema, shareTokenParamSchema } from '../../../contracts/reports/requests.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { ReportsService } from '../application/reports.service.js';

/** Spec doc 3 §6: a shared report is read with its share token, without login. */
@ApiTags('reports')
@Controller('api/shared-report')
export class SharedReportController {
  constructor(private readonly reports: ReportsService) {}

  @Get(':token')
  report(
    @Param('token', new ZodValidationPipe(shareTokenParamSchema)) token: string,
    @Query(new ZodValidationPipe(reportQuerySchema)) query: ReturnType<typeof reportQuerySchema.parse>,
  ): Promise<ReportResponse> {
    return this.reports.sharedReport(token, query.sessionId);
  }
}
