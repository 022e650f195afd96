import type { PresentingEvent } from '../../../contracts/live/events.js';
import { assertNever } from '../../../contracts/shared/assert-never.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';

/** Which session of a presentation is live: at most one, decided on one stream per presentation. */
export interface PresentingState {
  readonly currentSessionId: string | null;
  /** The most recent session, live or ended: where results are read when nothing is live. */
  readonly lastSessionId: string | null;
}

export type PresentingCommand =
  | { readonly type: 'StartPresenting'; readonly presentationId: string; readonly sessionId: string }
  | { readonly type: 'StopPresenting'; readonly presentationId: string };

export const presentingDecider: Decider<PresentingState, PresentingCommand, PresentingEvent> = {
  initialState: { currentSessionId: null, lastSessionId: null },

  evolve(state, event) {
    switch (event.type) {
      case 'PresentingStarted':
        return { currentSessionId: event.data.sessionId, lastSessionId: event.data.sessionId };
      case 'PresentingStopped':
        return { currentSessionId: null, lastSessionId: event.data.sessionId };
      default:
        return state;
    }
  },

  decide(command, state, { now }) {
    switch (command.type) {
      case 'StartPresenting':
        // Already live: keep the running session (a second "present" click or a second presenter window).
        if (state.currentSessionId !== null) return [];
        return [{ type: 'PresentingStarted', data: { presentationId: command.presentationId, sessionId: command.sessionId, startedAt: now } }];
      case 'StopPresenting':
        if (state.currentSessionId === null) return [];
        return [
          { type: 'PresentingStopped', data: { presentationId: command.presentationId, sessionId: state.currentSessionId, stoppedAt: now } },
        ];
      default:
        return assertNever(command);
    }
  },
};
