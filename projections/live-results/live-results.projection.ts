import type { RecordedEvent } from '../../contracts/events/envelope.js';
import type { Projection } from '../projection.js';
import { foldLiveResults, type LiveResultsEvent } from './fold-live-results.js';
import type { LiveResultsDocument } from './live-results.document.js';
import { liveResultsDocumentId } from './live-results.document.js';

/** Results per session and slide, persisted in batches by the projection runner. */
export const liveResultsProjection: Projection<LiveResultsDocument> = {
  name: 'live-results',
  version: 1,
  eventTypes: ['AnswerSubmitted', 'WordCloudWordRemoved', 'WordCloudWordsGrouped', 'AnswerApproved', 'AnswerRejected'],
  documentIds: (event) => {
    const data = event.data as { sessionId: string; slideId: string };
    return [liveResultsDocumentId(data.sessionId, data.slideId)];
  },
  apply: (document, event) => foldLiveResults(document, toLiveResultsEvent(event)),
};

export function toLiveResultsEvent(event: RecordedEvent): LiveResultsEvent {
  return { type: event.type, data: event.data, position: event.position } as LiveResultsEvent;
}
