import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Patch, Post, Put, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { z } from 'zod';
import type { DeckSlide } from '../../../contracts/deck/read-model.js';
import { deckSlideSchema } from '../../../contracts/deck/read-model.js';
import {
  deckSlidesResponseSchema,
  slideOptionsResponseSchema,
  slideOptionsWithCountsResponseSchema,
  slideOrderResponseSchema,
  type SlideOptionsResponse,
  type SlideOptionsWithCountsResponse,
  type SlideOrderResponse,
} from '../../../contracts/deck/responses.js';
import { errorBodySchema } from '../../../contracts/errors/error-body.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import { deleteSlidesSchema, restoreSlidesSchema } from '../../../contracts/slides/commands.js';
import type { SlideSnapshot } from '../../../contracts/slides/events.js';
import {
  batchUpdateSlidesRequestSchema,
  createSlideRequestSchema,
  duplicateSlidesRequestSchema,
  patchSlideRequestSchema,
  patchSlidesRequestSchema,
  reorderSlideOptionsRequestSchema,
  sortSlidesRequestSchema,
  updateSlideRequestSchema,
} from '../../../contracts/slides/requests.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { BusinessRuleViolated } from '../../shared-kernel/domain/domain-errors.js';
import { ApiZodBody, ApiZodResponse } from '../../infrastructure/http/api-schema.decorators.js';
import { etagFor, revisionFromIfMatch } from '../../infrastructure/http/etag.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { LiveOptionCountsQuery } from '../../live/application/live-option-counts.query.js';
import { presentationIdParamSchema } from '../../presentations/http/presentation-id.param.js';
import { DeckEditing } from '../application/deck-editing.js';
import { answer, IF_MATCH_HEADER, withFieldPathsAtBodyRoot } from './deck-http.js';
import { slideIn, slideOrder, writtenData } from './deck-views.js';
import { deckPartIdParamSchema } from './id-params.js';

type Body<T extends z.ZodType> = z.infer<T>;

/** Slides of a deck (spec doc 2 §7 "Slides"); every change is a deck command on the presentation's stream. */
@ApiTags('slides')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/slide')
export class SlidesController {
  constructor(
    private readonly editing: DeckEditing,
    private readonly queries: QueryBus,
  ) {}

  @Post('create')
  @HttpCode(201)
  @ApiHeader(IF_MATCH_HEADER)
  @ApiZodBody(createSlideRequestSchema)
  @ApiZodResponse(201, deckSlideSchema, 'The new slide with its options (a pickAnswer also brings a leaderboard slide after it)')
  @ApiZodResponse(422, errorBodySchema, "'Presentation has reached slide limit number.' at 500 slides")
  async create(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(createSlideRequestSchema)) body: Body<typeof createSlideRequestSchema>,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<DeckSlide> {
    const edit = await this.editing.edit(actor, { type: 'AddSlide', data: body }, revisionFromIfMatch(ifMatch));
    const { slide } = writtenData<{ slide: SlideSnapshot }>(edit.outcome.events, 'SlideAdded');
    return answer(response, edit, slideIn(edit.deck, slide.id));
  }

  @Put('update/:slideId')
  @ApiHeader(IF_MATCH_HEADER)
  @ApiZodBody(updateSlideRequestSchema)
  @ApiZodResponse(200, deckSlideSchema, 'The slide; a new type or slideType switches it, keeping what still applies')
  async update(
    @CurrentActor() actor: Actor,
    @Param('slideId', new ZodValidationPipe(deckPartIdParamSchema)) slideId: string,
    @Body(new ZodValidationPipe(updateSlideRequestSchema)) body: Body<typeof updateSlideRequestSchema>,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<DeckSlide> {
    const presentationId = await this.editing.presentationOf(actor, 'slide', slideId);
    const { type, slideType, ...fields } = body;
    const edit = await withFieldPathsAtBodyRoot(
      this.editing.edit(actor, { type: 'UpdateSlide', data: { presentationId, slideId, type, slideType, fields } }, revisionFromIfMatch(ifMatch)),
    );
    return answer(response, edit, slideIn(edit.deck, slideId));
  }

  @Patch(':slideId')
  @ApiHeader(IF_MATCH_HEADER)
  @ApiZodBody(patchSlideRequestSchema)
  @ApiZodResponse(200, deckSlideSchema, 'The slide with the sent fields changed')
  async patch(
    @CurrentActor() actor: Actor,
    @Param('slideId', new ZodValidationPipe(deckPartIdParamSchema)) slideId: string,
    @Body(new ZodValidationPipe(patchSlideRequestSchema)) fields: Body<typeof patchSlideRequestSchema>,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<DeckSlide> {
    const presentationId = await this.editing.presentationOf(actor, 'slide', slideId);
    const edit = await withFieldPathsAtBodyRoot(
      this.editing.edit(actor, { type: 'PatchSlide', data: { presentationId, slideId, fields } }, revisionFromIfMatch(ifMatch)),
    );
    return answer(response, edit, slideIn(edit.deck, slideId));
  }

  @Patch()
  @ApiHeader(IF_MATCH_HEADER)
  @ApiZodBody(patchSlidesRequestSchema)
  @ApiZodResponse(200, deckSlidesResponseSchema, 'The patched slides, in deck order; all or none are changed')
  async patchMany(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(patchSlidesRequestSchema)) body: Body<typeof patchSlidesRequestSchema>,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ slides: DeckSlide[] }> {
    const slides = body.slides.map(({ id, ...fields }) => ({ slideId: id, fields }));
    const edit = await this.editing.edit(
      actor,
      { type: 'PatchSlides', data: { presentationId: body.presentationId, slides } },
      revisionFromIfMatch(ifMatch),
    );
    const patched = new Set(slides.map((slide) => slide.slideId));
    return answer(response, edit, { slides: edit.deck.slides.filter((slide) => patched.has(slide.id)) });
  }

  @Post('duplicate-slides')
  @HttpCode(201)
  @ApiHeader(IF_MATCH_HEADER)
  @ApiZodBody(duplicateSlidesRequestSchema)
  @ApiZodResponse(201, deckSlidesResponseSchema, 'The copies, each with new ids for itself, its options and hints')
  async duplicate(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(duplicateSlidesRequestSchema)) body: Body<typeof duplicateSlidesRequestSchema>,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ slides: DeckSlide[] }> {
    if (body.isDuplicatingToOtherPresentation) {
      // Copies into another deck would need a command that takes whole slides; refused rather than half done.
      throw new BusinessRuleViolated('Copying slides into another presentation is not available yet.');
    }
    const slideIds = Array.isArray(body.duplicatedSlideId) ? body.duplicatedSlideId : [body.duplicatedSlideId];
    const edit = await this.editing.edit(
      actor,
      {
        type: 'DuplicateSlides',
        data: {
          presentationId: body.destinatedPresentationId,
          slideIds,
          insertAfter: body.insertAfter,
          isIncludingResponseData: body.isIncludingResponseData,
        },
      },
      revisionFromIfMatch(ifMatch),
    );
    const copies = edit.outcome.events
      .filter((event) => event.type === 'SlideDuplicated')
      .map((event) => slideIn(edit.deck, (event.data as { slide: SlideSnapshot }).slide.id));
    return answer(response, edit, { slides: copies });
  }

  @Put('sort-slides/:presentationId')
  @ApiHeader(IF_MATCH_HEADER)
  @ApiZodBody(sortSlidesRequestSchema)
  @ApiZodResponse(200, slideOrderResponseSchema, "The deck's order; the slides named move to their orders, the rest keep theirs")
  async sort(
    @CurrentActor() actor: Actor,
    @Param('presentationId', new ZodValidationPipe(presentationIdParamSchema)) presentationId: string,
    @Body(new ZodValidationPipe(sortSlidesRequestSchema)) body: Body<typeof sortSlidesRequestSchema>,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SlideOrderResponse> {
    const slides = body.slides.map((slide) => ({ slideId: slide.id, order: slide.order }));
    const edit = await this.editing.edit(actor, { type: 'SortSlides', data: { presentationId, slides } }, revisionFromIfMatch(ifMatch));
    return answer(response, edit, slideOrder(edit.deck));
  }

  @Post('batch-update')
  @HttpCode(200)
  @ApiHeader(IF_MATCH_HEADER)
  @ApiZodBody(batchUpdateSlidesRequestSchema)
  @ApiZodResponse(200, slideOrderResponseSchema, "Doc 2 §7 batch update (id, order, deleted) as one change; the deck's order after it")
  async batchUpdate(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(batchUpdateSlidesRequestSchema)) body: Body<typeof batchUpdateSlidesRequestSchema>,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SlideOrderResponse> {
    const slides = body.slides.map(({ id, ...change }) => ({ slideId: id, ...change }));
    const edit = await this.editing.edit(
      actor,
      { type: 'BatchUpdateSlides', data: { presentationId: body.presentationId, slides } },
      revisionFromIfMatch(ifMatch),
    );
    return answer(response, edit, slideOrder(edit.deck));
  }

  @Delete()
  @ApiHeader(IF_MATCH_HEADER)
  @ApiZodBody(deleteSlidesSchema)
  @ApiZodResponse(200, slideOrderResponseSchema, 'Soft delete (restorable); the orders close up to 1..n')
  async deleteMany(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(deleteSlidesSchema)) body: Body<typeof deleteSlidesSchema>,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SlideOrderResponse> {
    const edit = await this.editing.edit(actor, { type: 'DeleteSlides', data: body }, revisionFromIfMatch(ifMatch));
    return answer(response, edit, slideOrder(edit.deck));
  }

  @Post('restore')
  @HttpCode(200)
  @ApiHeader(IF_MATCH_HEADER)
  @ApiZodBody(restoreSlidesSchema)
  @ApiZodResponse(200, slideOrderResponseSchema, 'Deleted slides back where they were (undo of a delete)')
  async restore(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(restoreSlidesSchema)) body: Body<typeof restoreSlidesSchema>,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SlideOrderResponse> {
    const edit = await this.editing.edit(actor, { type: 'RestoreSlides', data: body }, revisionFromIfMatch(ifMatch));
    return answer(response, edit, slideOrder(edit.deck));
  }

  @Get(':slideId')
  @ApiZodResponse(200, deckSlideSchema, 'The slide with its options and hints in order')
  async get(
    @CurrentActor() actor: Actor,
    @Param('slideId', new ZodValidationPipe(deckPartIdParamSchema)) slideId: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<DeckSlide> {
    const deck = await this.editing.deck(actor, await this.editing.presentationOf(actor, 'slide', slideId));
    response.setHeader('ETag', etagFor(deck.revision));
    return slideIn(deck, slideId);
  }

  @Delete(':slideId')
  @ApiHeader(IF_MATCH_HEADER)
  @ApiZodResponse(200, slideOrderResponseSchema, 'Soft delete of one slide; the orders close up to 1..n')
  async delete(
    @CurrentActor() actor: Actor,
    @Param('slideId', new ZodValidationPipe(deckPartIdParamSchema)) slideId: string,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SlideOrderResponse> {
    const presentationId = await this.editing.presentationOf(actor, 'slide', slideId);
    const edit = await this.editing.edit(actor, { type: 'DeleteSlides', data: { presentationId, slideIds: [slideId] } }, revisionFromIfMatch(ifMatch));
    return answer(response, edit, slideOrder(edit.deck));
  }

  /** The slide's options in order, each with its live response count (doc 2 §3 option `count`). */
  @Get(':slideId/slide-options')
  @ApiZodResponse(200, slideOptionsWithCountsResponseSchema, "The slide's options in order with their live counts")
  async options(
    @CurrentActor() actor: Actor,
    @Param('slideId', new ZodValidationPipe(deckPartIdParamSchema)) slideId: string,
  ): Promise<SlideOptionsWithCountsResponse> {
    const presentationId = await this.editing.presentationOf(actor, 'slide', slideId);
    const deck = await this.editing.deck(actor, presentationId);
    const counts = await this.queries.execute(new LiveOptionCountsQuery(presentationId, slideId));
    return { slideId, options: slideIn(deck, slideId).options.map((option) => ({ ...option, count: counts[option.id] ?? 0 })) };
  }

  @Put(':slideId/slide-options/order')
  @ApiHeader(IF_MATCH_HEADER)
  @ApiZodBody(reorderSlideOptionsRequestSchema)
  @ApiZodResponse(200, slideOptionsResponseSchema, 'The options in their new order (for correct order, the answer)')
  async reorderOptions(
    @CurrentActor() actor: Actor,
    @Param('slideId', new ZodValidationPipe(deckPartIdParamSchema)) slideId: string,
    @Body(new ZodValidationPipe(reorderSlideOptionsRequestSchema)) body: Body<typeof reorderSlideOptionsRequestSchema>,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SlideOptionsResponse> {
    const presentationId = await this.editing.presentationOf(actor, 'slide', slideId);
    const edit = await this.editing.edit(
      actor,
      { type: 'ReorderSlideOptions', data: { presentationId, slideId, optionIds: body.optionIds } },
      revisionFromIfMatch(ifMatch),
    );
    return answer(response, edit, { slideId, options: slideIn(edit.deck, slideId).options });
  }
}

