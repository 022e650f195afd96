import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { AI_NOT_CONFIGURED_MESSAGE } from '../../../contracts/ai/constants.js';
import { generatedOptionsJsonSchema, generatedOptionsSchema, OPTION_GENERATION_MESSAGES, type GenerateOptionsRequest, type GeneratedOptions } from '../../../contracts/ai/generated-options.js';
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
import { answerGenerationRefusal, GENERATED_OPTIONS_TARGET, titledOptions } from '../domain/answer-generation-rules.js';
import { TOO_MANY_AI_REQUESTS } from './ai-chat.service.js';
import { askStructured } from './ask-structured.js';

const SYSTEM_PROMPT =
  'You write answer options for a question in a live presentation. Answer only with JSON following the given schema: {"options": [{"title": ..., "correct": ...}]}. Keep each option short. Write in the language of the question.';

/**
 * Spec doc 3 "generate answer options": the model writes the options a question is missing (up to four titled ones);
 * they replace the empty ones as two ordinary deck commands by the person who asked.
 */
@Injectable()
export class AiOptionsService {
  private readonly logger = new Logger(AiOptionsService.name);
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

  async generate(actor: Actor, request: GenerateOptionsRequest): Promise<{ generated: number; slideOptions: DeckSlide['options'] }> {
    const { presentationId, slideId } = request;
    const deck = await this.queries.execute(new GetEditableDeckQuery(actor, presentationId));
    const slide = requireSlide(deck, slideId);
    const refusal = answerGenerationRefusal(slide);
    if (refusal) throw new BusinessRuleViolated(OPTION_GENERATION_MESSAGES[refusal]);
    const provider = this.provider;
    if (!provider) throw new BusinessRuleViolated(AI_NOT_CONFIGURED_MESSAGE);
    await this.requestsPerUser.take(actor.id);

    const kept = titledOptions(slide);
    const wanted = GENERATED_OPTIONS_TARGET - kept.length;
    const quiz = slide.type === 'pickAnswer';
    const needsCorrect = quiz && !kept.some((option) => option.correct);
    const generated = await this.ask(provider, slide, kept, wanted, needsCorrect);
    const options = generated.slice(0, wanted).map((option) => ({ title: option.title, correct: quiz && needsCorrect && option.correct }));

    const empty = slide.options.filter((option) => option.title.trim() === '').map((option) => option.id);
    if (empty.length > 0) await this.commands.execute(new RunDeckCommand(actor, { type: 'DeleteSlideOptions', data: { presentationId, slideId, optionIds: empty } }));
    const outcome = await this.commands.execute(new RunDeckCommand(actor, { type: 'AddSlideOptions', data: { presentationId, slideId, options } }));
    const added = outcome.events.find((event) => event.type === 'SlideOptionsAdded')?.data as { options: DeckSlide['options'] } | undefined;
    const after = await this.executor.currentState(presentationStreamId(presentationId), deckDecider);
    return { generated: added?.options.length ?? options.length, slideOptions: after.slides.find((candidate) => candidate.id === slideId)?.options ?? [] };
  }

  /** A valid answer has enough options and, for a quiz question without a right answer yet, exactly one right one. */
  private async ask(provider: AiProvider, slide: DeckSlide, kept: DeckSlide['options'], wanted: number, needsCorrect: boolean): Promise<GeneratedOptions['options']> {
    const user = [
      `Question: ${slide.title ?? ''}`,
      kept.length > 0 ? `Existing options: ${kept.map((option) => option.title).join(' | ')}` : 'There are no options yet.',
      `Write ${wanted} more option${wanted === 1 ? '' : 's'}.`,
      slide.type === 'poll' ? 'It is an opinion poll: every "correct" is false.' : needsCorrect ? 'Exactly one of them is correct.' : 'The correct answer is among the existing options: every "correct" is false.',
    ].join('\n');
    const options = await askStructured(
      provider,
      {
        system: SYSTEM_PROMPT,
        user,
        schemaName: 'options',
        schema: generatedOptionsJsonSchema(),
        accept: (answer) => {
          const parsed = generatedOptionsSchema.safeParse(answer);
          if (!parsed.success || parsed.data.options.length < wanted) return null;
          const rightOnes = parsed.data.options.slice(0, wanted).filter((option) => option.correct).length;
          return !needsCorrect || rightOnes === 1 ? parsed.data.options : null;
        },
      },
      this.logger,
    );
    if (options === null) throw new BusinessRuleViolated(OPTION_GENERATION_MESSAGES.failed);
    return options;
  }
}
