import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import type { Actor } from '../../../contracts/events/envelope.js';
import {
  spinRequestSchema,
  stopSpinRequestSchema,
  updateWheelRequestSchema,
  type SpinRequest,
  type UpdateWheelRequest,
} from '../../../contracts/spinner-wheel/requests.js';
import type { SpinnerWheelState } from '../../../contracts/spinner-wheel/socket-protocol.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ApiZodBody } from '../../infrastructure/http/api-schema.decorators.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { slideIdParamSchema, uuidParamSchema } from '../../live/http/live-requests.js';
import { SpinnerWheelService } from '../application/spinner-wheel.service.js';

const slideIdParam = new ZodValidationPipe(slideIdParamSchema);

/** Spec doc 2 §7 "POST /api/slide/spinner-wheel/{slideId}/spin, /stop, /update", in the running session. */
@ApiTags('spinner-wheel')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api')
export class SpinnerWheelController {
  constructor(private readonly wheels: SpinnerWheelService) {}

  /** Draws the winner and starts the wheel; every screen lands on it at `landsAt` (5 to 1200 s, 10 by default). */
  @Post('slide/spinner-wheel/:slideId/spin')
  @HttpCode(200)
  @ApiZodBody(spinRequestSchema)
  spin(
    @CurrentActor() actor: Actor,
    @Param('slideId', slideIdParam) slideId: string,
    @Body(new ZodValidationPipe(spinRequestSchema)) body: SpinRequest,
  ): Promise<SpinnerWheelState> {
    return this.wheels.spin(actor, slideId, body);
  }

  /** Lands the turning wheel on its winner now. */
  @Post('slide/spinner-wheel/:slideId/stop')
  @HttpCode(200)
  @ApiZodBody(stopSpinRequestSchema)
  stop(
    @CurrentActor() actor: Actor,
    @Param('slideId', slideIdParam) slideId: string,
    @Body(new ZodValidationPipe(stopSpinRequestSchema)) body: z.infer<typeof stopSpinRequestSchema>,
  ): Promise<SpinnerWheelState> {
    return this.wheels.stop(actor, slideId, body.presentationId);
  }

  /** Takes entries off (the winner, say), puts them all back, or adds everyone who joined. */
  @Post('slide/spinner-wheel/:slideId/update')
  @HttpCode(200)
  @ApiZodBody(updateWheelRequestSchema)
  update(
    @CurrentActor() actor: Actor,
    @Param('slideId', slideIdParam) slideId: string,
    @Body(new ZodValidationPipe(updateWheelRequestSchema)) body: UpdateWheelRequest,
  ): Promise<SpinnerWheelState> {
    return this.wheels.update(actor, slideId, body);
  }

  /** The wheel in the running (or last) session: what a reloaded presenter screen draws. */
  @Get('live/presentation/:presentationId/spinner-wheel/:slideId')
  state(
    @CurrentActor() actor: Actor,
    @Param('presentationId', new ZodValidationPipe(uuidParamSchema)) presentationId: string,
    @Param('slideId', slideIdParam) slideId: string,
  ): Promise<SpinnerWheelState> {
    return this.wheels.state(actor, presentationId, slideId);
  }
}
