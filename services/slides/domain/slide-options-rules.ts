import type { DeckSlide } from '../../../contracts/deck/read-model.js';
import { emptyOption, type SlideOption, type SlideOptionFields } from '../../../contracts/slides/slide-option.js';
import {
  MAX_CORRECT_ORDER_OPTIONS,
  MAX_SLIDE_OPTIONS,
  MAX_SPINNER_WHEEL_OPTIONS,
  MESSAGES,
} from '../../../contracts/slides/constants.js';
import {
  effectiveSlideType,
  TYPES_WITH_AUTHORED_OPTIONS,
  type SecondarySlideType,
  type SlideType,
} from '../../../contracts/slides/slide-types.js';
import { BusinessRuleViolated } from '../../shared-kernel/domain/domain-errors.js';

/** Doc 2 §5/§9: 8 options, correct order up to 10, a spinner wheel up to 5000 entries. */
export function optionLimit(type: SlideType, slideType: SecondarySlideType): number {
  const effective = effectiveSlideType(type, slideType);
  if (effective === 'spinnerWheel') return MAX_SPINNER_WHEEL_OPTIONS;
  if (effective === 'correctOrder') return MAX_CORRECT_ORDER_OPTIONS;
  return MAX_SLIDE_OPTIONS;
}

export function requireAuthoredOptions(type: SlideType, slideType: SecondarySlideType): void {
  if (!TYPES_WITH_AUTHORED_OPTIONS.includes(effectiveSlideType(type, slideType))) {
    throw new BusinessRuleViolated(MESSAGES.noOptionsForType);
  }
}

export function hasRoomForOptions(slide: Pick<DeckSlide, 'type' | 'slideType'>, current: number, adding: number): boolean {
  return current + adding <= optionLimit(slide.type, slide.slideType);
}

/** Doc 2 §5: at the limit, the spec's message. */
export function requireRoomForOptions(slide: Pick<DeckSlide, 'type' | 'slideType'>, current: number, adding: number): void {
  if (!hasRoomForOptions(slide, current, adding)) throw new BusinessRuleViolated(MESSAGES.tooManyOptions);
}

/** A new option from what the editor sent; a field it left out takes its default. */
export function newOption(input: Partial<SlideOptionFields>, id: string): SlideOption {
  return { ...emptyOption(id, input.title ?? ''), image: input.image ?? null, correct: input.correct ?? false };
}

/** A single-answer quiz question has one correct option: marking another one unmarks the rest. */
export function hasSingleCorrectAnswer(slide: Pick<DeckSlide, 'type' | 'slideType' | 'multipleChoice'>): boolean {
  const effective = effectiveSlideType(slide.type, slide.slideType);
  return (effective === 'pickAnswer' || effective === 'imageChoice') && slide.multipleChoice !== true;
}
