import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Patch, Post, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { z } from 'zod';
import { deckSlideSchema, type DeckSlide } from '../../../contracts/deck/read-model.js';
import { slideEmbedResponseSchema, type SlideEmbedResponse } from '../../../contracts/deck/responses.js';
import { errorBodySchema } from '../../../contracts/errors/error-body.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import { embedRequestSchema } from '../../../contracts/slides/requests.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ApiZodBody, ApiZodResponse } from '../../infrastructure/http/api-schema.decorators.js';
import { etagFor, revisionFromIfMatch } from '../../infrastructure/http/etag.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { DeckEditing } from '../application/deck-editing.js';
import { answer, IF_MATCH_HEADER } from './deck-http.js';
import { embedView, slideIn } from './deck-views.js';
import { deckPartIdParamSchema } from './id-params.js';

type EmbedBody = z.infer<typeof embedRequestSchema>;

/** Embedded links (spec doc 2 §7 "Embed"): YouTube, Vimeo, Google Docs/Slides and Miro links become embed URLs. */
@ApiTags('slide embed')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/slide/embed')
export class SlideEmbedController {
  constructor(private readonly editing: DeckEditing) {}

  @Post(':slideId')
  @HttpCode(201)
  @ApiHeader(IF_MATCH_HEADER)
  @ApiZodBody(embedRequestSchema)
  @ApiZodResponse(201, slideEmbedResponseSchema, 'The embed with the converted URL in attributes.embedSrc')
  @ApiZodResponse(400, errorBodySchema, 'A link that does not parse, reported under details path errors.embedSrc')
  create(
    @CurrentActor() actor: Actor,
    @Param('slideId', new ZodValidationPipe(deckPartIdParamSchema)) slideId: string,
    @Body(new ZodValidationPipe(embedRequestSchema)) body: EmbedBody,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SlideEmbedResponse> {
    return this.set(actor, slideId, body, ifMatch, response);
  }

  @Patch(':slideId')
  @ApiHeader(IF_MATCH_HEADER)
  @ApiZodBody(embedRequestSchema)
  @ApiZodResponse(200, slideEmbedResponseSchema, 'The embed with the converted URL in attributes.embedSrc')
  @ApiZodResponse(400, errorBodySchema, 'A link that does not parse, reported under details path errors.embedSrc')
  update(
    @CurrentActor() actor: Actor,
    @Param('slideId', new ZodValidationPipe(deckPartIdParamSchema)) slideId: string,
    @Body(new ZodValidationPipe(embedRequestSchema)) body: EmbedBody,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SlideEmbedResponse> {
    return this.set(actor, slideId, body, ifMatch, response);
  }

  @Get(':slideId')
  @ApiZodResponse(200, slideEmbedResponseSchema, "The slide's embed")
  @ApiZodResponse(404, errorBodySchema, 'The slide has no embed')
  async get(
    @CurrentActor() actor: Actor,
    @Param('slideId', new ZodValidationPipe(deckPartIdParamSchema)) slideId: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SlideEmbedResponse> {
    const deck = await this.editing.deck(actor, await this.editing.presentationOf(actor, 'slide', slideId));
    response.setHeader('ETag', etagFor(deck.revision));
    return embedView(slideIn(deck, slideId));
  }

  @Delete(':slideId')
  @ApiHeader(IF_MATCH_HEADER)
  @ApiZodResponse(200, deckSlideSchema, 'The slide without its embed')
  async delete(
    @CurrentActor() actor: Actor,
    @Param('slideId', new ZodValidationPipe(deckPartIdParamSchema)) slideId: string,
    @Headers('if-match') ifMatch: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<DeckSlide> {
    const presentationId = await this.editing.presentationOf(actor, 'slide', slideId);
    const edit = await this.editing.edit(actor, { type: 'RemoveSlideEmbed', data: { presentationId, slideId } }, revisionFromIfMatch(ifMatch));
    return answer(response, edit, slideIn(edit.deck, slideId));
  }

  private async set(actor: Actor, slideId: string, body: EmbedBody, ifMatch: string | undefined, response: Response) {
    const presentationId = await this.editing.presentationOf(actor, 'slide', slideId);
    const edit = await this.editing.edit(
      actor,
      { type: 'SetSlideEmbed', data: { presentationId, slideId, embedSrc: body.attributes.embedSrc } },
      revisionFromIfMatch(ifMatch),
    );
    return answer(response, edit, embedView(slideIn(edit.deck, slideId)));
  }
}
