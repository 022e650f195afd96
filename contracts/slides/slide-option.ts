import { z } from 'zod';
import { imageRefSchema } from './common-schemas.js';
import { OPTION_TITLE_MAX_LENGTH } from './constants.js';

/** Doc 2 §3 "Slide option", editable part. Order is the option's position; counts are response data. */
export const slideOptionFieldsSchema = z.strictObject({
  title: z.string().max(OPTION_TITLE_MAX_LENGTH),
  image: imageRefSchema.nullable(),
  correct: z.boolean(),
});
export type SlideOptionFields = z.infer<typeof slideOptionFieldsSchema>;

export const slideOptionSchema = slideOptionFieldsSchema.extend({ id: z.string() });
export type SlideOption = z.infer<typeof slideOptionSchema>;

export const emptyOption = (id: string, title = ''): SlideOption => ({ id, title, image: null, correct: false });
