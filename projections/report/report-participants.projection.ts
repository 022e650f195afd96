import type { RecordedEvent } from '../../contracts/events/envelope.js';
import type { ParticipantEvent, SessionEvent } from '../../contracts/live/events.js';
import type { FeedbackEvent } from '../../contracts/reports/events.js';
import type { Projection } from '../projection.js';
import { reportParticipantId, type ReportParticipantDocument } from './report-participant.document.js';

type Folded = Extract<SessionEvent, { type: 'AudienceAdmitted' }> | Extract<ParticipantEvent, { type: 'AnswerSubmitted' | 'ReactionSent' }> | FeedbackEvent;

/**
 * What the read model folds: who each person is and their private feedback, written once per person. Their answers
 * and reactions stay on their own stream and are folded into the document (the same fold) when a report is read,
 * so an answer costs the live path no document write.
 */
export const REPORT_PARTICIPANT_EVENT_TYPES = ['AudienceAdmitted', 'PrivateFeedbackGiven'] as const satisfies readonly Folded['type'][];

/** The events of a participant's stream that the report folds into that person's document when it is read. */
export const PARTICIPANT_STREAM_EVENT_TYPES: ReadonlySet<string> = new Set(['AnswerSubmitted', 'ReactionSent'] satisfies Folded['type'][]);

/** A person's document with the answers and reactions of their stream folded in. */
export function withParticipantStream(document: ReportParticipantDocument, events: readonly RecordedEvent[]): ReportParticipantDocument {
  let folded = document;
  for (const event of events) if (PARTICIPANT_STREAM_EVENT_TYPES.has(event.type)) folded = foldReportParticipant(folded, event as unknown as Folded, Math.max(folded.lastPosition, event.position));
  return folded;
}

function blank(data: { sessionId: string; presentationId: string; audienceId: string }, at: string, position: number): ReportParticipantDocument {
  const { sessionId, presentationId, audienceId } = data;
  return { id: reportParticipantId(sessionId, audienceId), sessionId, presentationId, audienceId, name: '', emoji: '', teamId: null, fields: {}, admittedAt: at, answers: [], reactions: 0, feedback: null, lastPosition: position };
}

/** One person's part of a session, folded event by event (read model, replay and bench alike). */
export function foldReportParticipant(document: ReportParticipantDocument | null, event: Folded, position: number): ReportParticipantDocument {
  switch (event.type) {
    case 'AudienceAdmitted': {
      const { name, emoji, teamId, fields, admittedAt } = event.data;
      return { ...(document ?? blank(event.data, admittedAt, position)), name, emoji, teamId: teamId ?? null, fields: fields ?? {}, admittedAt, lastPosition: position };
    }
    case 'AnswerSubmitted': {
      const { answerId, slideId, value, submittedAt } = event.data;
      const base = document ?? blank(event.data, submittedAt, position);
      return { ...base, answers: [...base.answers, { answerId, slideId, value, submittedAt }], lastPosition: position };
    }
    case 'ReactionSent': {
      const base = document ?? blank(event.data, event.data.sentAt, position);
      return { ...base, reactions: base.reactions + 1, lastPosition: position };
    }
    case 'PrivateFeedbackGiven': {
      const { rating, comment, givenAt } = event.data;
      return { ...(document ?? blank(event.data, givenAt, position)), feedback: { rating, comment, givenAt }, lastPosition: position };
    }
  }
}

/** Each participant of each session: who they are and their private feedback (answers are read from their stream). */
export const reportParticipantsProjection: Projection<ReportParticipantDocument> = {
  name: 'report-participants',
  // 3: keeps each person's participant info answers (fields), for audience-info.
  version: 3,
  eventTypes: REPORT_PARTICIPANT_EVENT_TYPES,
  documentIds: (event: RecordedEvent) => {
    const data = event.data as { sessionId: string; audienceId: string };
    return [reportParticipantId(data.sessionId, data.audienceId)];
  },
  apply: (document, event) => foldReportParticipant(document, event as unknown as Folded, event.position),
};
