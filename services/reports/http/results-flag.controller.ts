import { Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../contracts/events/envelope.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { uuidParamSchema } from '../../live/http/live-requests.js';
import { ResultsFlagService } from '../application/results-flag.service.js';

/** Spec doc 2 §4 / doc 3 §4 "Results flag": the editor asks for the re-check; the server decides it from the results. */
@ApiTags('reports')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/presentation')
export class ResultsFlagController {
  constructor(private readonly flags: ResultsFlagService) {}

  @Post(':presentationId/results-flag/recheck')
  @HttpCode(200)
  recheck(@CurrentActor() actor: Actor, @Param('presentationId', new ZodValidationPipe(uuidParamSchema)) presentationId: string): Promise<{ hasResults: boolean }> {
    return this.flags.recheck(actor, presentationId);
  }
}
