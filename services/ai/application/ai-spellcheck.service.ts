import { Inject, Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AI_NOT_CONFIGURED_MESSAGE } from '../../../contracts/ai/constants.js';
import {
  SPELLCHECK_MESSAGES,
  spellingAnswerJsonSchema,
  spellingAnswerSchema,
  spellingDismissalsStreamId,
  type CheckSpellingRequest,
  type MisspellDismissal,
  type SpellcheckResult,
} from '../../../contracts/ai/spellcheck.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import { AI_PROVIDER, type AiProvider } from '../../infrastructure/ai/ai-provider.port.js';
import { CommandExecutor } from '../../infrastructure/commands/command-executor.js';
import type { RateLimit } from '../../infrastructure/rate-limits/rate-limit.js';
import { RateLimits } from '../../infrastructure/rate-limits/rate-limits.js';
import { BusinessRuleViolated } from '../../shared-kernel/domain/domain-errors.js';
import { GetEditableDeckQuery } from '../../slides/application/editable-deck-query.js';
import { misspellingsFrom } from '../domain/misspellings.js';
import { numberedTexts, spellableTexts } from '../domain/spellable-texts.js';
import { spellingDismissalsDecider } from '../domain/spelling-dismissals.decider.js';
import { TOO_MANY_AI_REQUESTS } from './ai-chat.service.js';
import { askStructured } from './ask-structured.js';

const SYSTEM_PROMPT = [
  'You check the spelling of the numbered texts of a presentation.',
  'Answer only with JSON following the given schema: {"misspellings": [{"text": <number of the text>, "word": <the misspelled word exactly as written>, "corrections": [...]}]}.',
  'Report only words that are misspelled in the language they are written in; names, brands and deliberate slang are not misspellings. No misspellings: {"misspellings": []}.',
].join(' ');

/**
 * Spec doc 3 §7 spellcheck: the model reads the deck's texts and names misspelled words; only whole words of the
 * texts it names are reported, without those an editor dismissed. A correction is the editor's ordinary slide edit.
 */
@Injectable()
export class AiSpellcheckService {
  private readonly logger = new Logger(AiSpellcheckService.name);
  private readonly requestsPerUser: RateLimit;

  constructor(
    @Inject(AI_PROVIDER) private readonly provider: AiProvider | null,
    private readonly executor: CommandExecutor,
    private readonly queries: QueryBus,
    limits: RateLimits,
  ) {
    this.requestsPerUser = limits.shared('aiRequestsPerUser', TOO_MANY_AI_REQUESTS);
  }

  async check(actor: Actor, { presentationId }: CheckSpellingRequest): Promise<SpellcheckResult> {
    const deck = await this.queries.execute(new GetEditableDeckQuery(actor, presentationId));
    const provider = this.provider;
    if (!provider) throw new BusinessRuleViolated(AI_NOT_CONFIGURED_MESSAGE);
    const texts = spellableTexts(deck.slides);
    // Nothing written yet: nothing to ask.
    if (texts.length === 0) return { misspellings: [] };
    await this.requestsPerUser.take(actor.id);
    const answer = await askStructured(
      provider,
      {
        system: SYSTEM_PROMPT,
        user: numberedTexts(texts),
        schemaName: 'misspellings',
        schema: spellingAnswerJsonSchema(),
        accept: (raw) => {
          const parsed = spellingAnswerSchema.safeParse(raw);
          return parsed.success ? parsed.data : null;
        },
      },
      this.logger,
    );
    if (answer === null) throw new BusinessRuleViolated(SPELLCHECK_MESSAGES.failed);
    const { dismissed } = await this.executor.currentState(spellingDismissalsStreamId(presentationId), spellingDismissalsDecider);
    return { misspellings: misspellingsFrom(answer, texts, dismissed) };
  }

  /** Dismiss and batch dismiss: remembered for the deck, so no editor sees the word in that phrase again. */
  async dismiss(actor: Actor, presentationId: string, misspellings: readonly MisspellDismissal[]): Promise<{ message: string; dismissed: number }> {
    await this.queries.execute(new GetEditableDeckQuery(actor, presentationId));
    const outcome = await this.executor.execute({
      streamId: spellingDismissalsStreamId(presentationId),
      decider: spellingDismissalsDecider,
      command: { type: 'DismissMisspellings', presentationId, misspellings },
      actor,
    });
    const written = outcome.events.reduce((count, event) => count + event.data.misspellings.length, 0);
    return { message: SPELLCHECK_MESSAGES.dismissed, dismissed: written };
  }
}
