import { z } from 'zod';
import { idSchema } from '../slides/common-schemas.js';
import { presentationAttributesInputSchema, themeInputSchema, updateParticipantInfoSchema } from './commands.js';
import { presentationSettingsChangesSchema } from './settings.js';

/** HTTP bodies of the presentation-level deck calls (spec doc 2 §7, doc 3 §7). */

/** PATCH /api/presentation-attribute/{presentationId}. */
export const presentationAttributeRequestSchema = presentationAttributesInputSchema;

/** PATCH /api/presentation/{presentationId}/theme. */
export const themeRequestSchema = themeInputSchema;

/** PATCH /api/presentation/{presentationId}/settings (route not named by the spec). */
export const presentationSettingsRequestSchema = presentationSettingsChangesSchema;

/** PATCH /api/presentation/{presentationId}/participant-info (the spec's participantFields / audienceAdmission). */
export const participantInfoRequestSchema = updateParticipantInfoSchema.omit({ presentationId: true });

/** PATCH presentation (lastSlide, activeSlide, socketId). */
export const activeSlideRequestSchema = z.strictObject({
  activeSlide: idSchema,
  lastSlide: idSchema.optional(),
  socketId: z.string().max(100).optional(),
});

/** Presentation update with hasResults (doc 2 §7). */
export const resultsFlagRequestSchema = z.strictObject({ hasResults: z.boolean() });
