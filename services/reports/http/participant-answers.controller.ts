import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../contracts/events/envelope.js';
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

  @Get(':participantId/audience-info-report')
  answers(
    @CurrentActor() actor: Actor,
    @Param('participantId', new ZodValidationPipe(uuidParamSchema)) participantId: string,
    @Query(new ZodValidationPipe(participantAnswersQuerySchema)) query: ReturnType<typeof participantAnswersQuerySchema.parse>,
  ): Promise<ParticipantAnswersResponse> {
    return this.reports.participantAnswers(actor, query.sessionId, participantId);
  }
}

/** The shared report's variant: read with its share token, without login (spec doc 3 §6-§7). */
@ApiTags('reports')
@Controller('api/audiences')
export class SharedParticipantAnswersController {
  constructor(private readonly reports: ReportsService) {}

  @Get(':participantId/shared-audience-info-report')
  answers(
    @Param('participantId', new ZodValidationPipe(uuidParamSchema)) participantId: string,
    @Query(new ZodValidationPipe(sharedParticipantAnswersQuerySchema)) query: ReturnType<typeof sharedParticipantAnswersQuerySchema.parse>,
  ): Promise<ParticipantAnswersResponse> {
    return this.reports.sharedParticipantAnswers(query.token, query.sessionId, participantId);
  }
}
