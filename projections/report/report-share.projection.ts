import type { RecordedEvent } from '../../contracts/events/envelope.js';
import type { ReportShareEvent } from '../../contracts/reports/events.js';
import type { Projection } from '../projection.js';

/** A presentation's current report share token: only the newest one opens the shared report. */
export type ReportShareDocument = { readonly id: string; readonly presentationId: string; readonly token: string; readonly issuedAt: string; [key: string]: unknown };

export const reportShareProjection: Projection<ReportShareDocument> = {
  name: 'report-shares',
  version: 1,
  eventTypes: ['ReportShareTokenIssued'],
  documentIds: (event: RecordedEvent) => [(event.data as ReportShareEvent['data']).presentationId],
  apply: (_document, event) => {
    const { presentationId, token, issuedAt } = (event as unknown as ReportShareEvent).data;
    return { id: presentationId, presentationId, token, issuedAt };
  },
};
