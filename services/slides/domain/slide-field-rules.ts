import type { DeckSlide } from '../../../contracts/deck/read-model.js';
import { normaliseCategories } from '../../../contracts/slides/categories.js';
import { IDEAS_MAX_VOTES, IDEAS_MIN_VOTES, MAX_SLIDE_OPTIONS, MIN_LIMIT_CHOICE } from '../../../contracts/slides/constants.js';
import { SLIDE_FIELD_KEYS, type SlideFields, type SlideFieldsInput } from '../../../contracts/slides/slide-fields.js';
import { slideFieldsSchemaFor } from '../../../contracts/slides/slide-type-fields.js';
import { effectiveSlideType, type SecondarySlideType, type SlideType } from '../../../contracts/slides/slide-types.js';
import { ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import { invalidInput } from './deck-guards.js';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The editable fields a deck slide currently holds. */
export function fieldsOf(slide: DeckSlide): SlideFields {
  const fields: Record<string, unknown> = {};
  for (const key of SLIDE_FIELD_KEYS) if (slide[key] !== undefined) fields[key] = slide[key];
  return fields as SlideFields;
}

/**
 * Checks sent fields against the slide type's own schema (a field the type does not have is a 400) and applies
 * the spec's normalisation rules, which adjust values rather than refuse them.
 * `current` is the slide being edited (absent for a new slide), for rules that look at the whole slide.
 */
export function normaliseSlideFields(
  type: SlideType,
  slideType: SecondarySlideType,
  input: SlideFieldsInput,
  newId: () => string,
  current?: SlideFields & { options?: readonly { id: string }[] },
): SlideFields {
  const parsed = slideFieldsSchemaFor(type, slideType).safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error, 'fields');
  const fields = { ...(parsed.data as SlideFieldsInput) };
  const effective = effectiveSlideType(type, slideType);

  // Doc 2 §5 limitChoice: ideas votes clamped to 1..20; other types allow at least 2 choices.
  if (fields.limitChoice !== undefined) {
    fields.limitChoice =
      effective === 'ideas'
        ? clamp(fields.limitChoice, IDEAS_MIN_VOTES, IDEAS_MAX_VOTES)
        : clamp(fields.limitChoice, MIN_LIMIT_CHOICE, MAX_SLIDE_OPTIONS);
  }
  // Doc 2 §5 categories: blank ones dropped, at least two kept.
  const categories = fields.categories === undefined ? undefined : normaliseCategories(fields.categories, newId);

  const merged = { ...current, ...fields };
  if (merged.scaleMin !== undefined && merged.scaleMax !== undefined && merged.scaleMin >= merged.scaleMax) {
    throw new ValidationFailed('The scale must end above where it starts', [
      { path: 'fields.scaleMax', message: 'Must be greater than scaleMin' },
    ]);
  }
  if (fields.matchingQuestionOptions && current?.options) {
    const optionIds = new Set(current.options.map((option) => option.id));
    const stray = fields.matchingQuestionOptions.findIndex((pair) => !optionIds.has(pair.optionId));
    if (stray !== -1) {
      throw new ValidationFailed('A matching item points at an option this slide does not have', [
        { path: `fields.matchingQuestionOptions.${stray}.optionId`, message: 'Unknown option' },
      ]);
    }
  }
  return { ...fields, ...(categories && { categories }) } as SlideFields;
}
