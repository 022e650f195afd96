import { z } from 'zod';
import { MAX_SPINNER_WHEEL_OPTIONS, SPINNER_MAX_DURATION_SECONDS, SPINNER_MIN_DURATION_SECONDS } from '../slides/constants.js';

const presentationId = z.string().uuid();

/** POST /api/slide/spinner-wheel/{slideId}/spin: the slide's spin time and turns unless given here. */
export const spinRequestSchema = z.strictObject({
  presentationId,
  /** Chosen by the client; re-sending it is answered with the spin it started, never a second spin. */
  spinId: z.string().uuid().optional(),
  durationSeconds: z.number().int().min(SPINNER_MIN_DURATION_SECONDS).max(SPINNER_MAX_DURATION_SECONDS).optional(),
  spins: z.number().int().min(1).max(50).optional(),
});
export type SpinRequest = z.infer<typeof spinRequestSchema>;

/** POST /api/slide/spinner-wheel/{slideId}/stop. */
export const stopSpinRequestSchema = z.strictObject({ presentationId });

/**
 * POST /api/slide/spinner-wheel/{slideId}/update: take entries off the wheel (the winner, say), put every one
 * taken off back, or add everyone who joined the session as entries.
 */
export const updateWheelRequestSchema = z.strictObject({
  presentationId,
  removeEntryIds: z.array(z.string().min(1).max(100)).max(MAX_SPINNER_WHEEL_OPTIONS).optional(),
  restoreEntries: z.boolean().optional(),
  includeAudience: z.boolean().optional(),
});
export type UpdateWheelRequest = z.infer<typeof updateWheelRequestSchema>;
