import { z } from 'zod';
import { LEADERBOARD_MAX_LIMIT, MANUAL_POINTS_LIMIT } from './constants.js';

const id = z.string().min(1).max(64);

/** Presenter quiz controls over HTTP and the presenter socket. */
export const quizControlRequestSchema = z.strictObject({ presentationId: z.string().uuid() });
export type QuizControlRequest = z.infer<typeof quizControlRequestSchema>;

/** POST quiz-type-answer/{slideId}/accept. */
export const acceptTypeAnswerRequestSchema = z.strictObject({
  presentationId: z.string().uuid(),
  text: z.string().trim().min(1).max(200),
});

/** POST /api/score (spec doc 2 §7): point to one participant (audienceId) or one team (teamId). */
export const manualScoreRequestSchema = z.strictObject({
  presentationId: z.string().uuid(),
  slideId: id,
  audienceId: id.nullish(),
  teamId: id.nullish(),
  point: z.number().int().min(-MANUAL_POINTS_LIMIT).max(MANUAL_POINTS_LIMIT),
});
export type ManualScoreRequest = z.infer<typeof manualScoreRequestSchema>;

/** PUT leaderboards/{presentationId} (spec doc 2 §7: visibility stored under leaderboards/{presentationId} with isVisible). */
export const leaderboardVisibilityRequestSchema = z.strictObject({ isVisible: z.boolean() });

/** ?limit= on the leaderboard GETs: how many participants to list (best first). */
export const leaderboardQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(LEADERBOARD_MAX_LIMIT).optional() });
