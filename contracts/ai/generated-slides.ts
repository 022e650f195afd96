import { z } from 'zod';
import { AI_MAX_SLIDES_PER_ANSWER } from './constants.js';
import { slideFieldShape } from '../slides/slide-fields.js';
import { slideOptionFieldsSchema } from '../slides/slide-option.js';

/**
 * What the model may answer: a few slide types, each a narrow pick of the deck's own field and option contracts,
 * so anything that validates here is a valid AddSlide. The JSON schema sent to the model is derived from this.
 */
const title = slideFieldShape.title.min(1);
const optionTitle = slideOptionFieldsSchema.shape.title.min(1);

const quizSlide = z.strictObject({
  type: z.literal('pickAnswer'),
  title,
  options: z.array(z.strictObject({ title: optionTitle, correct: slideOptionFieldsSchema.shape.correct })).min(2).max(6),
});
const pollSlide = z.strictObject({
  type: z.literal('poll'),
  title,
  options: z.array(z.strictObject({ title: optionTitle })).min(2).max(6),
});
const wordCloudSlide = z.strictObject({ type: z.literal('wordCloud'), title });
const openEndedSlide = z.strictObject({ type: z.literal('openEnded'), title });
const contentSlide = z.strictObject({ type: z.literal('textSlide'), title, subheading: slideFieldShape.subheading });

/** A quiz question needs exactly one right answer to be scored. */
export const generatedSlideSchema = z
  .discriminatedUnion('type', [quizSlide, pollSlide, wordCloudSlide, openEndedSlide, contentSlide])
  .refine((slide) => slide.type !== 'pickAnswer' || slide.options.filter((option) => option.correct).length === 1, {
    message: 'A quiz question has exactly one correct option',
    path: ['options'],
  });
export type GeneratedSlide = z.infer<typeof generatedSlideSchema>;
export type GeneratedSlideType = GeneratedSlide['type'];

export const generatedDeckSchema = z.strictObject({ slides: z.array(generatedSlideSchema).min(1).max(AI_MAX_SLIDES_PER_ANSWER) });

/** The structured-output schema the provider is asked to follow (JSON Schema from the zod contract). */
export const generatedDeckJsonSchema = (): Record<string, unknown> => z.toJSONSchema(generatedDeckSchema, { target: 'draft-7' }) as Record<string, unknown>;
