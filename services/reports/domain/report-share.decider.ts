import type { ReportShareEvent } from '../../../contracts/reports/events.js';
import { assertNever } from '../../../contracts/shared/assert-never.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';

export interface ReportShareState {
  readonly token: string | null;
}

export type ReportShareCommand =
  /** The link's token, issued on first use. */
  | { readonly type: 'EnsureShareToken'; readonly presentationId: string; readonly token: string }
  /** A new token: the old link stops working. */
  | { readonly type: 'ResetShareToken'; readonly presentationId: string; readonly token: string };

export const reportShareDecider: Decider<ReportShareState, ReportShareCommand, ReportShareEvent> = {
  initialState: { token: null },
  evolve: (state, event) => (event.type === 'ReportShareTokenIssued' ? { token: event.data.token } : state),
  decide(command, state, { now }) {
    switch (command.type) {
      case 'EnsureShareToken':
        if (state.token !== null) return [];
        return [{ type: 'ReportShareTokenIssued', data: { presentationId: command.presentationId, token: command.token, issuedAt: now } }];
      case 'ResetShareToken':
        return [{ type: 'ReportShareTokenIssued', data: { presentationId: command.presentationId, token: command.token, issuedAt: now } }];
      default:
        return assertNever(command);
    }
  },
};
