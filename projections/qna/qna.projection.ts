import type { RecordedEvent } from '../../contracts/events/envelope.js';
import { QNA_MODERATION_EVENT_TYPES, QNA_PARTICIPANT_EVENT_TYPES } from '../../contracts/qna/events.js';
import type { Projection } from '../projection.js';
import { changesQnaSession, foldQnaSession, foldQuestion, type PositionedQnaEvent } from './fold-qna.js';
import { qnaQuestionDocumentId, type QnaDocument, type QnaQuestionDocument, type QnaSessionDocument } from './qna.document.js';

export const QNA_EVENT_TYPES: readonly string[] = [...QNA_PARTICIPANT_EVENT_TYPES, ...QNA_MODERATION_EVENT_TYPES];

export function toQnaEvent(event: RecordedEvent): PositionedQnaEvent {
  return { type: event.type, data: event.data, position: event.position } as PositionedQnaEvent;
}

/** A session's questions (one document each) and its highlight (one per session), persisted in batches. */
export const qnaProjection: Projection<QnaDocument> = {
  name: 'qna',
  version: 1,
  eventTypes: QNA_EVENT_TYPES,
  documentIds: (event) => {
    const { sessionId, questionId } = event.data as { sessionId: string; questionId: string };
    return [changesQnaSession(event.type) ? sessionId : qnaQuestionDocumentId(sessionId, questionId)];
  },
  apply: (document, event) =>
    changesQnaSession(event.type)
      ? foldQnaSession(document as QnaSessionDocument | null, toQnaEvent(event))
      : foldQuestion(document as QnaQuestionDocument | null, toQnaEvent(event)),
};
