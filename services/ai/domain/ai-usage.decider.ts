import { AI_LIMIT_MESSAGE, AI_REQUEST_LIMIT } from '../../../contracts/ai/constants.js';
import type { AiUsageEvent } from '../../../contracts/ai/events.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';
import { BusinessRuleViolated } from '../../shared-kernel/domain/domain-errors.js';

export interface AiUsageState {
  readonly requests: number;
}

export type AiUsageCommand = { type: 'RequestAiGeneration'; requestId: string; presentationId: string };

/** Spec doc 3 §5: generation is refused (the request-limit modal) once a user has made 150 requests. */
export const aiUsageDecider: Decider<AiUsageState, AiUsageCommand, AiUsageEvent> = {
  initialState: { requests: 0 },
  evolve: (state, event) => {
    switch (event.type) {
      case 'AiGenerationRequested':
        return { requests: state.requests + 1 };
      default:
        return state;
    }
  },
  decide: (command, state, { now, actor }) => {
    switch (command.type) {
      case 'RequestAiGeneration':
        if (state.requests >= AI_REQUEST_LIMIT) throw new BusinessRuleViolated(AI_LIMIT_MESSAGE);
        return [{ type: 'AiGenerationRequested', data: { userId: actor.id, requestId: command.requestId, presentationId: command.presentationId, requestedAt: now } }];
    }
  },
};
