import { z } from 'zod';
import { imageRefSchema } from './common-schemas.js';
import { richTextSchema } from './rich-text-policy.js';

/** Doc 2 §3 "hint (images allowed)": a clue shown on a quiz question, as sanitised rich text. */
export const hintFieldsSchema = z.strictObject({
  text: richTextSchema,
  image: imageRefSchema.nullable(),
});
export type HintFields = z.infer<typeof hintFieldsSchema>;

export const hintSchema = hintFieldsSchema.extend({ id: z.string() });
export type Hint = z.infer<typeof hintSchema>;
