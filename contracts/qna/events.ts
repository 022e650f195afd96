/**
 * Q&A events. Audience actions are on the person's own stream, `participant-{sessionId}-{audienceId}`, so
 * thousands asking and voting never contend; the presenter's moderation is on the session's stream,
 * `session-{sessionId}`.
 */
export type QnaParticipantEvent =
  | {
      type: 'QuestionAsked';
      data: {
        sessionId: string;
        presentationId: string;
        audienceId: string;
        questionId: string;
        /** The slide on screen when it was asked (null: none). */
        slideId: string | null;
        text: string;
        /** The asker's name, or null when questions are anonymous (qnaAnonymous) or they gave none. */
        name: string | null;
        askedAt: string;
      };
    }
  | { type: 'QuestionUpvoted'; data: { sessionId: string; presentationId: string; audienceId: string; questionId: string; voteId: string; at: string } }
  | { type: 'QuestionUpvoteWithdrawn'; data: { sessionId: string; presentationId: string; audienceId: string; questionId: string; voteId: string; at: string } };

type Moderated<TType extends string> = { type: TType; data: { sessionId: string; questionId: string; at: string } };

export type QnaModerationEvent =
  | Moderated<'QuestionApproved'>
  | Moderated<'QuestionDismissed'>
  | Moderated<'QuestionPinned'>
  | Moderated<'QuestionUnpinned'>
  | Moderated<'QuestionAnswered'>
  | Moderated<'QuestionAnswerUndone'>
  | Moderated<'QuestionHighlighted'>
  | Moderated<'QuestionHighlightCleared'>;

export type QnaEvent = QnaParticipantEvent | QnaModerationEvent;

export const QNA_PARTICIPANT_EVENT_TYPES = ['QuestionAsked', 'QuestionUpvoted', 'QuestionUpvoteWithdrawn'] as const satisfies readonly QnaParticipantEvent['type'][];
export const QNA_MODERATION_EVENT_TYPES = [
  'QuestionApproved',
  'QuestionDismissed',
  'QuestionPinned',
  'QuestionUnpinned',
  'QuestionAnswered',
  'QuestionAnswerUndone',
  'QuestionHighlighted',
  'QuestionHighlightCleared',
] as const satisfies readonly QnaModerationEvent['type'][];
