import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { AI_NOT_CONFIGURED_MESSAGE } from '../../../contracts/ai/constants.js';
import { IMPROVE_CONTENT_MESSAGES, improvedContentJsonSchema, improvedContentSchema, type ImproveContentRequest } from '../../../contracts/ai/improve-content.js';
import type { DeckSlide } from '../../../contracts/deck/read-model.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import { presentationStreamId } from '../../../contracts/presentations/constants.js';
import { AI_PROVIDER, type AiProvider } from '../../infrastructure/ai/ai-provider.port.js';
import { CommandExecutor } from '../../infrastructure/commands/command-executor.js';
import type { RateLimit } from '../../infrastructure/rate-limits/rate-limit.js';
import { RateLimits } from '../../infrastructure/rate-limits/rate-limits.js';
import { BusinessRuleViolated } from '../../shared-kernel/domain/domain-errors.js';
import { RunDeckCommand } from '../../slides/application/run-deck-command.js';
import { deckDecider } from '../../slides/domain/deck-decider.js';
import { GetEditableDeckQuery } from '../../slides/application/editable-deck-query.js';
import { requireSlide } from '../../slides/domain/deck-guards.js';
import { titledOptions } from '../domain/answer-generation-rules.js';
import { TOO_MANY_AI_REQUESTS } from './ai-chat.service.js';
import { askStructured } from './ask-structured.js';

const SYSTEM_PROMPT =
  'You rewrite the text of one slide of a live presentation in the asked writing style, keeping its meaning and its language. Answer only with JSON following the given schema: {"title": ..., "options": [{"title": ...}]}, the options in the same order and number as given.';

/**
 * Spec doc 3 "improve slide content": the model rewrites the slide's title and option titles; what changed is written
 * as ordinary deck commands by the person who asked (undoable, in the history).
 */
@Injectable()
export class AiImproveService {
  private readonly logger = new Logger(AiImproveService.name);
  private readonly requestsPerUser: RateLimit;

  constructor(
    @Inject(AI_PROVIDER) private readonly provider: AiProvider | null,
    private readonly executor: CommandExecutor,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    limits: RateLimits,
  ) {
    this.requestsPerUser = limits.shared('aiRequestsPerUser', TOO_MANY_AI_REQUESTS);
  }

  async improve(actor: Actor, request: ImproveContentRequest): Promise<{ message: string; slide: Pick<DeckSlide, 'id' | 'title' | 'options'> }> {
    const { presentationId, slideId } = request;
    const stream = presentationStreamId(presentationId);
    const deck = await this.queries.execute(new GetEditableDeckQuery(actor, presentationId));
    const slide = requireSlide(deck, slideId);
    if ((slide.title ?? '').trim() === '') throw new BusinessRuleViolated(IMPROVE_CONTENT_MESSAGES.noTitle);
    const provider = this.provider;
    if (!provider) throw new BusinessRuleViolated(AI_NOT_CONFIGURED_MESSAGE);
    await this.requestsPerUser.take(actor.id);

    const options = titledOptions(slide);
    const { writingMode, tone, complexity } = request.improveWritingSettings.writingStyle;
    const rewrite = await askStructured(
      provider,
      {
        system: SYSTEM_PROMPT,
        user: [
          `Writing style: ${writingMode}, tone ${tone}, complexity ${complexity}.`,
          `Title: ${slide.title}`,
          options.length > 0 ? `Options:\n${options.map((option, index) => `${index + 1}. ${option.title}`).join('\n')}` : 'No options.',
        ].join('\n'),
        schemaName: 'slide_content',
        schema: improvedContentJsonSchema(),
        accept: (answer) => {
          const parsed = improvedContentSchema.safeParse(answer);
          return parsed.success && parsed.data.options.length === options.length ? parsed.data : null;
        },
      },
      this.logger,
    );
    if (rewrite === null) throw new BusinessRuleViolated(IMPROVE_CONTENT_MESSAGES.failed);

    if (rewrite.title !== slide.title) await this.commands.execute(new RunDeckCommand(actor, { type: 'PatchSlide', data: { presentationId, slideId, fields: { title: rewrite.title } } }));
    for (const [index, option] of options.entries()) {
      const title = rewrite.options[index]!.title;
      if (title !== option.title) await this.commands.execute(new RunDeckCommand(actor, { type: 'PatchSlideOption', data: { presentationId, optionId: option.id, title } }));
    }
    const after = (await this.executor.currentState(stream, deckDecider)).slides.find((candidate) => candidate.id === slideId)!;
    return { message: IMPROVE_CONTENT_MESSAGES.updated, slide: { id: after.id, title: after.title, options: after.options } };
  }
}
