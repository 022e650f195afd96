import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { PresentationsModule } from '../presentations/presentations.module.js';
import { CreateFeatureDeckHandler } from './application/create-feature-deck.js';
import { OnboardingController } from './http/onboarding.controller.js';

/** Issue 28: onboarding's feature-based decks (the answers themselves are the accounts context's). */
@Module({
  imports: [AccountsModule, PresentationsModule],
  controllers: [OnboardingController],
  providers: [CreateFeatureDeckHandler],
})
export class OnboardingModule {}
