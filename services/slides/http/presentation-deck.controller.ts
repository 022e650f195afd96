import { Body, Controller, Get, Headers, HttpCode, Param, Patch, Post, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { z } from 'zod';
import { participantInfoSchema, type ParticipantInfo } from '../../../contracts/deck/participant-info.js';
import {
  activeSlideRequestSchema,
  participantInfoRequestSchema,
  presentationAttributeRequestSchema,
  presentationSettingsRequestSchema,
  resultsFlagRequestSchema,
  themeRequestSchema,
} from '../../../contracts/deck/requests.js';
import {
  activeSlideResponseSchema,
  autoTitleResponseSchema,
  deckEventsQuerySchema,
  deckEventsResponseSchema,
  presentationAttributesResponseSchema,
  resultsFlagResponseSchema,
  type DeckEventsResponse,
  type PresentationAttributesResponse,
} from '../../../contracts/deck/responses.js';
import { presentationSettingsSchema, type PresentationSettings } from '../../../contracts/deck/settings.js';
import { errorBodySchema } from '../../../contracts/errors/error-body.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ApiZodBody, ApiZodResponse } from '../../infrastructure/http/api-schema.decorators.js';
import { etagFor, revisionFromIfMatch } from '../../infrastructure/http/etag.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { presentationIdParamSchema } from '../../presentations/http/presentation-id.param.js';
import { DeckEditing } from '../application/deck-editing.js';
import { GetDeckEventsQuery } from '../application/deck-events-query.js';
import { answer, IF_MATCH_HEADER } from './deck-http.js';
import { attributesView } from './deck-views.js';

const presentationIdPipe = () => new ZodValidationPipe(presentationIdParamSchema);

/**
 * A deck's presentation-level parts: look (attributes, theme), settings, participant information, the editor's
 * active slide, the results flag and auto title, and the stream's events for the client's local log.
 */
@ApiTags('presentation deck')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api')
export class PresentationDeckController {
  constructor(
    private readonly editing: DeckEditing,
    private readonly queries: QueryBus,
  ) {}

  @Get('presentation-attribute/:presentationId')
  @ApiZodResponse(200, presentationAttributesResponseSchema, "The deck's look (doc 3 §3 presentation attribute) and font")
  async attributes(
    @CurrentActor() actor: Actor,
    @Param('presentationId', presentationIdPipe()) id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PresentationAttributesResponse> {
    const deck = await this.editing.deck(actor, id);
    response.setHeader('ETag', etagFor(deck.revision));
    return attributesView(deck);
  }

  @Patch('presentation-attribute/:presentationId')
  @ApiHeader(IF_MATCH_HEADER)
  @ApiZodBody(presentationAttributeRequestSchema)
  @ApiZodResponse(200, presentationAttributesResponseSchema, "The look after the change; '' colours and visibility -1 unset a value")
  async updateAttributes(
    @CurrentActor() actor: Actor,
    @Param('presentationId', presentationIdPipe()) id: string,
    @Body(new ZodValidationPipe(presentationAttributeRequestSchema)) attributes: z.infer<typeof presentationAttributeRequestSchema>,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PresentationAttributesResponse> {
    const edit = await this.editing.edit(actor, { type: 'UpdatePresentationAttributes', data: { presentationId: id, attributes } }, revisionFromIfMatch(ifMatch));
    return answer(response, edit, attributesView(edit.deck));
  }

  @Patch('presentation/:presentationId/theme')
  @ApiHeader(IF_MATCH_HEADER)
  @ApiZodBody(themeRequestSchema)
  @ApiZodResponse(200, presentationAttributesResponseSchema, "The look after the theme was applied to the deck and copied onto every slide")
  async applyTheme(
    @CurrentActor() actor: Actor,
    @Param('presentationId', presentationIdPipe()) id: string,
    @Body(new ZodValidationPipe(themeRequestSchema)) theme: z.infer<typeof themeRequestSchema>,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PresentationAttributesResponse> {
    const edit = await this.editing.edit(actor, { type: 'ApplyPresentationTheme', data: { presentationId: id, theme } }, revisionFromIfMatch(ifMatch));
    return answer(response, edit, attributesView(edit.deck));
  }

  @Get('presentation/:presentationId/settings')
  @ApiZodResponse(200, presentationSettingsSchema, 'Doc 2 §3 presentation settings (chat, pacing, teams, moderation, Q&A, quiz)')
  async settings(
    @CurrentActor() actor: Actor,
    @Param('presentationId', presentationIdPipe()) id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PresentationSettings> {
    const deck = await this.editing.deck(actor, id);
    response.setHeader('ETag', etagFor(deck.revision));
    return deck.settings;
  }

  @Patch('presentation/:presentationId/settings')
  @ApiHeader(IF_MATCH_HEADER)
  @ApiZodBody(presentationSettingsRequestSchema)
  @ApiZodResponse(200, presentationSettingsSchema, 'All settings after the change (any subset may be sent)')
  async updateSettings(
    @CurrentActor() actor: Actor,
    @Param('presentationId', presentationIdPipe()) id: string,
    @Body(new ZodValidationPipe(presentationSettingsRequestSchema)) settings: z.infer<typeof presentationSettingsRequestSchema>,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PresentationSettings> {
    const edit = await this.editing.edit(actor, { type: 'UpdatePresentationSettings', data: { presentationId: id, settings } }, revisionFromIfMatch(ifMatch));
    return answer(response, edit, edit.deck.settings);
  }

  @Get('presentation/:presentationId/participant-info')
  @ApiZodResponse(200, participantInfoSchema, 'Doc 2 §3 participant information: heading, admission flag, fields')
  async participantInfo(
    @CurrentActor() actor: Actor,
    @Param('presentationId', presentationIdPipe()) id: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ParticipantInfo> {
    const deck = await this.editing.deck(actor, id);
    response.setHeader('ETag', etagFor(deck.revision));
    return deck.participantInfo;
  }

  @Patch('presentation/:presentationId/participant-info')
  @ApiHeader(IF_MATCH_HEADER)
  @ApiZodBody(participantInfoRequestSchema)
  @ApiZodResponse(200, participantInfoSchema, 'The participant information; new fields get ids')
  @ApiZodResponse(422, errorBodySchema, "'There are already too many participant fields.' above 8 fields")
  async updateParticipantInfo(
    @CurrentActor() actor: Actor,
    @Param('presentationId', presentationIdPipe()) id: string,
    @Body(new ZodValidationPipe(participantInfoRequestSchema)) body: z.infer<typeof participantInfoRequestSchema>,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ParticipantInfo> {
    const edit = await this.editing.edit(actor, { type: 'UpdateParticipantInfo', data: { presentationId: id, ...body } }, revisionFromIfMatch(ifMatch));
    return answer(response, edit, edit.deck.participantInfo);
  }

  @Patch('presentation/:presentationId/active-slide')
  @ApiHeader(IF_MATCH_HEADER)
  @ApiZodBody(activeSlideRequestSchema)
  @ApiZodResponse(200, activeSlideResponseSchema, 'Doc 2 §7 "PATCH presentation (lastSlide, socketId, activeSlide)": the slide the editor opens on')
  async setActiveSlide(
    @CurrentActor() actor: Actor,
    @Param('presentationId', presentationIdPipe()) id: string,
    @Body(new ZodValidationPipe(activeSlideRequestSchema)) body: z.infer<typeof activeSlideRequestSchema>,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ activeSlideId: string | null }> {
    const edit = await this.editing.edit(actor, { type: 'SetActiveSlide', data: { presentationId: id, slideId: body.activeSlide } }, revisionFromIfMatch(ifMatch));
    return answer(response, edit, { activeSlideId: edit.deck.activeSlideId });
  }

  @Patch('presentation/:presentationId/results-flag')
  @ApiHeader(IF_MATCH_HEADER)
  @ApiZodBody(resultsFlagRequestSchema)
  @ApiZodResponse(200, resultsFlagResponseSchema, 'Doc 2 §4 presentation results flag, as the caller re-checked it')
  async setResultsFlag(
    @CurrentActor() actor: Actor,
    @Param('presentationId', presentationIdPipe()) id: string,
    @Body(new ZodValidationPipe(resultsFlagRequestSchema)) body: z.infer<typeof resultsFlagRequestSchema>,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ hasResults: boolean }> {
    const edit = await this.editing.edit(
      actor,
      { type: 'SetPresentationResultsFlag', data: { presentationId: id, hasResults: body.hasResults } },
      revisionFromIfMatch(ifMatch),
    );
    return answer(response, edit, { hasResults: edit.deck.hasResults });
  }

  @Post('presentation/:presentationId/auto-title')
  @HttpCode(200)
  @ApiHeader(IF_MATCH_HEADER)
  @ApiZodResponse(200, autoTitleResponseSchema, 'Doc 2 §4 auto title: the name taken from the first written slide, once')
  async autoTitle(
    @CurrentActor() actor: Actor,
    @Param('presentationId', presentationIdPipe()) id: string,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ name: string; hasAutoSuggestedTitle: boolean }> {
    const edit = await this.editing.edit(actor, { type: 'AutoTitlePresentation', data: { presentationId: id } }, revisionFromIfMatch(ifMatch));
    return answer(response, edit, { name: edit.deck.name, hasAutoSuggestedTitle: edit.deck.hasAutoSuggestedTitle });
  }

  @Get('presentation/:presentationId/events')
  @ApiQuery({ name: 'after', required: false, description: 'The last revision the client holds; -1 or absent for all' })
  @ApiZodResponse(200, deckEventsResponseSchema, "The presentation stream's events after the revision, in order (owner only)")
  events(
    @CurrentActor() actor: Actor,
    @Param('presentationId', presentationIdPipe()) id: string,
    @Query(new ZodValidationPipe(deckEventsQuerySchema)) query: z.infer<typeof deckEventsQuerySchema>,
  ): Promise<DeckEventsResponse> {
    return this.queries.execute(new GetDeckEventsQuery(actor, id, query.after));
  }
}
