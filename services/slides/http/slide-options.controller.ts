import { Body, Controller, Delete, Headers, HttpCode, Param, Patch, Post, Put, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { z } from 'zod';
import { deckOptionSchema, deckSlideSchema, type DeckOption, type DeckSlide } from '../../../contracts/deck/read-model.js';
import { errorBodySchema } from '../../../contracts/errors/error-body.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import type { SlideOption } from '../../../contracts/slides/slide-option.js';
import { createSlideOptionRequestSchema, createSlideOptionsRequestSchema, patchSlideOptionRequestSchema } from '../../../contracts/slides/requests.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ApiZodBody, ApiZodResponse } from '../../infrastructure/http/api-schema.decorators.js';
import { revisionFromIfMatch } from '../../infrastructure/http/etag.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { DeckEditing } from '../application/deck-editing.js';
import { answer, IF_MATCH_HEADER } from './deck-http.js';
import { optionIn, slideIn, writtenData } from './deck-views.js';
import { deckPartIdParamSchema } from './id-params.js';

type PatchOption = z.infer<typeof patchSlideOptionRequestSchema>;

/** Slide options (spec doc 2 §7 "Slide options"); listing them is GET /api/slide/{slideId}/slide-options. */
@ApiTags('slide options')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/slide-option')
export class SlideOptionsController {
  constructor(private readonly editing: DeckEditing) {}

  @Post('create')
  @HttpCode(201)
  @ApiHeader(IF_MATCH_HEADER)
  @ApiZodBody(createSlideOptionRequestSchema)
  @ApiZodResponse(201, deckOptionSchema, 'The new option, last on its slide')
  @ApiZodResponse(422, errorBodySchema, "'There are already too many options. Please remove some to make room for new ones.' at 8 (10 for correct order)")
  async create(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(createSlideOptionRequestSchema)) body: z.infer<typeof createSlideOptionRequestSchema>,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<DeckOption> {
    const presentationId = await this.editing.presentationOf(actor, 'slide', body.slideId);
    const edit = await this.editing.edit(actor, { type: 'AddSlideOption', data: { presentationId, ...body } }, revisionFromIfMatch(ifMatch));
    const { option } = writtenData<{ option: SlideOption }>(edit.outcome.events, 'SlideOptionAdded');
    return answer(response, edit, optionIn(edit.deck, option.id));
  }

  @Post('spinner-wheel/options')
  @HttpCode(201)
  @ApiHeader(IF_MATCH_HEADER)
  @ApiZodBody(createSlideOptionsRequestSchema)
  @ApiZodResponse(201, deckSlideSchema, 'The slide with the new options last, in the order sent')
  @ApiZodResponse(422, errorBodySchema, "'There are already too many options. Please remove some to make room for new ones.' past the slide's limit")
  async createMany(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(createSlideOptionsRequestSchema)) body: z.infer<typeof createSlideOptionsRequestSchema>,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<DeckSlide> {
    const presentationId = await this.editing.presentationOf(actor, 'slide', body.slideId);
    const edit = await this.editing.edit(actor, { type: 'AddSlideOptions', data: { presentationId, ...body } }, revisionFromIfMatch(ifMatch));
    return answer(response, edit, slideIn(edit.deck, body.slideId));
  }

  @Patch(':optionId')
  @ApiHeader(IF_MATCH_HEADER)
  @ApiZodBody(patchSlideOptionRequestSchema)
  @ApiZodResponse(200, deckOptionSchema, 'The option; marking one correct on a single-answer question unmarks the others')
  patch(
    @CurrentActor() actor: Actor,
    @Param('optionId', new ZodValidationPipe(deckPartIdParamSchema)) optionId: string,
    @Body(new ZodValidationPipe(patchSlideOptionRequestSchema)) body: PatchOption,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<DeckOption> {
    return this.change(actor, optionId, body, ifMatch, response);
  }

  @Put('update/:optionId')
  @ApiHeader(IF_MATCH_HEADER)
  @ApiZodBody(patchSlideOptionRequestSchema)
  @ApiZodResponse(200, deckOptionSchema, 'The option (the same change as PATCH, under the spec name)')
  update(
    @CurrentActor() actor: Actor,
    @Param('optionId', new ZodValidationPipe(deckPartIdParamSchema)) optionId: string,
    @Body(new ZodValidationPipe(patchSlideOptionRequestSchema)) body: PatchOption,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<DeckOption> {
    return this.change(actor, optionId, body, ifMatch, response);
  }

  @Delete(':optionId')
  @ApiHeader(IF_MATCH_HEADER)
  @ApiZodResponse(200, deckSlideSchema, 'The slide without the option (a match pair pointing at it goes too)')
  async delete(
    @CurrentActor() actor: Actor,
    @Param('optionId', new ZodValidationPipe(deckPartIdParamSchema)) optionId: string,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<DeckSlide> {
    const { presentationId, slideId } = await this.editing.find(actor, 'option', optionId);
    const edit = await this.editing.edit(actor, { type: 'DeleteSlideOption', data: { presentationId, optionId } }, revisionFromIfMatch(ifMatch));
    return answer(response, edit, slideIn(edit.deck, slideId));
  }

  private async change(actor: Actor, optionId: string, body: PatchOption, ifMatch: string | undefined, response: Response): Promise<DeckOption> {
    const presentationId = await this.editing.presentationOf(actor, 'option', optionId);
    const edit = await this.editing.edit(actor, { type: 'PatchSlideOption', data: { presentationId, optionId, ...body } }, revisionFromIfMatch(ifMatch));
    return answer(response, edit, optionIn(edit.deck, optionId));
  }
}
