import { Body, Controller, Delete, Headers, HttpCode, Param, Patch, Post, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { z } from 'zod';
import { deckSlideSchema, type DeckSlide } from '../../../contracts/deck/read-model.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import { hintSchema, type Hint } from '../../../contracts/slides/hints.js';
import { createHintRequestSchema, patchHintRequestSchema } from '../../../contracts/slides/requests.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ApiZodBody, ApiZodResponse } from '../../infrastructure/http/api-schema.decorators.js';
import { revisionFromIfMatch } from '../../infrastructure/http/etag.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { DeckEditing } from '../application/deck-editing.js';
import { answer, IF_MATCH_HEADER } from './deck-http.js';
import { hintIn, slideIn, writtenData } from './deck-views.js';
import { deckPartIdParamSchema } from './id-params.js';

/** Hints on quiz questions (spec doc 2 §7 "Hints"); the text is sanitised rich text. */
@ApiTags('hints')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/hint')
export class HintsController {
  constructor(private readonly editing: DeckEditing) {}

  @Post()
  @HttpCode(201)
  @ApiHeader(IF_MATCH_HEADER)
  @ApiZodBody(createHintRequestSchema)
  @ApiZodResponse(201, hintSchema, 'The new hint')
  async create(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(createHintRequestSchema)) body: z.infer<typeof createHintRequestSchema>,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Hint> {
    const presentationId = await this.editing.presentationOf(actor, 'slide', body.slideId);
    const edit = await this.editing.edit(actor, { type: 'AddSlideHint', data: { presentationId, ...body } }, revisionFromIfMatch(ifMatch));
    const { hint } = writtenData<{ hint: Hint }>(edit.outcome.events, 'SlideHintAdded');
    return answer(response, edit, hintIn(edit.deck, hint.id));
  }

  @Patch(':hintId')
  @ApiHeader(IF_MATCH_HEADER)
  @ApiZodBody(patchHintRequestSchema)
  @ApiZodResponse(200, hintSchema, 'The hint')
  async patch(
    @CurrentActor() actor: Actor,
    @Param('hintId', new ZodValidationPipe(deckPartIdParamSchema)) hintId: string,
    @Body(new ZodValidationPipe(patchHintRequestSchema)) body: z.infer<typeof patchHintRequestSchema>,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Hint> {
    const presentationId = await this.editing.presentationOf(actor, 'hint', hintId);
    const edit = await this.editing.edit(actor, { type: 'PatchSlideHint', data: { presentationId, hintId, ...body } }, revisionFromIfMatch(ifMatch));
    return answer(response, edit, hintIn(edit.deck, hintId));
  }

  @Delete(':hintId')
  @ApiHeader(IF_MATCH_HEADER)
  @ApiZodResponse(200, deckSlideSchema, 'The slide without the hint')
  async delete(
    @CurrentActor() actor: Actor,
    @Param('hintId', new ZodValidationPipe(deckPartIdParamSchema)) hintId: string,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<DeckSlide> {
    const { presentationId, slideId } = await this.editing.find(actor, 'hint', hintId);
    const edit = await this.editing.edit(actor, { type: 'DeleteSlideHint', data: { presentationId, hintId } }, revisionFromIfMatch(ifMatch));
    return answer(response, edit, slideIn(edit.deck, slideId));
  }
}
