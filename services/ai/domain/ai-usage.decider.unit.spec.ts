import { AI_LIMIT_MESSAGE, AI_REQUEST_LIMIT } from '../../../contracts/ai/constants.js';
import type { AiUsageEvent } from '../../../contracts/ai/events.js';
import { foldEvents } from '../../shared-kernel/domain/decider.js';
import { aiUsageDecider } from './ai-usage.decider.js';

const context = { now: '2026-11-27T00:00:00.000Z', newId: () => 'id', actor: { kind: 'user' as const, id: 'user-1' } };
const requested = (index: number): AiUsageEvent => ({
  type: 'AiGenerationRequested',
  data: { userId: 'user-1', requestId: `r${index}`, presentationId: 'p', requestedAt: context.now },
});

describe('AI usage decider (spec doc 3 §5: 150 requests per user)', () => {
  it('counts a request', () => {
    expect(aiUsageDecider.decide({ type: 'RequestAiGeneration', requestId: 'r1', presentationId: 'p' }, aiUsageDecider.initialState, context)).toEqual([
      { type: 'AiGenerationRequested', data: { userId: 'user-1', requestId: 'r1', presentationId: 'p', requestedAt: context.now } },
    ]);
  });

  it('allows the 150th and refuses the 151st with the limit message', () => {
    const before150 = foldEvents(aiUsageDecider, Array.from({ length: AI_REQUEST_LIMIT - 1 }, (_, index) => requested(index)));
    expect(aiUsageDecider.decide({ type: 'RequestAiGeneration', requestId: 'r150', presentationId: 'p' }, before150, context)).toHaveLength(1);
    const after150 = aiUsageDecider.evolve(before150, requested(150));
    expect(after150.requests).toBe(AI_REQUEST_LIMIT);
    expect(() => aiUsageDecider.decide({ type: 'RequestAiGeneration', requestId: 'r151', presentationId: 'p' }, after150, context)).toThrow(AI_LIMIT_MESSAGE);
  });
});
