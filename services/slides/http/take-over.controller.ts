import { Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../contracts/events/envelope.js';
import type { TakenOverView } from '../../../contracts/presentations/take-over.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { presentationIdParamSchema } from '../../presentations/http/presentation-id.param.js';
import { TakeOver } from '../application/take-over.js';

const presentationIdParam = new ZodValidationPipe(presentationIdParamSchema);

/** Spec doc 1 §4/§9: the taken-over check (returning takenOverBy) and the take-over itself, handed back by DELETE. */
@ApiTags('presentation')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/presentation/:presentationId')
export class TakeOverController {
  constructor(private readonly takeOvers: TakeOver) {}

  @Get('taken-over-by')
  takenOverBy(@CurrentActor() actor: Actor, @Param('presentationId', presentationIdParam) presentationId: string): Promise<TakenOverView> {
    return this.takeOvers.takenOverBy(actor, presentationId);
  }

  @Post('take-over')
  @HttpCode(200)
  takeOver(@CurrentActor() actor: Actor, @Param('presentationId', presentationIdParam) presentationId: string): Promise<TakenOverView> {
    return this.takeOvers.takeOver(actor, presentationId);
  }

  @Delete('take-over')
  release(@CurrentActor() actor: Actor, @Param('presentationId', presentationIdParam) presentationId: string): Promise<TakenOverView> {
    return this.takeOvers.release(actor, presentationId);
  }
}
