import { z } from 'zod';
import { FEEDBACK_COMMENT_MAX_LENGTH, FEEDBACK_RATING_MAX, SESSION_LIST_LIMIT } from './report.js';

export const sessionListQuerySchema = z.strictObject({
  masterPresentationId: z.string().uuid({ message: 'Must be a UUID' }),
  limit: z.coerce.number().int().min(1).max(SESSION_LIST_LIMIT).default(SESSION_LIST_LIMIT),
});

export const reportQuerySchema = z.strictObject({ sessionId: z.string().uuid({ message: 'Must be a UUID' }).optional() });

/** The audience's private rating of the talk (1 to 5 stars) with an optional comment. */
export const privateFeedbackRequestSchema = z.strictObject({
  rating: z.number().int().min(1).max(FEEDBACK_RATING_MAX),
  comment: z.string().trim().max(FEEDBACK_COMMENT_MAX_LENGTH).default(''),
});
export type PrivateFeedbackRequest = z.infer<typeof privateFeedbackRequestSchema>;

/** Spec doc 3 §7 audience-info-report: a person's answers in the session picked. */
export const participantAnswersQuerySchema = z.strictObject({ sessionId: z.string().uuid({ message: 'Must be a UUID' }) });

/** The shared variant: the share token stands in for login. */
export const sharedParticipantAnswersQuerySchema = z.strictObject({
  sessionId: z.string().uuid({ message: 'Must be a UUID' }),
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Not a share token'),
});

export const shareTokenParamSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Not a share token');
