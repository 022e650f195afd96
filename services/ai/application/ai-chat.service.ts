import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { AiChatRequest, AiChatStop, AiStatus } from '../../../contracts/ai/chat.js';
import type { AiDocumentSlidesRequest } from '../../../contracts/ai/document-slides.js';
import { AI_MESSAGES, AI_NOT_CONFIGURED_MESSAGE, AI_REQUEST_LIMIT, aiUsageStreamId } from '../../../contracts/ai/constants.js';
import { generatedDeckJsonSchema } from '../../../contracts/ai/generated-slides.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import { AI_PROVIDER, type AiProvider } from '../../infrastructure/ai/ai-provider.port.js';
import { CommandExecutor } from '../../infrastructure/commands/command-executor.js';
import type { RateLimit } from '../../infrastructure/rate-limits/rate-limit.js';
import { RateLimits } from '../../infrastructure/rate-limits/rate-limits.js';
import { BusinessRuleViolated, DomainError } from '../../shared-kernel/domain/domain-errors.js';
import { RunDeckCommand } from '../../slides/application/run-deck-command.js';
import { GetEditableDeckQuery } from '../../slides/application/editable-deck-query.js';
import type { DeckState } from '../../slides/domain/deck-state.js';
import { aiUsageDecider } from '../domain/ai-usage.decider.js';
import { addSlideCommandFor } from '../domain/generated-slide-command.js';
import { AiChatNotifier } from './ai-chat-notifier.js';
import { isAbort, slidesFromAnswer } from './answer-slides.js';
import { documentMessage, SYSTEM_PROMPT, userMessage } from './prompt-messages.js';

export const TOO_MANY_AI_REQUESTS = 'You have sent many AI requests in a short time. Please wait a little and try again.';

/** An invalid answer is asked for once more, then reported (issue 27). */
const ATTEMPTS = 2;

interface Running {
  readonly userId: string;
  readonly presentationId: string;
  readonly abort: AbortController;
}

type Outcome = { readonly kind: 'done' } | { readonly kind: 'stopped' } | { readonly kind: 'invalid'; readonly reason: string };

/**
 * Edit with AI: a prompt is counted against the user's cap, answered by the provider as a stream, and every whole,
 * valid slide in it becomes an ordinary AddSlide by the user who asked (so it is in the history, attributed, undoable).
 */
@Injectable()
export class AiChatService {
  private readonly logger = new Logger(AiChatService.name);
  private readonly running = new Map<string, Running>();
  private readonly requestsPerUser: RateLimit;

  constructor(
    @Inject(AI_PROVIDER) private readonly provider: AiProvider | null,
    private readonly executor: CommandExecutor,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly notifier: AiChatNotifier,
    limits: RateLimits,
  ) {
    this.requestsPerUser = limits.shared('aiRequestsPerUser', TOO_MANY_AI_REQUESTS);
  }

  async status(actor: Actor): Promise<AiStatus> {
    const { requests } = await this.executor.currentState(aiUsageStreamId(actor.id), aiUsageDecider);
    return { enabled: this.provider !== null, message: this.provider ? null : AI_NOT_CONFIGURED_MESSAGE, requestsUsed: requests, requestLimit: AI_REQUEST_LIMIT };
  }

  /** Answered once the request is counted; the slides and the end arrive over the socket. */
  start(actor: Actor, request: AiChatRequest): Promise<{ requestId: string }> {
    return this.startGenerating(actor, request, (deck) => userMessage(request.prompt, deck));
  }

  /** "Generate interactive slides" from a document's text: the same generation, counted and streamed the same way. */
  fromDocument(actor: Actor, request: AiDocumentSlidesRequest): Promise<{ requestId: string }> {
    return this.startGenerating(actor, request, (deck) => documentMessage(request.documentText, request.fileName, deck));
  }

  private async startGenerating(actor: Actor, request: Pick<AiChatRequest, 'presentationId' | 'requestId'>, ask: (deck: DeckState) => string): Promise<{ requestId: string }> {
    const deck = await this.editableDeck(actor, request.presentationId);
    const provider = this.provider;
    if (!provider) throw new BusinessRuleViolated(AI_NOT_CONFIGURED_MESSAGE);
    if (this.running.has(request.requestId)) return { requestId: request.requestId };
    await this.requestsPerUser.take(actor.id);
    const counted = await this.executor.execute({
      streamId: aiUsageStreamId(actor.id),
      decider: aiUsageDecider,
      command: { type: 'RequestAiGeneration', requestId: request.requestId, presentationId: request.presentationId },
      actor,
      commandId: request.requestId,
    });
    // A re-sent request that already ran is answered as before, not generated (and charged) again.
    if (counted.duplicate) return { requestId: request.requestId };
    const running: Running = { userId: actor.id, presentationId: request.presentationId, abort: new AbortController() };
    this.running.set(request.requestId, running);
    void this.generate(provider, actor, request, ask(deck), running).finally(() => this.running.delete(request.requestId));
    return { requestId: request.requestId };
  }

  /** Stop: the stream is cut; slides already whole stay, nothing half-written is added. */
  async stop(actor: Actor, request: AiChatStop): Promise<{ stopped: boolean }> {
    await this.editableDeck(actor, request.presentationId);
    const running = this.running.get(request.requestId);
    if (!running || running.userId !== actor.id || running.presentationId !== request.presentationId) return { stopped: false };
    running.abort.abort();
    return { stopped: true };
  }

  private async generate(provider: AiProvider, actor: Actor, request: Pick<AiChatRequest, 'presentationId' | 'requestId'>, user: string, running: Running): Promise<void> {
    const { presentationId, requestId } = request;
    let slideCount = 0;
    const addSlides = async (): Promise<Outcome> => {
      const chunks = provider.streamStructured({
        system: SYSTEM_PROMPT,
        user,
        schemaName: 'deck',
        schema: generatedDeckJsonSchema(),
        signal: running.abort.signal,
      });
      try {
        for await (const item of slidesFromAnswer(chunks)) {
          // A stream cut by Stop reads as a broken answer; it is a stop.
          if (running.abort.signal.aborted) return { kind: 'stopped' };
          if (item.kind === 'invalid') return { kind: 'invalid', reason: item.reason };
          const outcome = await this.commands.execute(new RunDeckCommand(actor, addSlideCommandFor(presentationId, item.slide)));
          const added = outcome.events.find((event) => event.type === 'SlideAdded');
          slideCount += 1;
          this.notifier.send(actor.id, { presentationId, requestId, type: 'added-slide', slideId: (added?.data as { slide: { id: string } }).slide.id, slideType: item.slide.type, title: item.slide.title });
          if (running.abort.signal.aborted) return { kind: 'stopped' };
        }
      } catch (error) {
        if (running.abort.signal.aborted || isAbort(error)) return { kind: 'stopped' };
        if (error instanceof DomainError) return { kind: 'invalid', reason: error.message };
        throw error;
      }
      return running.abort.signal.aborted ? { kind: 'stopped' } : { kind: 'done' };
    };
    try {
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        const outcome = await addSlides();
        if (outcome.kind === 'stopped') return this.notifier.send(actor.id, { presentationId, requestId, type: 'generation-stopped', slideCount });
        if (outcome.kind === 'done') return this.notifier.send(actor.id, { presentationId, requestId, type: 'generate-successful', slideCount });
        this.logger.warn(`AI answer ${requestId} attempt ${attempt} was invalid: ${outcome.reason}`);
        // Slides already added stay; asking again would add them twice.
        if (slideCount > 0) break;
      }
    } catch (error) {
      this.logger.error(`No response from OpenAI for AI request ${requestId}: ${(error as Error).message}`);
    }
    this.notifier.send(actor.id, { presentationId, requestId, type: 'system-error', message: AI_MESSAGES.failed, slideCount });
  }

  private editableDeck(actor: Actor, presentationId: string): Promise<DeckState> {
    return this.queries.execute(new GetEditableDeckQuery(actor, presentationId));
  }
}
