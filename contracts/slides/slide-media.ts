import { z } from 'zod';
import { slideEmbedSchema, convertEmbedUrl, type SlideEmbed } from './embed-url.js';
import { slideFieldShape } from './slide-fields.js';

/** The fields a slide is drawn with besides its text: what phones get with a slide so they show what the stage shows. */
export const SLIDE_MEDIA_KEYS = [
  'image',
  'imageCaption',
  'layout',
  'backgroundImage',
  'backgroundImageCropperData',
  'visibility',
  'youtubeLink',
  'canvasBlocks',
  'embed',
] as const;

const mediaShape = {
  image: slideFieldShape.image,
  imageCaption: slideFieldShape.imageCaption,
  layout: slideFieldShape.layout,
  backgroundImage: slideFieldShape.backgroundImage,
  backgroundImageCropperData: slideFieldShape.backgroundImageCropperData,
  visibility: slideFieldShape.visibility,
  youtubeLink: slideFieldShape.youtubeLink,
  canvasBlocks: slideFieldShape.canvasBlocks,
  embed: slideEmbedSchema.nullable(),
} satisfies Record<(typeof SLIDE_MEDIA_KEYS)[number], z.ZodType>;

export type SlideMedia = { -readonly [K in keyof typeof mediaShape]?: z.infer<(typeof mediaShape)[K]> };

/** Each field read on its own: one that does not hold what it should is left out, and the rest still show. */
export function readSlideMedia(raw: Readonly<Record<string, unknown>>): SlideMedia {
  const media: Record<string, unknown> = {};
  for (const key of SLIDE_MEDIA_KEYS) {
    if (raw[key] === undefined) continue;
    const parsed = mediaShape[key].safeParse(raw[key]);
    if (parsed.success) media[key] = parsed.data;
  }
  return media as SlideMedia;
}

/** What a video slide plays: its embed when it has a YouTube one, otherwise its YouTube link converted. */
export function videoEmbedOf(media: SlideMedia): SlideEmbed | null {
  if (media.embed?.platform === 'youtube') return media.embed;
  if (!media.youtubeLink) return null;
  const converted = convertEmbedUrl(media.youtubeLink);
  return converted.ok && converted.embed.platform === 'youtube' ? converted.embed : null;
}
