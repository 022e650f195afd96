import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { aiChatRequestSchema, aiChatStopSchema, type AiChatRequest, type AiChatStop, type AiStatus } from '../../../contracts/ai/chat.js';
import { aiDocumentSlidesRequestSchema, type AiDocumentSlidesRequest } from '../../../contracts/ai/document-slides.js';
import { generateOptionsRequestSchema, type GenerateOptionsRequest } from '../../../contracts/ai/generated-options.js';
import { improveContentRequestSchema, type ImproveContentRequest } from '../../../contracts/ai/improve-content.js';
import {
  batchDismissMisspelledRequestSchema,
  checkSpellingRequestSchema,
  dismissMisspelledRequestSchema,
  type BatchDismissMisspelledRequest,
  type CheckSpellingRequest,
  type DismissMisspelledRequest,
  type SpellcheckResult,
} from '../../../contracts/ai/spellcheck.js';
import type { DeckSlide } from '../../../contracts/deck/read-model.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ApiZodBody } from '../../infrastructure/http/api-schema.decorators.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { AiChatService } from '../application/ai-chat.service.js';
import { AiImproveService } from '../application/ai-improve.service.js';
import { AiOptionsService } from '../application/ai-options.service.js';
import { AiSpellcheckService } from '../application/ai-spellcheck.service.js';

/** Spec doc 3 §7 AI calls: Edit with AI's chat (the slides arrive over presentation:chat:response). */
@ApiTags('generative-ai')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/generative-ai')
export class GenerativeAiController {
  constructor(
    private readonly chat: AiChatService,
    private readonly options: AiOptionsService,
    private readonly improver: AiImproveService,
    private readonly spelling: AiSpellcheckService,
  ) {}

  /** Whether AI is on (and how to turn it on), and how many of the user's requests are used. */
  @Get('status')
  status(@CurrentActor() actor: Actor): Promise<AiStatus> {
    return this.chat.status(actor);
  }

  @Post('chat')
  @HttpCode(202)
  @ApiZodBody(aiChatRequestSchema)
  start(@CurrentActor() actor: Actor, @Body(new ZodValidationPipe(aiChatRequestSchema)) body: AiChatRequest): Promise<{ requestId: string }> {
    return this.chat.start(actor, body);
  }

  @Post('chat/stop')
  @HttpCode(200)
  @ApiZodBody(aiChatStopSchema)
  stop(@CurrentActor() actor: Actor, @Body(new ZodValidationPipe(aiChatStopSchema)) body: AiChatStop): Promise<{ stopped: boolean }> {
    return this.chat.stop(actor, body);
  }

  /** Spec doc 3 §2 "Generate interactive slides": slides from a document's text, streamed like the chat's. */
  @Post('presentation/generate-from-document')
  @HttpCode(202)
  @ApiZodBody(aiDocumentSlidesRequestSchema)
  generateFromDocument(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(aiDocumentSlidesRequestSchema)) body: AiDocumentSlidesRequest,
  ): Promise<{ requestId: string }> {
    return this.chat.fromDocument(actor, body);
  }

  /** Spec doc 3 §7 slide:generate-slide-options (a slash for the colon, which routers read as a parameter): the options a question is missing. */
  @Post('slide/generate-slide-options')
  @HttpCode(200)
  @ApiZodBody(generateOptionsRequestSchema)
  generateOptions(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(generateOptionsRequestSchema)) body: GenerateOptionsRequest,
  ): Promise<{ generated: number; slideOptions: DeckSlide['options'] }> {
    return this.options.generate(actor, body);
  }

  /** Spec doc 3 §7 slide:improve-content (a slash for the colon): the slide's text rewritten in a writing style. */
  @Post('slide/improve-content')
  @HttpCode(200)
  @ApiZodBody(improveContentRequestSchema)
  improveContent(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(improveContentRequestSchema)) body: ImproveContentRequest,
  ): Promise<{ message: string; slide: Pick<DeckSlide, 'id' | 'title' | 'options'> }> {
    return this.improver.improve(actor, body);
  }

  /** Spec doc 3 §7 presentation:check-spelling (a slash for the colon): the deck's misspelled words, less those dismissed. */
  @Post('presentation/check-spelling')
  @HttpCode(200)
  @ApiZodBody(checkSpellingRequestSchema)
  checkSpelling(@CurrentActor() actor: Actor, @Body(new ZodValidationPipe(checkSpellingRequestSchema)) body: CheckSpellingRequest): Promise<SpellcheckResult> {
    return this.spelling.check(actor, body);
  }

  /** Spec doc 3 §7 presentation:dismiss-misspelled {presentationId, misspell}. */
  @Post('presentation/dismiss-misspelled')
  @HttpCode(200)
  @ApiZodBody(dismissMisspelledRequestSchema)
  dismissMisspelled(@CurrentActor() actor: Actor, @Body(new ZodValidationPipe(dismissMisspelledRequestSchema)) body: DismissMisspelledRequest): Promise<{ message: string; dismissed: number }> {
    return this.spelling.dismiss(actor, body.presentationId, [body.misspell]);
  }

  /** Spec doc 3 §7 presentation:batch-dismiss-misspelled {presentationId, misspellings}. */
  @Post('presentation/batch-dismiss-misspelled')
  @HttpCode(200)
  @ApiZodBody(batchDismissMisspelledRequestSchema)
  batchDismissMisspelled(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(batchDismissMisspelledRequestSchema)) body: BatchDismissMisspelledRequest,
  ): Promise<{ message: string; dismissed: number }> {
    return this.spelling.dismiss(actor, body.presentationId, body.misspellings);
  }
}
