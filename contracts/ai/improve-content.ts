import { z } from 'zod';
import { idSchema } from '../slides/common-schemas.js';
import { MAX_SLIDE_OPTIONS } from '../slides/constants.js';
import { slideFieldShape } from '../slides/slide-fields.js';
import { slideOptionFieldsSchema } from '../slides/slide-option.js';

/** Spec doc 3 §7 writing style: writingMode, tone, complexity. */
export const WRITING_MODES = ['improve', 'shorten', 'expand'] as const;
export const WRITING_TONES = ['professional', 'casual', 'friendly', 'funny'] as const;
export const WRITING_COMPLEXITIES = ['simpler', 'same', 'advanced'] as const;

export const writingStyleSchema = z.strictObject({
  writingMode: z.enum(WRITING_MODES),
  tone: z.enum(WRITING_TONES),
  complexity: z.enum(WRITING_COMPLEXITIES),
});
export type WritingStyle = z.infer<typeof writingStyleSchema>;

/** Spec doc 3 §7 "Improve slide content: slideId, improveWritingSettings.writingStyle" (the deck named too). */
export const improveContentRequestSchema = z.strictObject({
  presentationId: idSchema,
  slideId: idSchema,
  improveWritingSettings: z.strictObject({ writingStyle: writingStyleSchema }),
});
export type ImproveContentRequest = z.infer<typeof improveContentRequestSchema>;

/** The model's rewrite: the slide's title and each titled option, in the same order. */
export const improvedContentSchema = z.strictObject({
  title: slideFieldShape.title.min(1),
  options: z.array(z.strictObject({ title: slideOptionFieldsSchema.shape.title.min(1) })).max(MAX_SLIDE_OPTIONS),
});
export const improvedContentJsonSchema = (): Record<string, unknown> => z.toJSONSchema(improvedContentSchema, { target: 'draft-7' }) as Record<string, unknown>;

/** Spec doc 3 §8 improve-content messages, and the one refusal the spec leaves unnamed. */
export const IMPROVE_CONTENT_MESSAGES = {
  updated: 'Slide content has been updated!',
  failed: 'Something went wrong on our side. Please try again.',
  noTitle: 'Write the slide’s text first.',
} as const;
