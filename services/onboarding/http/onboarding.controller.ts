import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../contracts/events/envelope.js';
import {
  createFeatureDeckRequestSchema,
  onboardingFeatureOptionsSchema,
  ONBOARDING_FEATURE_KEYS,
  type CreateFeatureDeckRequest,
  type OnboardingFeatureOptions,
} from '../../../contracts/onboarding/feature-decks.js';
import { presentationSummarySchema, type PresentationSummary } from '../../../contracts/presentations/read-models.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ApiZodBody, ApiZodResponse } from '../../infrastructure/http/api-schema.decorators.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { CreateFeatureDeckCommand } from '../application/create-feature-deck.js';
import { FEATURE_DECKS } from '../domain/feature-decks.js';

/** Spec doc 3 §9 "Surveys, onboarding, misc": the feature-based onboarding options and the deck each creates. */
@ApiTags('onboarding')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api')
export class OnboardingController {
  constructor(private readonly commands: CommandBus) {}

  @Get('onboarding-feature-based-options')
  @ApiZodResponse(200, onboardingFeatureOptionsSchema, 'One ready deck per feature')
  options(): OnboardingFeatureOptions {
    return {
      options: ONBOARDING_FEATURE_KEYS.map((key) => ({
        key,
        name: FEATURE_DECKS[key].name,
        description: FEATURE_DECKS[key].description,
        slideCount: FEATURE_DECKS[key].slides.length,
      })),
    };
  }

  @Post('presentation/create-featured-based-onboarding-presentation')
  @HttpCode(201)
  @ApiZodBody(createFeatureDeckRequestSchema)
  @ApiZodResponse(201, presentationSummarySchema, 'The new deck, ready to present')
  create(
    @CurrentActor() actor: Actor,
    @Body(new ZodValidationPipe(createFeatureDeckRequestSchema)) body: CreateFeatureDeckRequest,
  ): Promise<PresentationSummary> {
    return this.commands.execute(new CreateFeatureDeckCommand(actor, body.key));
  }
}
