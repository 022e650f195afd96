import type { PresentingEvent } from '../../../contracts/live/events.js';
import { assertNever } from '../../../contracts/shared/assert-never.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';
import { BusinessRuleViolated } from '../../shared-kernel/domain/domain-errors.js';

export const CLEAR_WHILE_LIVE_MESSAGE = 'End the live session before starting a new one.';

/** Which session of a presentation is live: at most one, decided on one stream per presentation. */
export interface PresentingState {
  readonly currentSessionId: string | null;
  /**
   * The most recent session, live or ended, until clear-slides: where results are read when nothing is live, and
   * the session presenting again continues.
   */
  readonly lastSessionId: string | null;
}

export type PresentingCommand =
  /** `sessionId` is the new session's id, used only when there is no last session to continue. */
  | { readonly type: 'StartPresenting'; readonly presentationId: string; readonly sessionId: string }
  | { readonly type: 'StopPresenting'; readonly presentationId: string }
  /** clear-slides: the next start is a new session; the last one stays in the reports' sessions. */
  | { readonly type: 'ClearResults'; readonly presentationId: string };

export const presentingDecider: Decider<PresentingState, PresentingCommand, PresentingEvent> = {
  initialState: { currentSessionId: null, lastSessionId: null },

  evolve(state, event) {
    switch (event.type) {
      case 'PresentingStarted':
        return { currentSessionId: event.data.sessionId, lastSessionId: event.data.sessionId };
      case 'PresentingStopped':
        return { currentSessionId: null, lastSessionId: event.data.sessionId };
      case 'PresentingResultsCleared':
        return { ...state, lastSessionId: null };
      default:
        return assertNever(event);
    }
  },

  decide(command, state, { now }) {
    switch (command.type) {
      case 'StartPresenting':
        // Already live: keep the running session (a second "present" click or a second presenter window).
        if (state.currentSessionId !== null) return [];
        return [{ type: 'PresentingStarted', data: { presentationId: command.presentationId, sessionId: state.lastSessionId ?? command.sessionId, startedAt: now } }];
      case 'StopPresenting':
        if (state.currentSessionId === null) return [];
        return [
          { type: 'PresentingStopped', data: { presentationId: command.presentationId, sessionId: state.currentSessionId, stoppedAt: now } },
        ];
      case 'ClearResults':
        // A live session is ended first, so its audience is told, rather than cut off by a new session.
        if (state.currentSessionId !== null) throw new BusinessRuleViolated(CLEAR_WHILE_LIVE_MESSAGE);
        if (state.lastSessionId === null) return [];
        return [{ type: 'PresentingResultsCleared', data: { presentationId: command.presentationId, sessionId: state.lastSessionId, clearedAt: now } }];
      default:
        return assertNever(command);
    }
  },
};
