import type { ExportEvent } from '../../../contracts/exports/exports.js';
import { BusinessRuleViolated } from '../../shared-kernel/domain/domain-errors.js';
import { givenWhenThen, SPEC_NOW } from '../../shared-kernel/domain/given-when-then.js';
import { exportDecider } from './export.decider.js';

const { given } = givenWhenThen(exportDecider);
const owner = { kind: 'user' as const, id: 'owner' };
const jobs = { kind: 'system' as const, id: 'exports' };
const request = { type: 'RequestExport' as const, exportId: 'e', sessionId: 's', presentationId: 'p', format: 'excel' as const };
const requested: ExportEvent = {
  type: 'ExportRequested',
  data: { exportId: 'e', sessionId: 's', presentationId: 'p', format: 'excel', requestedBy: 'owner', requestedAt: SPEC_NOW },
};
const completed: ExportEvent = { type: 'ExportCompleted', data: { exportId: 'e', fileName: 'Talk report.xlsx', bytes: 10, completedAt: SPEC_NOW } };

describe('export decider', () => {
  it('records who asked, once: a re-sent request decides nothing', () => {
    expect(given([]).when(request, owner)).toEqual([requested]);
    expect(given([requested]).when(request, owner)).toEqual([]);
  });

  it('ends a running export once, as completed or failed', () => {
    expect(given([requested]).when({ type: 'CompleteExport', exportId: 'e', fileName: 'Talk report.xlsx', bytes: 10 }, jobs)).toEqual([completed]);
    expect(given([requested]).when({ type: 'FailExport', exportId: 'e', reason: 'Session not found.' }, jobs)).toEqual([
      { type: 'ExportFailed', data: { exportId: 'e', reason: 'Session not found.', failedAt: SPEC_NOW } },
    ]);
    expect(() => given([requested, completed]).when({ type: 'FailExport', exportId: 'e', reason: 'late' }, jobs)).toThrow(BusinessRuleViolated);
    expect(() => given([]).when({ type: 'CompleteExport', exportId: 'e', fileName: 'x.xlsx', bytes: 1 }, jobs)).toThrow(BusinessRuleViolated);
  });
});
