import { z } from 'zod';

export const updateNextSlideRequestSchema = z.strictObject({
  activeSlide: z.string().min(1).max(64),
  /** Sent by the editor (spec doc 2 §7); the live slide moves in one event either way. */
  transactionalSlideUpdate: z.boolean().optional(),
});

export const liveSlideUpdateRequestSchema = z.strictObject({
  presentationId: z.string().uuid(),
  stopSubmission: z.boolean(),
});

export const moderateAnswerRequestSchema = z.strictObject({
  presentationId: z.string().uuid(),
  answerId: z.string().uuid(),
  /** true: the answer shows; false: it stays hidden for good. */
  approve: z.boolean(),
});

export const removeWordRequestSchema = z.strictObject({
  presentationId: z.string().uuid(),
  slideId: z.string().min(1).max(64),
  text: z.string().min(1).max(200),
  count: z.number().int().optional(),
  slideVersion: z.number().int().optional(),
});

export const uuidParamSchema = z.string().uuid({ message: 'Must be a UUID' });
export const slideIdParamSchema = z.string().min(1).max(64);

/** clear-slides (spec doc 2 §7): the presentation whose next run starts a new session. */
export const clearSlidesRequestSchema = z.strictObject({
  presentationId: z.string().uuid(),
});
