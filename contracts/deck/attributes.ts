import { z } from 'zod';
import {
  hexColourSchema,
  httpUrlSchema,
  idSchema,
  imageRefSchema,
  slideAudioSchema,
  themeColourInputSchema,
  visibilityInputSchema,
  visibilitySchema,
} from '../slides/common-schemas.js';

/** Doc 3 §9: twelve fonts, Plus Jakarta Sans by default. */
export const FONT_FAMILIES = [
  'Plus Jakarta Sans',
  'Inter',
  'Roboto',
  'Open Sans',
  'Lato',
  'Montserrat',
  'Poppins',
  'Nunito',
  'Raleway',
  'Merriweather',
  'Playfair Display',
  'Roboto Mono',
] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];
export const fontFamilySchema = z.enum(FONT_FAMILIES);

/** Doc 3 §3 "colorPalette (colors, lighterColors)"; doc 3 §9 palettes hold up to 30 colours. */
export const colorPaletteSchema = z.strictObject({
  colors: z.array(hexColourSchema).max(30),
  lighterColors: z.array(hexColourSchema).max(30),
});

/**
 * Doc 3 §3 "Presentation attribute" and "Theme", stored form. null = not set (the slide's or default look
 * applies). The font is the presentation's fontFamily, kept on the deck itself.
 */
export const presentationAttributesSchema = z.strictObject({
  colorPalette: colorPaletteSchema.nullable(),
  themeName: z.string().max(100).nullable(),
  themeId: idSchema.nullable(),
  themeThumbnail: httpUrlSchema.nullable(),
  themeActive: z.boolean(),
  textColour: hexColourSchema.nullable(),
  baseColour: hexColourSchema.nullable(),
  visibility: visibilitySchema.nullable(),
  backgroundImage: imageRefSchema.nullable(),
  logo: imageRefSchema.nullable(),
  showEmojiAvatar: z.boolean(),
  /** Doc 2 §3 audio settings, for the whole presentation (absent on decks from before it existed: none). */
  audio: slideAudioSchema.nullable().optional(),
});
export type PresentationAttributes = z.infer<typeof presentationAttributesSchema>;

export const DEFAULT_PRESENTATION_ATTRIBUTES: PresentationAttributes = {
  colorPalette: null,
  themeName: null,
  themeId: null,
  themeThumbnail: null,
  themeActive: false,
  textColour: null,
  baseColour: null,
  visibility: null,
  backgroundImage: null,
  logo: null,
  /** Doc 3 §3 "showEmojiAvatar (default on)". */
  showEmojiAvatar: true,
  audio: null,
};

/** Stored attribute changes (after "empty colour / visibility -1 means unset" became null). */
export const presentationAttributesChangesSchema = presentationAttributesSchema
  .extend({ fontFamily: fontFamilySchema })
  .partial();
export type PresentationAttributesChanges = z.infer<typeof presentationAttributesChangesSchema>;

/** Doc 3 §5 "empty text or base colour, and visibility -1, are unset". */
export const themeLookInputShape = {
  textColour: themeColourInputSchema.nullable(),
  baseColour: themeColourInputSchema.nullable(),
  visibility: visibilityInputSchema.nullable(),
} as const;

/** A theme as applied to a presentation: its look is copied onto every slide. */
export const themeSchema = z.strictObject({
  themeId: idSchema.nullable(),
  themeName: z.string().max(100).nullable(),
  themeThumbnail: httpUrlSchema.nullable(),
  colorPalette: colorPaletteSchema.nullable(),
  textColour: hexColourSchema.nullable(),
  baseColour: hexColourSchema.nullable(),
  visibility: visibilitySchema.nullable(),
  backgroundImage: imageRefSchema.nullable(),
  fontFamily: fontFamilySchema.nullable(),
});
export type Theme = z.infer<typeof themeSchema>;
