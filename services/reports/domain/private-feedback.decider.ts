import type { FeedbackEvent } from '../../../contracts/reports/events.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';

export interface PrivateFeedbackState {
  readonly given: boolean;
}

export interface GivePrivateFeedback {
  readonly type: 'GivePrivateFeedback';
  readonly sessionId: string;
  readonly presentationId: string;
  readonly audienceId: string;
  readonly rating: number;
  readonly comment: string;
}

/** One rating per person and session: a second one (a re-send, a second tap) decides nothing. */
export const privateFeedbackDecider: Decider<PrivateFeedbackState, GivePrivateFeedback, FeedbackEvent> = {
  initialState: { given: false },
  evolve: (state, event) => (event.type === 'PrivateFeedbackGiven' ? { given: true } : state),
  decide(command, state, { now }) {
    if (state.given) return [];
    const { sessionId, presentationId, audienceId, rating, comment } = command;
    return [{ type: 'PrivateFeedbackGiven', data: { sessionId, presentationId, audienceId, rating, comment, givenAt: now } }];
  },
};
