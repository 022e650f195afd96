import type { RecordedEvent } from '../../contracts/events/envelope.js';
import type { ParticipantEvent, SessionEvent } from '../../contracts/live/events.js';
import type { QnaParticipantEvent } from '../../contracts/qna/events.js';
import type { Projection } from '../projection.js';
import type { SessionSummaryDocument } from './session-summary.document.js';

type Folded =
  | Extract<SessionEvent, { type: 'SessionStarted' | 'SessionStopped' | 'SessionResumed' | 'LiveSlideActivated' | 'AudienceAdmitted' }>
  | Extract<ParticipantEvent, { type: 'AnswerSubmitted' | 'ReactionSent' }>
  | Extract<QnaParticipantEvent, { type: 'QuestionAsked' }>;

export const SESSION_SUMMARY_EVENT_TYPES = ['SessionStarted', 'SessionStopped', 'SessionResumed', 'LiveSlideActivated', 'AudienceAdmitted', 'AnswerSubmitted', 'ReactionSent', 'QuestionAsked'] as const satisfies readonly Folded['type'][];

/** A session's summary, folded event by event: the same function serves the read model, a replay and the bench. */
export function foldSessionSummary(document: SessionSummaryDocument | null, event: Folded, position: number): SessionSummaryDocument | null {
  if (event.type === 'SessionStarted') {
    if (document) return document;
    const { sessionId, presentationId, startedAt } = event.data;
    return { id: sessionId, sessionId, presentationId, startedAt, stoppedAt: null, participants: 0, responses: 0, reactions: 0, questions: 0, reactionsBySlide: {}, shownSlideIds: [], lastPosition: position };
  }
  if (!document) return null;
  switch (event.type) {
    case 'SessionStopped':
      return { ...document, stoppedAt: event.data.stoppedAt, lastPosition: position };
    case 'SessionResumed':
      return { ...document, stoppedAt: null, lastPosition: position };
    case 'LiveSlideActivated':
      if (document.shownSlideIds.includes(event.data.slideId)) return { ...document, lastPosition: position };
      return { ...document, shownSlideIds: [...document.shownSlideIds, event.data.slideId], lastPosition: position };
    case 'AudienceAdmitted':
      return { ...document, participants: document.participants + 1, lastPosition: position };
    case 'AnswerSubmitted':
      return { ...document, responses: document.responses + 1, lastPosition: position };
    case 'QuestionAsked':
      return { ...document, questions: document.questions + 1, lastPosition: position };
    case 'ReactionSent': {
      const slideId = event.data.slideId;
      const reactionsBySlide = slideId === null ? document.reactionsBySlide : { ...document.reactionsBySlide, [slideId]: (document.reactionsBySlide[slideId] ?? 0) + 1 };
      return { ...document, reactions: document.reactions + 1, reactionsBySlide, lastPosition: position };
    }
  }
}

/** Each session of each presentation: the list of past sessions and the report's counts. */
export const sessionSummaryProjection: Projection<SessionSummaryDocument> = {
  name: 'session-summaries',
  /** Version 2 counts Q&A questions (hasResults). */
  version: 2,
  eventTypes: SESSION_SUMMARY_EVENT_TYPES,
  documentIds: (event: RecordedEvent) => [(event.data as { sessionId: string }).sessionId],
  apply: (document, event) => foldSessionSummary(document, event as unknown as Folded, event.position),
};
