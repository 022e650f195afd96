import { z } from 'zod';

/** What a session can be exported as (issue 23): the workbook, the CSVs of Q&A, of answers, of ideas and of the chat, and the report as PDF. */
export const EXPORT_FORMATS = ['excel', 'qnaCsv', 'answersCsv', 'ideasCsv', 'chatCsv', 'pdf'] as const;
/** What the deck itself can be exported as (spec doc 1 §4 export): its slides as a PDF, or as a zip of slide images. */
export const DECK_EXPORT_FORMATS = ['slidesPdf', 'slideImages'] as const;
export type SessionExportFormat = (typeof EXPORT_FORMATS)[number];
export type DeckExportFormat = (typeof DECK_EXPORT_FORMATS)[number];
export type ExportFormat = SessionExportFormat | DeckExportFormat;

export const isDeckExportFormat = (format: ExportFormat): format is DeckExportFormat => (DECK_EXPORT_FORMATS as readonly string[]).includes(format);

export const requestExportSchema = z.strictObject({
  sessionId: z.string().uuid({ message: 'Must be a UUID' }),
  format: z.enum(EXPORT_FORMATS),
});
export type RequestExport = z.infer<typeof requestExportSchema>;

export const requestDeckExportSchema = z.strictObject({
  presentationId: z.string().uuid({ message: 'Presentation id must be a UUID' }),
  format: z.enum(DECK_EXPORT_FORMATS),
});
export type RequestDeckExport = z.infer<typeof requestDeckExportSchema>;

/** Spec doc 3 §4 "Report status": 'processing' until the server pushes presentation:report_generated; then success or a failure. */
export type ExportStatus = 'processing' | 'success' | 'failed';

export const exportStreamId = (exportId: string) => `export-${exportId}`;

export type ExportEvent =
  | {
      type: 'ExportRequested';
      /** sessionId is null for the deck's own exports. */
      data: { exportId: string; sessionId: string | null; presentationId: string; format: ExportFormat; requestedBy: string; requestedAt: string };
    }
  | { type: 'ExportCompleted'; data: { exportId: string; fileName: string; bytes: number; completedAt: string } }
  | { type: 'ExportFailed'; data: { exportId: string; reason: string; failedAt: string } };

export const EXPORT_EVENT_TYPES = ['ExportRequested', 'ExportCompleted', 'ExportFailed'] as const satisfies readonly ExportEvent['type'][];

/** An export as listed and downloaded again later. */
export interface ExportSummary {
  exportId: string;
  /** Null for the deck's own exports (slidesPdf, slideImages). */
  sessionId: string | null;
  presentationId: string;
  format: ExportFormat;
  status: ExportStatus;
  requestedAt: string;
  /** When its status last changed (spec: reportUpdatedAt). */
  updatedAt: string;
  fileName: string | null;
  bytes: number | null;
  /** Where to download it once it succeeded (spec: reportUrl). */
  reportUrl: string | null;
}

export const EXPORT_SOCKET_EVENTS = {
  /** Progress of a running export, 0 to 1, to the presenter's room. */
  progress: 'export:progress',
  /** Spec doc 3 §7: the export's final status, with its download address when it succeeded. */
  generated: 'presentation:report_generated',
} as const;

export interface ExportProgressPayload {
  exportId: string;
  presentationId: string;
  format: ExportFormat;
  progress: number;
}

export type ReportGeneratedPayload = ExportSummary;

/** Spec doc 1 §8: a failed pdf or image export says "Export failed.", any other "Unable to download slides.". */
export const EXPORT_FAILURE_MESSAGES = { file: 'Export failed.', other: 'Unable to download slides.' } as const;
export const exportFailureKind = (format: ExportFormat): keyof typeof EXPORT_FAILURE_MESSAGES => (format === 'pdf' || isDeckExportFormat(format) ? 'file' : 'other');
export const exportFailureMessage = (format: ExportFormat) => EXPORT_FAILURE_MESSAGES[exportFailureKind(format)];
/** Downloading an export that is still being written. */
export const EXPORT_NOT_READY_MESSAGE = 'This export is still being written.';

export const exportDownloadPath = (exportId: string) => `/api/exports/${exportId}/download`;
