import { Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../contracts/events/envelope.js';
import type { ReportResponse, SessionListItem } from '../../../contracts/reports/report.js';
import { reportQuerySchema, sessionListQuerySchema } from '../../../contracts/reports/requests.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { uuidParamSchema } from '../../live/http/live-requests.js';
import { ReportsService } from '../application/reports.service.js';

type SessionListQuery = ReturnType<typeof sessionListQuerySchema.parse>;
type ReportQuery = ReturnType<typeof reportQuerySchema.parse>;

/** Spec doc 3 §7 Sessions and Reports: the owner's view of past sessions and their reports. */
@ApiTags('reports')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  /** A presentation's sessions, newest first (at most 100). */
  @Get('presenting-sessions/snapshots')
  async sessions(@CurrentActor() actor: Actor, @Query(new ZodValidationPipe(sessionListQuerySchema)) query: SessionListQuery): Promise<{ sessions: SessionListItem[] }> {
    return { sessions: await this.reports.sessions(actor, query.masterPresentationId, query.limit) };
  }

  @Get('presenting-sessions/snapshots/:sessionId')
  session(@CurrentActor() actor: Actor, @Param('sessionId', new ZodValidationPipe(uuidParamSchema)) sessionId: string): Promise<SessionListItem> {
    return this.reports.session(actor, sessionId);
  }

  /** The report of the newest session, or of the session picked. */
  @Get('report/:presentationId')
  report(
    @CurrentActor() actor: Actor,
    @Param('presentationId', new ZodValidationPipe(uuidParamSchema)) presentationId: string,
    @Query(new ZodValidationPipe(reportQuerySchema)) query: ReportQuery,
  ): Promise<ReportResponse> {
    return this.reports.report(actor, presentationId, query.sessionId);
  }

  @Get('report/:presentationId/share-token')
  shareToken(@CurrentActor() actor: Actor, @Param('presentationId', new ZodValidationPipe(uuidParamSchema)) presentationId: string): Promise<{ token: string }> {
    return this.reports.shareToken(actor, presentationId);
  }

  /** A new token: the old shared link answers 404 from now on. */
  @Post('report/:presentationId/share-token/reset')
  @HttpCode(200)
  resetShareToken(@CurrentActor() actor: Actor, @Param('presentationId', new ZodValidationPipe(uuidParamSchema)) presentationId: string): Promise<{ token: string }> {
    return this.reports.resetShareToken(actor, presentationId);
  }
}
