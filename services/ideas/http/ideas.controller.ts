import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../contracts/events/envelope.js';
import { ideasStageRequestSchema, type IdeasStageRequest } from '../../../contracts/ideas/requests.js';
import type { IdeasBoard } from '../../../contracts/ideas/socket-protocol.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ApiZodBody } from '../../infrastructure/http/api-schema.decorators.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { slideIdParamSchema, uuidParamSchema } from '../../live/http/live-requests.js';
import { IdeasService } from '../application/ideas.service.js';

/** The presenter's brainstorm controls: the stage of an ideas slide and its board. */
@ApiTags('ideas')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api')
export class IdeasController {
  constructor(private readonly ideas: IdeasService) {}

  /** Spec doc 2 §4: submission -> voting -> result (or back), moved by the presenter in the running session. */
  @Post('slide/ideas/:slideId/stage')
  @HttpCode(200)
  @ApiZodBody(ideasStageRequestSchema)
  moveStage(
    @CurrentActor() actor: Actor,
    @Param('slideId', new ZodValidationPipe(slideIdParamSchema)) slideId: string,
    @Body(new ZodValidationPipe(ideasStageRequestSchema)) body: IdeasStageRequest,
  ): Promise<IdeasBoard> {
    return this.ideas.moveStage(actor, body.presentationId, slideId, body.stage);
  }

  /** The board in the running (or last) session, with every count: what a reloaded presenter screen shows. */
  @Get('live/presentation/:presentationId/ideas/:slideId')
  board(
    @CurrentActor() actor: Actor,
    @Param('presentationId', new ZodValidationPipe(uuidParamSchema)) presentationId: string,
    @Param('slideId', new ZodValidationPipe(slideIdParamSchema)) slideId: string,
  ): Promise<IdeasBoard> {
    return this.ideas.presenterBoard(actor, presentationId, slideId);
  }
}
