import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import type { Actor } from '../../../contracts/events/envelope.js';
import type { LeaderboardPayload } from '../../../contracts/quiz/leaderboard.js';
import {
  acceptTypeAnswerRequestSchema,
  leaderboardQuerySchema,
  leaderboardVisibilityRequestSchema,
  manualScoreRequestSchema,
  type ManualScoreRequest,
} from '../../../contracts/quiz/requests.js';
import type { QuizResultPayload, QuizStatePayload } from '../../../contracts/quiz/socket-protocol.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ApiZodBody } from '../../infrastructure/http/api-schema.decorators.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { QuizControlService } from '../application/quiz-control.service.js';

const uuidParam = new ZodValidationPipe(z.string().uuid({ message: 'Must be a UUID' }));
const slideIdParam = new ZodValidationPipe(z.string().min(1).max(64));
const leaderboardQuery = new ZodValidationPipe(leaderboardQuerySchema);

/** The presenter's quiz and leaderboard calls (spec doc 2 §7 "Quiz answers and scores", "Leaderboard"). */
@ApiTags('quiz')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api')
export class QuizController {
  constructor(private readonly quiz: QuizControlService) {}

  /** Enter or Space in the lobby: lobby -> rule. */
  @Post('quiz/:presentationId/start')
  @HttpCode(200)
  start(@CurrentActor() actor: Actor, @Param('presentationId', uuidParam) presentationId: string): Promise<QuizStatePayload> {
    return this.quiz.start(actor, presentationId);
  }

  /** The next step: rule -> countdown (or question), countdown -> question, question -> result, result -> revealed. */
  @Post('quiz/:presentationId/continue')
  @HttpCode(200)
  continue(@CurrentActor() actor: Actor, @Param('presentationId', uuidParam) presentationId: string): Promise<QuizStatePayload> {
    return this.quiz.continue(actor, presentationId);
  }

  /** manualRevealCorrectAnswers: shows the correct answers and sends each participant their feedback. */
  @Post('quiz/:presentationId/reveal')
  @HttpCode(200)
  reveal(@CurrentActor() actor: Actor, @Param('presentationId', uuidParam) presentationId: string): Promise<QuizStatePayload> {
    return this.quiz.reveal(actor, presentationId);
  }

  @Get('quiz/:presentationId/state')
  state(@CurrentActor() actor: Actor, @Param('presentationId', uuidParam) presentationId: string): Promise<QuizStatePayload> {
    return this.quiz.state(actor, presentationId);
  }

  /** The result of one question of the running quiz, for a presenter screen that reloads on the result stage. */
  @Get('quiz/:presentationId/result/:slideId')
  result(
    @CurrentActor() actor: Actor,
    @Param('presentationId', uuidParam) presentationId: string,
    @Param('slideId', new ZodValidationPipe(z.string().min(1).max(64))) slideId: string,
  ): Promise<QuizResultPayload> {
    return this.quiz.result(actor, presentationId, slideId);
  }

  /** The presenter accepts a typed answer live; answers with the same key score as correct (rescored). */
  @Post(['quiz-type-answer/:slideId/accept', 'live/answer/quiz-type-answer/:slideId/accept'])
  @HttpCode(200)
  @ApiZodBody(acceptTypeAnswerRequestSchema)
  accept(
    @CurrentActor() actor: Actor,
    @Param('slideId', slideIdParam) slideId: string,
    @Body(new ZodValidationPipe(acceptTypeAnswerRequestSchema)) body: z.infer<typeof acceptTypeAnswerRequestSchema>,
  ): Promise<{ slideId: string; accepted: string[] }> {
    return this.quiz.acceptTypedAnswer(actor, body.presentationId, slideId, body.text);
  }

  /** Manual points (spec doc 2 §3 "Manual point"): to one participant or one team; negative points take away. */
  @Post('score')
  @HttpCode(200)
  @ApiZodBody(manualScoreRequestSchema)
  score(@CurrentActor() actor: Actor, @Body(new ZodValidationPipe(manualScoreRequestSchema)) body: ManualScoreRequest) {
    return this.quiz.awardPoints(actor, body);
  }

  @Get('latest-leaderboard/:presentationId')
  latest(
    @CurrentActor() actor: Actor,
    @Param('presentationId', uuidParam) presentationId: string,
    @Query(leaderboardQuery) query: z.infer<typeof leaderboardQuerySchema>,
  ): Promise<LeaderboardPayload> {
    return this.quiz.latestLeaderboard(actor, presentationId, query.limit);
  }

  @Get('leaderboards/:liveSessionId/top')
  top(
    @CurrentActor() actor: Actor,
    @Param('liveSessionId', uuidParam) sessionId: string,
    @Query(leaderboardQuery) query: z.infer<typeof leaderboardQuerySchema>,
  ): Promise<LeaderboardPayload> {
    return this.quiz.topOfSession(actor, sessionId, query.limit);
  }

  /** The visibility toggle (spec doc 2 §7: key leaderboards/{presentationId}, isVisible), for the running session. */
  @Get('leaderboards/:presentationId')
  visibility(@CurrentActor() actor: Actor, @Param('presentationId', uuidParam) presentationId: string): Promise<{ isVisible: boolean }> {
    return this.quiz.visibility(actor, presentationId);
  }

  @Put('leaderboards/:presentationId')
  @ApiZodBody(leaderboardVisibilityRequestSchema)
  setVisibility(
    @CurrentActor() actor: Actor,
    @Param('presentationId', uuidParam) presentationId: string,
    @Body(new ZodValidationPipe(leaderboardVisibilityRequestSchema)) body: z.infer<typeof leaderboardVisibilityRequestSchema>,
  ): Promise<{ isVisible: boolean }> {
    return this.quiz.setVisibility(actor, presentationId, body.isVisible);
  }
}
