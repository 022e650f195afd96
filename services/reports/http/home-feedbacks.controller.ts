import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../contracts/events/envelope.js';
import type { HomeFeedbacksView } from '../../../contracts/reports/home-feedbacks.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { HomeFeedbacksService } from '../application/home-feedbacks.service.js';

/** Spec doc 3 §7 "Private feedback: GET /api/private-feedbacks": what Home shows of the audience's ratings. */
@ApiTags('reports')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/private-feedbacks')
export class HomeFeedbacksController {
  constructor(private readonly feedbacks: HomeFeedbacksService) {}

  @Get()
  list(@CurrentActor() actor: Actor): Promise<HomeFeedbacksView> {
    return this.feedbacks.forHome(actor);
  }
}
