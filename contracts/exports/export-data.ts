import type { ExportStatus, ExportSummary } from './exports.js';

/** Spec doc 1 §3 / doc 3 §1 Presentation.exportData: the state of the presentation's latest report export. */
export interface ExportData {
  /** Where to download it, once it succeeded. */
  reportUrl: string | null;
  reportStatus: ExportStatus;
  reportUpdatedAt: string;
}

/** A report export is one of a session (Excel, the CSVs, the report PDF); the deck's own slide exports are not reports. */
export const isReportExport = (summary: Pick<ExportSummary, 'sessionId'>): boolean => summary.sessionId !== null;

export const exportDataOf = (summary: Pick<ExportSummary, 'reportUrl' | 'status' | 'updatedAt'>): ExportData => ({
  reportUrl: summary.reportUrl,
  reportStatus: summary.status,
  reportUpdatedAt: summary.updatedAt,
});
