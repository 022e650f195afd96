import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { LiveModule } from '../live/live.module.js';
import { AI_PROVIDER } from '../infrastructure/ai/ai-provider.port.js';
import { OpenAiProvider } from '../infrastructure/ai/openai-provider.js';
import { APP_CONFIG, type AppConfig } from '../infrastructure/config/app-config.js';
import { AiAnswerGroupingService } from './application/ai-answer-grouping.service.js';
import { AiChatNotifier } from './application/ai-chat-notifier.js';
import { AiChatService } from './application/ai-chat.service.js';
import { AiImproveService } from './application/ai-improve.service.js';
import { AiOptionsService } from './application/ai-options.service.js';
import { AiSpellcheckService } from './application/ai-spellcheck.service.js';
import { AnswerGroupingController } from './http/answer-grouping.controller.js';
import { GenerativeAiController } from './http/generative-ai.controller.js';
import { AiChatGateway } from './realtime/ai-chat.gateway.js';

/** Issue 27: AI assistance through any OpenAI-compatible provider (none configured: AI is off and says so). */
@Module({
  imports: [AccountsModule, LiveModule],
  controllers: [GenerativeAiController, AnswerGroupingController],
  providers: [
    { provide: AI_PROVIDER, inject: [APP_CONFIG], useFactory: (config: AppConfig) => (config.ai ? new OpenAiProvider(config.ai) : null) },
    AiChatNotifier,
    AiChatService,
    AiOptionsService,
    AiImproveService,
    AiSpellcheckService,
    AiAnswerGroupingService,
    AiChatGateway,
  ],
})
export class AiModule {}
