import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountsModule } from './accounts/accounts.module.js';
import { ChatModule } from './chat/chat.module.js';
import { HealthController } from './health/health.controller.js';
import type { AppConfig } from './infrastructure/config/app-config.js';
import { InfrastructureModule } from './infrastructure/infrastructure.module.js';
import { LiveModule } from './live/live.module.js';
import { PresentationsModule } from './presentations/presentations.module.js';
import { QnaModule } from './qna/qna.module.js';
import { QuizModule } from './quiz/quiz.module.js';
import { SlidesModule } from './slides/slides.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [CqrsModule.forRoot(), InfrastructureModule.forRoot(config), AccountsModule, PresentationsModule, LiveModule, SlidesModule, QuizModule, QnaModule, ChatModule],
      controllers: [HealthController],
    };
  }
}
