import type { RecordedEvent } from '../../contracts/events/envelope.js';
import { IDEAS_EVENT_TYPES, type IdeasEvent } from '../../contracts/ideas/events.js';
import type { Projection } from '../projection.js';
import { foldIdeasBoard, type IdeasBoardEvent } from './fold-ideas-board.js';
import { ideasBoardDocumentId, type IdeasBoardDocument } from './ideas-board.document.js';

/** Brainstorm boards per session and slide, persisted in batches by the projection runner. */
export const ideasBoardProjection: Projection<IdeasBoardDocument> = {
  name: 'ideas-boards',
  version: 1,
  eventTypes: IDEAS_EVENT_TYPES,
  documentIds: (event) => {
    const data = event.data as IdeasEvent['data'];
    return [ideasBoardDocumentId(data.sessionId, data.slideId)];
  },
  apply: (document, event) => foldIdeasBoard(document, toIdeasBoardEvent(event)),
};

export function toIdeasBoardEvent(event: RecordedEvent): IdeasBoardEvent {
  return { type: event.type, data: event.data, position: event.position } as IdeasBoardEvent;
}
