import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountsModule } from './accounts/accounts.module.js';
import { AiModule } from './ai/ai.module.js';
import { OnboardingModule } from './onboarding/onboarding.module.js';
import { ChatModule } from './chat/chat.module.js';
import { HealthController } from './health/health.controller.js';
import { IdeasModule } from './ideas/ideas.module.js';
import { ImportsModule } from './imports/imports.module.js';
import type { Clock } from './infrastructure/commands/command-executor.js';
import type { AppConfig } from './infrastructure/config/app-config.js';
import { InfrastructureModule } from './infrastructure/infrastructure.module.js';
import { LiveModule } from './live/live.module.js';
import { PacingModule } from './pacing/pacing.module.js';
import { MediaModule } from './media/media.module.js';
import { PresentationsModule } from './presentations/presentations.module.js';
import { QnaModule } from './qna/qna.module.js';
import { QuizModule } from './quiz/quiz.module.js';
import { ReplayModule } from './replay/replay.module.js';
import { ExportsModule } from './exports/exports.module.js';
import { RemoteControlModule } from './remote-control/remote-control.module.js';
import { ReportsModule } from './reports/reports.module.js';
import { SearchModule } from './search/search.module.js';
import { SlidesModule } from './slides/slides.module.js';
import { SpinnerWheelModule } from './spinner-wheel/spinner-wheel.module.js';
import { TeamsModule } from './teams/teams.module.js';
import { ThemesModule } from './themes/themes.module.js';
import { TemplatesModule } from './templates/templates.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, clock?: Clock): DynamicModule {
    return {
      module: AppModule,
      imports: [CqrsModule.forRoot(), InfrastructureModule.forRoot(config, clock), AccountsModule, PresentationsModule, LiveModule, SlidesModule, QuizModule, IdeasModule, SpinnerWheelModule, PacingModule, RemoteControlModule, MediaModule, QnaModule, ChatModule, SearchModule, TeamsModule, ReportsModule, NotificationsModule, ReplayModule, ExportsModule, AiModule, ThemesModule, TemplatesModule, OnboardingModule, ImportsModule],
      controllers: [HealthController],
    };
  }
}
