import type { RecordedEvent } from '../../contracts/events/envelope.js';
import { EXPORT_EVENT_TYPES, exportDownloadPath, type ExportEvent, type ExportSummary } from '../../contracts/exports/exports.js';
import type { Projection } from '../projection.js';

/** One export, listed per session and downloaded again later by its address. */
export type ExportDocument = ExportSummary & { readonly id: string; [key: string]: unknown };

export const exportsProjection: Projection<ExportDocument> = {
  name: 'exports',
  version: 1,
  eventTypes: EXPORT_EVENT_TYPES,
  documentIds: (event) => [(event.data as { exportId: string }).exportId],
  apply: (document, recorded) => applyExport(document, recorded as RecordedEvent & ExportEvent),
};

function applyExport(document: ExportDocument | null, event: ExportEvent): ExportDocument | null {
  switch (event.type) {
    case 'ExportRequested': {
      const { exportId, sessionId, presentationId, format, requestedAt } = event.data;
      return { id: exportId, exportId, sessionId, presentationId, format, status: 'processing', requestedAt, updatedAt: requestedAt, fileName: null, bytes: null, reportUrl: null };
    }
    case 'ExportCompleted':
      if (!document) return null;
      return { ...document, status: 'success', updatedAt: event.data.completedAt, fileName: event.data.fileName, bytes: event.data.bytes, reportUrl: exportDownloadPath(document.exportId) };
    case 'ExportFailed':
      return document && { ...document, status: 'failed', updatedAt: event.data.failedAt };
  }
}
