import { describe, expect, it } from '@jest/globals';
import { AI_MESSAGES } from '../../../../contracts/ai/constants.js';
import { aiChatReducer, initialAiChatState, type AiChatAction, type AiChatState } from './ai-chat-state.js';

const DECK = 'deck-1';
const run = (...actions: AiChatAction[]): AiChatState => actions.reduce(aiChatReducer, initialAiChatState);
const response = (requestId: string, rest: Record<string, unknown>, presentationId = DECK): AiChatAction =>
  ({ type: 'response', presentationId: DECK, response: { presentationId, requestId, ...rest } }) as AiChatAction;

describe('Edit with AI chat state (spec doc 3 §4 "AI slide generation")', () => {
  it('opens with the greeting', () => {
    expect(initialAiChatState.messages.map((message) => message.text)).toEqual(['What do you want to create today?']);
  });

  it('shows each added slide, then "Generated successfully!", and offers the chips', () => {
    const state = run(
      { type: 'sent', requestId: 'r1', prompt: 'A quiz' },
      response('r1', { type: 'added-slide', slideId: 's1', slideType: 'pickAnswer', title: 'Q1' }),
      response('r1', { type: 'generate-successful', slideCount: 1 }),
    );
    expect(state.messages.map((message) => message.text)).toEqual([AI_MESSAGES.greeting, 'A quiz', 'Q1', AI_MESSAGES.generated]);
    expect(state).toMatchObject({ runningRequestId: null, succeeded: true, failed: false, lastPrompt: 'A quiz' });
  });

  it('says "Generation stopped." on a stop and the failure message on an error; Retry removes that message', () => {
    expect(run({ type: 'sent', requestId: 'r1', prompt: 'A quiz' }, response('r1', { type: 'generation-stopped', slideCount: 0 })).messages.at(-1)!.text).toBe(AI_MESSAGES.stopped);
    const failed = run({ type: 'sent', requestId: 'r1', prompt: 'A quiz' }, response('r1', { type: 'system-error', message: AI_MESSAGES.failed, slideCount: 0 }));
    expect(failed).toMatchObject({ failed: true, runningRequestId: null });
    expect(failed.messages.at(-1)!.text).toBe(AI_MESSAGES.failed);
    const retried = aiChatReducer(failed, { type: 'retried' });
    expect(retried.messages.map((message) => message.text)).toEqual([AI_MESSAGES.greeting, 'A quiz']);
    expect(retried.failed).toBe(false);
    // The prompt is asked again without showing it twice.
    const again = aiChatReducer(retried, { type: 'sent', requestId: 'r2', prompt: 'A quiz', again: true });
    expect(again.messages.map((message) => message.text)).toEqual([AI_MESSAGES.greeting, 'A quiz']);
    expect(again.runningRequestId).toBe('r2');
  });

  it('ignores results for another presentation or an older request', () => {
    const sent = run({ type: 'sent', requestId: 'r2', prompt: 'Polls' });
    expect(aiChatReducer(sent, response('r2', { type: 'generate-successful', slideCount: 1 }, 'other-deck'))).toBe(sent);
    expect(aiChatReducer(sent, response('r1', { type: 'generate-successful', slideCount: 1 }))).toBe(sent);
  });
});
