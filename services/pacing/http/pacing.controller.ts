import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { Actor } from '../../../contracts/events/envelope.js';
import type { PacingProgress } from '../../../contracts/live/pacing.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { PacingService } from '../application/pacing.service.js';

const uuidParam = new ZodValidationPipe(z.string().uuid({ message: 'Must be a UUID' }));

/** The presenter's view of a self-paced session. */
@ApiTags('live')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/pacing')
export class PacingController {
  constructor(private readonly pacing: PacingService) {}

  /** Where each person is, what they answered and their standing (also pushed as pacing:progress). */
  @Get(':presentationId/progress')
  progress(@CurrentActor() actor: Actor, @Param('presentationId', uuidParam) presentationId: string): Promise<PacingProgress> {
    return this.pacing.progress(actor, presentationId);
  }
}
