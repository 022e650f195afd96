import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { groupAnswersRequestSchema, type AnswerGrouping, type GroupAnswersRequest } from '../../../contracts/ai/answer-groups.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ApiZodBody } from '../../infrastructure/http/api-schema.decorators.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { slideIdParamSchema } from '../../live/http/live-requests.js';
import { AiAnswerGroupingService } from '../application/ai-answer-grouping.service.js';

/** Spec doc 3 §7: the live answers to an open-ended or word cloud slide, grouped by the AI for the presenter. */
@ApiTags('generative-ai')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api')
export class AnswerGroupingController {
  constructor(private readonly grouping: AiAnswerGroupingService) {}

  @Post('openai/group-open-ended/:slideId')
  @HttpCode(200)
  @ApiZodBody(groupAnswersRequestSchema)
  groupOpenEnded(
    @CurrentActor() actor: Actor,
    @Param('slideId', new ZodValidationPipe(slideIdParamSchema)) slideId: string,
    @Body(new ZodValidationPipe(groupAnswersRequestSchema)) body: GroupAnswersRequest,
  ): Promise<AnswerGrouping> {
    return this.grouping.group(actor, body.presentationId, slideId, 'openEnded');
  }

  @Post('slide/:slideId/word-cloud-smart-grouping')
  @HttpCode(200)
  @ApiZodBody(groupAnswersRequestSchema)
  groupWords(
    @CurrentActor() actor: Actor,
    @Param('slideId', new ZodValidationPipe(slideIdParamSchema)) slideId: string,
    @Body(new ZodValidationPipe(groupAnswersRequestSchema)) body: GroupAnswersRequest,
  ): Promise<AnswerGrouping> {
    return this.grouping.group(actor, body.presentationId, slideId, 'wordCloud');
  }
}
