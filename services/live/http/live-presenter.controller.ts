import { Body, Controller, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import type { Actor } from '../../../contracts/events/envelope.js';
import type { PresenterSnapshot } from '../../../contracts/live/socket-protocol.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ApiZodBody } from '../../infrastructure/http/api-schema.decorators.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { LiveControlService, type LiveSlideResponse } from '../application/live-control.service.js';
import { AudienceSnapshots } from '../realtime/audience-snapshots.js';
import {
  clearSlidesRequestSchema,
  liveSlideUpdateRequestSchema,
  moderateAnswerRequestSchema,
  removeWordRequestSchema,
  slideIdParamSchema,
  updateNextSlideRequestSchema,
  uuidParamSchema,
} from './live-requests.js';

/** The presenter's live controls (spec doc 2 §7). */
@ApiTags('live')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api')
export class LivePresenterController {
  constructor(
    private readonly control: LiveControlService,
    private readonly snapshots: AudienceSnapshots,
  ) {}

  /** Moves the live slide; starts a live session (its own stream) if none is running. */
  @Put('presentation/update-next-slide/:presentationId')
  @ApiZodBody(updateNextSlideRequestSchema)
  updateNextSlide(
    @CurrentActor() actor: Actor,
    @Param('presentationId', new ZodValidationPipe(uuidParamSchema)) presentationId: string,
    @Body(new ZodValidationPipe(updateNextSlideRequestSchema)) body: z.infer<typeof updateNextSlideRequestSchema>,
  ): Promise<LiveSlideResponse> {
    return this.control.activateSlide(actor, presentationId, body.activeSlide);
  }

  @Post('presentation/:presentationId/stop-presenting')
  @HttpCode(200)
  stopPresenting(
    @CurrentActor() actor: Actor,
    @Param('presentationId', new ZodValidationPipe(uuidParamSchema)) presentationId: string,
  ): Promise<{ sessionId: string | null }> {
    return this.control.stopPresenting(actor, presentationId);
  }

  /**
   * Spec doc 2 §7 clear-slides: the next presenting starts a new session instead of continuing the last one,
   * which keeps its answers in the reports' sessions. Refused (422) while a session is live.
   */
  @Post('slide/clear-slides')
  @HttpCode(200)
  @ApiZodBody(clearSlidesRequestSchema)
  clearSlides(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(clearSlidesRequestSchema)) body: z.infer<typeof clearSlidesRequestSchema>,
  ): Promise<{ clearedSessionId: string | null }> {
    return this.control.clearResults(actor, body.presentationId);
  }

  /** The live session's state and every slide's results, as the presenter socket's snapshot. */
  @Get('live/presentation/:presentationId')
  async liveState(
    @CurrentActor() actor: Actor,
    @Param('presentationId', new ZodValidationPipe(uuidParamSchema)) presentationId: string,
  ): Promise<PresenterSnapshot> {
    await this.control.ownedDeck(actor, presentationId);
    return this.snapshots.presenter(presentationId);
  }

  /** Stops or resumes submissions on a slide of the running session. */
  @Put('live/slide/update/:slideId')
  @ApiZodBody(liveSlideUpdateRequestSchema)
  async updateLiveSlide(
    @CurrentActor() actor: Actor,
    @Param('slideId', new ZodValidationPipe(slideIdParamSchema)) slideId: string,
    @Body(new ZodValidationPipe(liveSlideUpdateRequestSchema)) body: z.infer<typeof liveSlideUpdateRequestSchema>,
  ): Promise<{ slideId: string; stopSubmission: boolean }> {
    await this.control.setSubmissionsStopped(actor, body.presentationId, slideId, body.stopSubmission);
    return { slideId, stopSubmission: body.stopSubmission };
  }

  /** "Moderate answers before they show" (isModerationMode): an open-ended or word cloud answer held for approval. */
  @Post('live/slide/:slideId/moderate-answer')
  @HttpCode(200)
  @ApiZodBody(moderateAnswerRequestSchema)
  async moderateAnswer(
    @CurrentActor() actor: Actor,
    @Param('slideId', new ZodValidationPipe(slideIdParamSchema)) slideId: string,
    @Body(new ZodValidationPipe(moderateAnswerRequestSchema)) body: z.infer<typeof moderateAnswerRequestSchema>,
  ): Promise<{ answerId: string; approved: boolean }> {
    await this.control.moderateAnswer(actor, body.presentationId, slideId, body.answerId, body.approve);
    return { answerId: body.answerId, approved: body.approve };
  }

  /** Spec doc 2 §7 remove-wordcloud: takes a word out of the running session's word cloud. */
  @Post('slide-option/remove-wordcloud')
  @HttpCode(200)
  @ApiZodBody(removeWordRequestSchema)
  async removeWord(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(removeWordRequestSchema)) body: z.infer<typeof removeWordRequestSchema>,
  ): Promise<{ removed: string }> {
    await this.control.removeWord(actor, body.presentationId, body.slideId, body.text);
    return { removed: body.text };
  }
}
