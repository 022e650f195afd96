import { Controller, Get, Header, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { Actor } from '../../../contracts/events/envelope.js';
import { AUDIENCE_INFO_REPORT_PATHS, audienceInfoReportFileName, SHARED_AUDIENCE_INFO_REPORT_PATHS, type AudienceInfoResponse } from '../../../contracts/reports/audience-info.js';
import type { ParticipantAnswersResponse } from '../../../contracts/reports/report.js';
import { participantAnswersQuerySchema, sharedParticipantAnswersQuerySchema } from '../../../contracts/reports/requests.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { uuidParamSchema } from '../../live/http/live-requests.js';
import { ReportsService } from '../application/reports.service.js';

/** Spec doc 3 §7 Audiences: a person's answers in a session (participantAnswers), for the owner's report. */
@ApiTags('reports')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/audiences')
export class ParticipantAnswersController {
  constructor(private readonly reports: ReportsService) {}

  /** One handler for the spec's v2 and v5 paths: the same body. */
  @Get(AUDIENCE_INFO_REPORT_PATHS)
  answers(
    @CurrentActor() actor: Actor,
    @Param('participantId', new ZodValidationPipe(uuidParamSchema)) participantId: string,
    @Query(new ZodValidationPipe(participantAnswersQuerySchema)) query: ReturnType<typeof participantAnswersQuerySchema.parse>,
  ): Promise<ParticipantAnswersResponse> {
    return this.reports.participantAnswers(actor, query.sessionId, participantId);
  }

  @Get(':participantId/audience-info')
  info(
    @CurrentActor() actor: Actor,
    @Param('participantId', new ZodValidationPipe(uuidParamSchema)) participantId: string,
    @Query(new ZodValidationPipe(participantAnswersQuerySchema)) query: ReturnType<typeof participantAnswersQuerySchema.parse>,
  ): Promise<AudienceInfoResponse> {
    return this.reports.audienceInfo(actor, query.sessionId, participantId);
  }
}

/** The export variant (spec doc 3 §7): the same answers, for whoever may export the session's report, as a JSON download. */
@ApiTags('reports')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/presenting-sessions/export')
export class ParticipantAnswersExportController {
  constructor(private readonly reports: ReportsService) {}

  @Get(AUDIENCE_INFO_REPORT_PATHS)
  @Header('Content-Type', 'application/json; charset=utf-8')
  async answers(
    @CurrentActor() actor: Actor,
    @Param('participantId', new ZodValidationPipe(uuidParamSchema)) participantId: string,
    @Query(new ZodValidationPipe(participantAnswersQuerySchema)) query: ReturnType<typeof participantAnswersQuerySchema.parse>,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ParticipantAnswersResponse> {
    const body = await this.reports.participantAnswers(actor, query.sessionId, participantId);
    // Set only once the answers exist, so a refusal stays an ordinary JSON error.
    response.setHeader('Content-Disposition', `attachment; filename="${audienceInfoReportFileName(participantId)}"`);
    return body;
  }
}

/** The shared report's variant: read with its share token, without login (spec doc 3 §6-§7). */
@ApiTags('reports')
@Controller('api/audiences')
export class SharedParticipantAnswersController {
  constructor(private readonly reports: ReportsService) {}

  @Get(SHARED_AUDIENCE_INFO_REPORT_PATHS)
  answers(
    @Param('participantId', new ZodValidationPipe(uuidParamSchema)) participantId: string,
    @Query(new ZodValidationPipe(sharedParticipantAnswersQuerySchema)) query: ReturnType<typeof sharedParticipantAnswersQuerySchema.parse>,
  ): Promise<ParticipantAnswersResponse> {
    return this.reports.sharedParticipantAnswers(query.token, query.sessionId, participantId);
  }
}
