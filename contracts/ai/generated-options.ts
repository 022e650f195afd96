import { z } from 'zod';
import { idSchema } from '../slides/common-schemas.js';
import { slideOptionFieldsSchema } from '../slides/slide-option.js';

/** What the model may answer when asked for answer options: titles, and for a quiz which one is right. */
export const generatedOptionsSchema = z.strictObject({
  options: z.array(z.strictObject({ title: slideOptionFieldsSchema.shape.title.min(1), correct: slideOptionFieldsSchema.shape.correct })).min(1).max(4),
});
export type GeneratedOptions = z.infer<typeof generatedOptionsSchema>;

export const generatedOptionsJsonSchema = (): Record<string, unknown> => z.toJSONSchema(generatedOptionsSchema, { target: 'draft-7' }) as Record<string, unknown>;

/** Spec doc 3 §7 "Generate slide options: slideId; returns slideOptions" (the deck named too, as every deck call does). */
export const generateOptionsRequestSchema = z.strictObject({ presentationId: idSchema, slideId: idSchema });
export type GenerateOptionsRequest = z.infer<typeof generateOptionsRequestSchema>;

/** Spec doc 3 §8 option-generation messages. */
export const OPTION_GENERATION_MESSAGES = {
  failed: 'Something went wrong. Please try again.',
  unsupportedType: 'Answer options can be generated for quiz questions and polls.',
  noQuestion: 'Write the question first.',
  enoughOptions: 'This question already has 4 answer options.',
  questionTooShort: 'Write a question of at least 4 words, or 2 words and a question mark.',
} as const;
