import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../contracts/events/envelope.js';
import type { PacingProgress } from '../../../contracts/live/pacing.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { uuidParamSchema } from '../../live/http/live-requests.js';
import { PacingService } from '../application/pacing.service.js';

/** The presenter's view of a self-paced session. */
@ApiTags('live')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/pacing')
export class PacingController {
  constructor(private readonly pacing: PacingService) {}

  /** Where each person is, what they answered and their standing (also pushed as pacing:progress). */
  @Get(':presentationId/progress')
  progress(@CurrentActor() actor: Actor, @Param('presentationId', new ZodValidationPipe(uuidParamSchema)) presentationId: string): Promise<PacingProgress> {
    return this.pacing.progress(actor, presentationId);
  }
}
