import { z } from 'zod';
import { colorPaletteSchema, fontFamilySchema, themeLookInputShape } from '../deck/attributes.js';
import { imageRefSchema } from '../slides/common-schemas.js';

/** POST /api/presentation-themes: save the current design as a personal theme (-1 and empty values are unset). */
export const saveThemeRequestSchema = z.strictObject({
  themeName: z.string().trim().min(1).max(100),
  textColour: themeLookInputShape.textColour.optional(),
  baseColour: themeLookInputShape.baseColour.optional(),
  visibility: themeLookInputShape.visibility.optional(),
  colorPalette: colorPaletteSchema.nullable().optional(),
  backgroundImage: imageRefSchema.nullable().optional(),
  fontFamily: fontFamilySchema.nullable().optional(),
});
export type SaveThemeRequest = z.infer<typeof saveThemeRequestSchema>;

/** PATCH /api/presentation-themes/{themeId}. */
export const shareThemeRequestSchema = z.strictObject({ isShareWithTeam: z.boolean() });
export type ShareThemeRequest = z.infer<typeof shareThemeRequestSchema>;

/** Official ids are 1-12; saved themes have generated ids. */
export const themeIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,64}$/, { message: 'Must be a theme id' });
