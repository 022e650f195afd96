import type { ExportEvent, ExportFormat, ExportStatus } from '../../../contracts/exports/exports.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';
import { BusinessRuleViolated } from '../../shared-kernel/domain/domain-errors.js';

export type ExportState = { readonly status: 'none' } | { readonly status: ExportStatus; readonly format: ExportFormat };

export type ExportCommand =
  | { type: 'RequestExport'; exportId: string; sessionId: string | null; presentationId: string; format: ExportFormat }
  | { type: 'CompleteExport'; exportId: string; fileName: string; bytes: number }
  | { type: 'FailExport'; exportId: string; reason: string };

const NOT_RUNNING = 'This export is not running.';

/** One export's life, per `export-{exportId}` stream: requested (processing), then completed or failed, once. */
export const exportDecider: Decider<ExportState, ExportCommand, ExportEvent> = {
  initialState: { status: 'none' },
  evolve: (state, event) => {
    switch (event.type) {
      case 'ExportRequested':
        return { status: 'processing', format: event.data.format };
      case 'ExportCompleted':
        return state.status === 'none' ? state : { ...state, status: 'success' };
      case 'ExportFailed':
        return state.status === 'none' ? state : { ...state, status: 'failed' };
      default:
        return state;
    }
  },
  decide: (command, state, { now, actor }) => {
    switch (command.type) {
      case 'RequestExport': {
        if (state.status !== 'none') return [];
        const { exportId, sessionId, presentationId, format } = command;
        return [{ type: 'ExportRequested', data: { exportId, sessionId, presentationId, format, requestedBy: actor.id, requestedAt: now } }];
      }
      case 'CompleteExport':
        if (state.status !== 'processing') throw new BusinessRuleViolated(NOT_RUNNING);
        return [{ type: 'ExportCompleted', data: { exportId: command.exportId, fileName: command.fileName, bytes: command.bytes, completedAt: now } }];
      case 'FailExport':
        if (state.status !== 'processing') throw new BusinessRuleViolated(NOT_RUNNING);
        return [{ type: 'ExportFailed', data: { exportId: command.exportId, reason: command.reason, failedAt: now } }];
    }
  },
};
