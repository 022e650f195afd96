import type { RecordedEvent } from '../../contracts/events/envelope.js';
import type { FeedbackEvent } from '../../contracts/reports/events.js';
import type { Projection } from '../projection.js';
import { HOME_FEEDBACK_MIN_RATING } from '../../contracts/reports/home-feedbacks.js';
import type { PrivateFeedbackDocument } from './private-feedback.document.js';

/** The feedback of one person in one session: written once (the decider refuses a second rating). */
export function foldPrivateFeedback(event: FeedbackEvent): PrivateFeedbackDocument {
  const { sessionId, presentationId, audienceId, rating, comment, givenAt } = event.data;
  return { id: `${sessionId}:${audienceId}`, sessionId, presentationId, rating, comment, givenAt, showsOnHome: rating >= HOME_FEEDBACK_MIN_RATING };
}

/** Every private feedback by deck, for Home's "what your audience said". */
export const privateFeedbacksProjection: Projection<PrivateFeedbackDocument> = {
  name: 'private-feedbacks',
  version: 1,
  eventTypes: ['PrivateFeedbackGiven'] satisfies FeedbackEvent['type'][],
  documentIds: (event: RecordedEvent) => {
    const data = event.data as FeedbackEvent['data'];
    return [`${data.sessionId}:${data.audienceId}`];
  },
  apply: (_document, event) => foldPrivateFeedback(event as unknown as FeedbackEvent),
};
