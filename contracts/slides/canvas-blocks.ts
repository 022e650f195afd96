import { z } from 'zod';
import { hexColourSchema, idSchema, imageLinkSchema } from './common-schemas.js';
import { richTextSchema } from './rich-text-policy.js';

/** Doc 2 §3: a content slide is a 1280x720 canvas of positioned blocks. */
export const CANVAS_WIDTH = 1280;
export const CANVAS_HEIGHT = 720;

const blockStyleSchema = z.strictObject({
  width: z.number().nonnegative().max(CANVAS_WIDTH * 4),
  height: z.number().nonnegative().max(CANVAS_HEIGHT * 4),
  /** CSS transform (translate/rotate/scale) as the canvas editor writes it. */
  transform: z.string().max(200),
});

const blockBase = {
  id: idSchema,
  hidden: z.boolean().optional(),
};

export const RICH_TEXT_TAGS = ['heading', 'caption', 'content'] as const;

export const richTextBlockSchema = z.strictObject({
  ...blockBase,
  type: z.literal('RichText'),
  tag: z.enum(RICH_TEXT_TAGS),
  /** Sanitised HTML (rich-text policy "withLinks"). */
  content: z.strictObject({ value: richTextSchema }),
  style: blockStyleSchema.extend({ fontSize: z.number().int().min(6).max(400).optional() }),
});

export const imageBlockSchema = z.strictObject({
  ...blockBase,
  type: z.literal('Image'),
  tag: z.literal('image'),
  content: z.strictObject({ src: imageLinkSchema, isPlaceholderImage: z.boolean() }),
  style: blockStyleSchema,
});

export const emojiBlockSchema = z.strictObject({
  ...blockBase,
  type: z.literal('Emoji'),
  content: z.strictObject({ value: z.string().min(1).max(32) }),
  style: blockStyleSchema,
});

export const SHAPES = ['rectangle', 'roundedRectangle', 'circle', 'triangle', 'diamond', 'star', 'arrow'] as const;
export type Shape = (typeof SHAPES)[number];

export const shapeBlockSchema = z.strictObject({
  ...blockBase,
  type: z.literal('Shape'),
  shape: z.enum(SHAPES),
  shapeStyle: z.strictObject({
    fill: hexColourSchema,
    stroke: hexColourSchema,
    strokeWidth: z.number().min(0).max(50),
  }),
  style: blockStyleSchema,
});

export const LINE_DASHES = ['solid', 'dashed', 'dotted'] as const;
export const LINE_ENDS = ['none', 'arrow', 'circle'] as const;

export const lineBlockSchema = z.strictObject({
  ...blockBase,
  type: z.literal('Line'),
  weight: z.number().min(1).max(50),
  dash: z.enum(LINE_DASHES),
  start: z.enum(LINE_ENDS),
  end: z.enum(LINE_ENDS),
  colour: hexColourSchema,
  style: blockStyleSchema,
});

export const canvasBlockSchema = z.discriminatedUnion('type', [
  richTextBlockSchema,
  imageBlockSchema,
  emojiBlockSchema,
  shapeBlockSchema,
  lineBlockSchema,
]);
export type CanvasBlock = z.infer<typeof canvasBlockSchema>;
export type RichTextBlock = z.infer<typeof richTextBlockSchema>;
export type ImageBlock = z.infer<typeof imageBlockSchema>;
export type ShapeBlock = z.infer<typeof shapeBlockSchema>;
export type LineBlock = z.infer<typeof lineBlockSchema>;
export type CanvasBlockType = CanvasBlock['type'];
