import type { QnaEvent } from '../../contracts/qna/events.js';
import type { QnaQuestionDocument, QnaSessionDocument } from './qna.document.js';
import { qnaQuestionDocumentId } from './qna.document.js';

export type PositionedQnaEvent = QnaEvent & { readonly position: number };

const HIGHLIGHT_EVENTS: ReadonlySet<string> = new Set(['QuestionHighlighted', 'QuestionHighlightCleared']);

/** Whether the event changes the session's document (the highlight) rather than one question's. */
export const changesQnaSession = (type: string): boolean => HIGHLIGHT_EVENTS.has(type);

/**
 * One question's next state. The log has every question's QuestionAsked before any vote or decision on it
 * (both are checked against the live Q&A first), so an event for a question not asked keeps it absent.
 */
export function foldQuestion(document: QnaQuestionDocument | null, event: PositionedQnaEvent): QnaQuestionDocument | null {
  const lastPosition = event.position;
  if (event.type === 'QuestionAsked') {
    if (document) return document;
    const data = event.data;
    return {
      id: qnaQuestionDocumentId(data.sessionId, data.questionId),
      kind: 'question',
      sessionId: data.sessionId,
      presentationId: data.presentationId,
      questionId: data.questionId,
      audienceId: data.audienceId,
      name: data.name,
      text: data.text,
      slideId: data.slideId,
      createdAt: data.askedAt,
      status: null,
      pinned: false,
      answered: false,
      answeredTimestamp: null,
      voteCount: 0,
      lastPosition,
    };
  }
  if (!document) return null;
  switch (event.type) {
    case 'QuestionUpvoted':
      return { ...document, voteCount: document.voteCount + 1, lastPosition };
    case 'QuestionUpvoteWithdrawn':
      return { ...document, voteCount: Math.max(0, document.voteCount - 1), lastPosition };
    case 'QuestionApproved':
      return { ...document, status: 'approved', lastPosition };
    case 'QuestionDismissed':
      return { ...document, status: 'dismissed', lastPosition };
    case 'QuestionPinned':
      return { ...document, pinned: true, lastPosition };
    case 'QuestionUnpinned':
      return { ...document, pinned: false, lastPosition };
    case 'QuestionAnswered':
      return { ...document, answered: true, answeredTimestamp: event.data.at, lastPosition };
    case 'QuestionAnswerUndone':
      return { ...document, answered: false, answeredTimestamp: null, lastPosition };
    case 'QuestionHighlighted':
    case 'QuestionHighlightCleared':
      return document;
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled Q&A event ${JSON.stringify(unhandled)}`);
    }
  }
}

export function foldQnaSession(document: QnaSessionDocument | null, event: PositionedQnaEvent): QnaSessionDocument | null {
  if (!changesQnaSession(event.type)) return document;
  const { sessionId, questionId } = event.data as { sessionId: string; questionId: string };
  return {
    id: sessionId,
    kind: 'session',
    sessionId,
    highlightedQuestionId: event.type === 'QuestionHighlighted' ? questionId : null,
    lastPosition: event.position,
  };
}
