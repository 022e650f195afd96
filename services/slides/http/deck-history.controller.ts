import { Controller, Get, Headers, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { z } from 'zod';
import {
  deckHistoryQuerySchema,
  deckHistoryResponseSchema,
  deckRestoreResponseSchema,
  deckVersionResponseSchema,
  historyRevisionParamSchema,
  type DeckHistoryResponse,
  type DeckRestoreResponse,
  type DeckVersionResponse,
} from '../../../contracts/deck/history.js';
import { errorBodySchema } from '../../../contracts/errors/error-body.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ApiZodResponse } from '../../infrastructure/http/api-schema.decorators.js';
import { revisionFromIfMatch } from '../../infrastructure/http/etag.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { presentationIdParamSchema } from '../../presentations/http/presentation-id.param.js';
import { DeckEditing } from '../application/deck-editing.js';
import { GetDeckHistoryQuery } from '../application/history/deck-history-query.js';
import { GetDeckVersionQuery } from '../application/history/deck-version-query.js';
import { answer, IF_MATCH_HEADER } from './deck-http.js';

const presentationIdPipe = () => new ZodValidationPipe(presentationIdParamSchema);
const revisionPipe = () => new ZodValidationPipe(historyRevisionParamSchema);

/** Issue 24: a deck's full history from its event stream, the deck at any point of it, and restoring that point. */
@ApiTags('presentation history')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/presentation/:presentationId/history')
export class DeckHistoryController {
  constructor(
    private readonly editing: DeckEditing,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiQuery({ name: 'page', required: false, description: '1-based; newest changes first' })
  @ApiQuery({ name: 'pageSize', required: false, description: 'Changes per page, 50 by default, at most 100' })
  @ApiZodResponse(200, deckHistoryResponseSchema, 'The changes (events of one command each) by time and author, newest first')
  history(
    @CurrentActor() actor: Actor,
    @Param('presentationId', presentationIdPipe()) id: string,
    @Query(new ZodValidationPipe(deckHistoryQuerySchema)) query: z.infer<typeof deckHistoryQuerySchema>,
  ): Promise<DeckHistoryResponse> {
    return this.queries.execute(new GetDeckHistoryQuery(actor, id, query.page, query.pageSize));
  }

  @Get(':revision')
  @ApiZodResponse(200, deckVersionResponseSchema, 'The deck as it stood at this revision of its stream')
  @ApiZodResponse(404, errorBodySchema, 'No such revision (or no such presentation)')
  version(
    @CurrentActor() actor: Actor,
    @Param('presentationId', presentationIdPipe()) id: string,
    @Param('revision', revisionPipe()) revision: number,
  ): Promise<DeckVersionResponse> {
    return this.queries.execute(new GetDeckVersionQuery(actor, id, revision));
  }

  @Post(':revision/restore')
  @HttpCode(200)
  @ApiHeader(IF_MATCH_HEADER)
  @ApiZodResponse(200, deckRestoreResponseSchema, "The deck after its content was put back as it stood at this revision, by new events")
  @ApiZodResponse(422, errorBodySchema, 'No such revision in this deck\'s history')
  async restore(
    @CurrentActor() actor: Actor,
    @Param('presentationId', presentationIdPipe()) id: string,
    @Param('revision', revisionPipe()) revision: number,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<DeckRestoreResponse> {
    const edit = await this.editing.edit(actor, { type: 'RestoreDeckVersion', data: { presentationId: id, revision } }, revisionFromIfMatch(ifMatch));
    return answer(response, edit, { presentationId: id, revision: edit.outcome.revision, deck: edit.deck });
  }
}
