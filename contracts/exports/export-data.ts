import { z } from 'zod';
import type { ExportStatus, ExportSummary } from './exports.js';

/** Spec doc 1 §3 / doc 3 §1 Presentation.exportData: the state of the presentation's latest report export. */
export const exportDataSchema = z.object({
  /** Where to download it, once it succeeded. */
  reportUrl: z.string().nullable(),
  reportStatus: z.enum(['processing', 'success', 'failed'] as const satisfies readonly ExportStatus[]),
  /** When its status last changed. */
  reportUpdatedAt: z.string(),
});
export type ExportData = z.infer<typeof exportDataSchema>;

/** A report export is one of a session (Excel, the CSVs, the report PDF); the deck's own slide exports are not reports. */
export const isReportExport = (summary: Pick<ExportSummary, 'sessionId'>): boolean => summary.sessionId !== null;

export const exportDataOf = (summary: Pick<ExportSummary, 'reportUrl' | 'status' | 'updatedAt'>): ExportData => ({
  reportUrl: summary.reportUrl,
  reportStatus: summary.status,
  reportUpdatedAt: summary.updatedAt,
});
