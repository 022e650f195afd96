import { z } from 'zod';
import { themeSchema } from '../deck/attributes.js';

/** A personal theme's look: everything a theme carries but its id (the stream's). */
export const savedThemeLookSchema = themeSchema.omit({ themeId: true, themeThumbnail: true }).extend({ themeName: z.string().min(1).max(100) });
export type SavedThemeLook = z.infer<typeof savedThemeLookSchema>;

export const themeSavedSchema = z.object({ themeId: z.string(), ownerId: z.string(), look: savedThemeLookSchema, savedAt: z.string() });
/** Spec doc 3 §4 "Theme sharing": shared, the theme is in its owner's team's list (teamId: that team); unshared, it leaves it. */
export const themeSharingChangedSchema = z.object({ themeId: z.string(), isShareWithTeam: z.boolean(), teamId: z.string().nullable(), changedAt: z.string() });
export const themeDeletedSchema = z.object({ themeId: z.string(), deletedAt: z.string() });

export type ThemeEvent =
  | { type: 'ThemeSaved'; data: z.infer<typeof themeSavedSchema> }
  | { type: 'ThemeSharingChanged'; data: z.infer<typeof themeSharingChangedSchema> }
  | { type: 'ThemeDeleted'; data: z.infer<typeof themeDeletedSchema> };
export type ThemeEventType = ThemeEvent['type'];

export const THEME_EVENT_DATA_SCHEMAS = {
  ThemeSaved: themeSavedSchema,
  ThemeSharingChanged: themeSharingChangedSchema,
  ThemeDeleted: themeDeletedSchema,
} as const satisfies Record<ThemeEventType, z.ZodType>;
export const THEME_EVENT_TYPES = Object.keys(THEME_EVENT_DATA_SCHEMAS) as ThemeEventType[];

export const themeStreamId = (themeId: string) => `presentation-theme-${themeId}`;
