import { COPY_MESSAGES } from '../../../contracts/copies/copy-link.js';
import { COPY_RUN_LEASE_MS, type CopyRunEvent } from '../../../contracts/copies/copy-runs.js';
import { assertNever } from '../../../contracts/shared/assert-never.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';
import { Conflict } from '../../shared-kernel/domain/domain-errors.js';

export interface CopyRunState {
  /** The person's copy under way, or null. */
  readonly running: { readonly runId: string; readonly startedAt: string } | null;
}

export type CopyRunCommand = { readonly type: 'StartCopyRun'; readonly runId: string } | { readonly type: 'FinishCopyRun'; readonly runId: string };

/**
 * One copy at a time per person, on every node: starting while an unexpired run holds the lease is refused (409);
 * finishing ends only the run that holds it, so a late finish of an abandoned run cannot end a newer one.
 */
export const copyRunDecider: Decider<CopyRunState, CopyRunCommand, CopyRunEvent> = {
  initialState: { running: null },
  evolve(state, event) {
    switch (event.type) {
      case 'CopyRunStarted':
        return { running: { runId: event.data.runId, startedAt: event.data.startedAt } };
      case 'CopyRunFinished':
        return state.running?.runId === event.data.runId ? { running: null } : state;
      default:
        return state;
    }
  },
  decide(command, state, { actor, now }) {
    switch (command.type) {
      case 'StartCopyRun':
        if (state.running !== null && Date.parse(now) - Date.parse(state.running.startedAt) < COPY_RUN_LEASE_MS) throw new Conflict(COPY_MESSAGES.copyRunning);
        return [{ type: 'CopyRunStarted', data: { userId: actor.id, runId: command.runId, startedAt: now } }];
      case 'FinishCopyRun':
        if (state.running?.runId !== command.runId) return [];
        return [{ type: 'CopyRunFinished', data: { userId: actor.id, runId: command.runId, finishedAt: now } }];
      default:
        return assertNever(command);
    }
  },
};
