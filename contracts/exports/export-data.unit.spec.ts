import { exportDataOf, isReportExport } from './export-data.js';

describe('exportData', () => {
  it("is a session export's state: its address once it succeeded, its status and when that last changed", () => {
    expect(exportDataOf({ reportUrl: '/api/exports/e1/download', status: 'success', updatedAt: '2026-01-01T00:00:01.000Z' })).toEqual({
      reportUrl: '/api/exports/e1/download',
      reportStatus: 'success',
      reportUpdatedAt: '2026-01-01T00:00:01.000Z',
    });
  });

  it("counts a session's exports as reports, and not the deck's own slide exports", () => {
    expect([isReportExport({ sessionId: 's1' }), isReportExport({ sessionId: null })]).toEqual([true, false]);
  });
});
