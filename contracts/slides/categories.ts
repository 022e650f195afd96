import { z } from 'zod';
import { idSchema } from './common-schemas.js';
import { CATEGORY_OPTION_MAX_LENGTH, DEFAULT_CATEGORY_COUNT, MAX_CATEGORIES, MAX_CATEGORY_OPTIONS } from './constants.js';

/** Doc 2 §3 "Category (categorise slide)": id, value, options (each with value). */
export const categoryOptionSchema = z.strictObject({ value: z.string().max(CATEGORY_OPTION_MAX_LENGTH) });

export const categorySchema = z.strictObject({
  id: idSchema,
  value: z.string().max(200),
  options: z.array(categoryOptionSchema).max(MAX_CATEGORY_OPTIONS),
});
export type Category = z.infer<typeof categorySchema>;

/** As written by the editor: a new category has no id yet, and the server may drop blank entries. */
export const categoryInputSchema = categorySchema.extend({
  id: idSchema.optional(),
  options: z.array(z.strictObject({ value: z.string().max(1000) })).max(MAX_CATEGORY_OPTIONS * 4),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;
export const categoriesInputSchema = z.array(categoryInputSchema).max(MAX_CATEGORIES * 4);

/**
 * Doc 2 §5 "Category options": blank categories are dropped; an option is kept if non-empty and within the
 * maximum length; no categories become two empty ones and a single one gets a second.
 * Pure so the editor can show the result before the server confirms it.
 */
export function normaliseCategories(input: readonly CategoryInput[], newId: () => string): Category[] {
  const kept: Category[] = input
    .filter((category) => category.value.trim() !== '')
    .slice(0, MAX_CATEGORIES)
    .map((category) => ({
      id: category.id ?? newId(),
      value: category.value.trim(),
      options: category.options
        .map((option) => ({ value: option.value.trim() }))
        .filter((option) => option.value !== '' && option.value.length <= CATEGORY_OPTION_MAX_LENGTH)
        .slice(0, MAX_CATEGORY_OPTIONS),
    }));
  // Padding reuses the ids of dropped blank categories, so re-sending an untouched slide changes nothing.
  const blankIds = input.filter((category) => category.value.trim() === '').map((category) => category.id);
  while (kept.length < DEFAULT_CATEGORY_COUNT) {
    kept.push({ id: blankIds.shift() ?? newId(), value: '', options: [] });
  }
  return kept;
}
