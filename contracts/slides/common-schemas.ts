import { z } from 'zod';
import { uploadedAudioPathSchema } from '../media/uploaded-audio.js';
import { themeBackgroundPathSchema } from '../themes/theme-backgrounds.js';
import { uploadedImagePathSchema } from '../media/uploaded-images.js';
import { URL_MAX_LENGTH } from './constants.js';

/** Only web links: a stored `javascript:` or `data:` URL would run or bloat on every audience screen. */
export const httpUrlSchema = z.url({ protocol: /^https?$/, message: 'Must be an http(s) link' }).max(URL_MAX_LENGTH);

export const hexColourSchema = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, { message: 'Must be a hex colour such as #313131' });

/** Doc 2 §5 "Theme values: empty colours and visibility -1 are unset": both are accepted and read as "no value". */
export const themeColourInputSchema = z.union([hexColourSchema, z.literal('')]);
export const visibilitySchema = z.number().int().min(0).max(100);
export const visibilityInputSchema = z.union([visibilitySchema, z.literal(-1)]);

/** An image an upload put on this server (served from its own origin), an official theme's background, or a web link. */
export const imageLinkSchema = z.union([uploadedImagePathSchema, themeBackgroundPathSchema, httpUrlSchema]);

/** An uploaded or picked image in the sizes the spec names (image with xLarge; background thumbnail/large/xLarge). */
export const imageRefSchema = z.strictObject({
  url: imageLinkSchema,
  thumbnail: imageLinkSchema.optional(),
  large: imageLinkSchema.optional(),
  xLarge: imageLinkSchema.optional(),
  name: z.string().max(255).optional(),
});
export type ImageRef = z.infer<typeof imageRefSchema>;

/** Doc 2 §3 background image crop. */
export const cropperDataSchema = z.strictObject({
  x: z.number(),
  y: z.number(),
  width: z.number().nonnegative(),
  height: z.number().nonnegative(),
});

/** An audio file uploaded to this server for the presentation, or a web link. */
export const audioLinkSchema = z.union([uploadedAudioPathSchema, httpUrlSchema]);

/** Doc 2 §3 "Audio settings". */
export const slideAudioSchema = z.strictObject({
  link: audioLinkSchema,
  name: z.string().max(255),
  showControl: z.boolean(),
  autoPlay: z.boolean(),
  repeat: z.boolean(),
  playOnAudience: z.boolean(),
});
export type SlideAudio = z.infer<typeof slideAudioSchema>;

export const idSchema = z.string().min(1).max(64);
