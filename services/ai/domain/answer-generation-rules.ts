import type { DeckSlide } from '../../../contracts/deck/read-model.js';

/** Spec doc 3 §5: options are generated up to four titled ones. */
export const GENERATED_OPTIONS_TARGET = 4;

export type AnswerGenerationRefusal = 'unsupportedType' | 'noQuestion' | 'enoughOptions' | 'questionTooShort';

/** The slide types whose answer options the AI writes: quiz questions with choices, and polls. */
export function generatesOptions(slide: Pick<DeckSlide, 'type' | 'slideType'>): boolean {
  return (slide.type === 'pickAnswer' && slide.slideType === null) || slide.type === 'poll';
}

/**
 * Spec doc 3 §5 "AI answer generation": only with question text, fewer than 4 titled options, and a question of at
 * least 4 words, or at least 2 words ending with a question mark. Null: allowed.
 */
export function answerGenerationRefusal(slide: Pick<DeckSlide, 'type' | 'slideType' | 'title' | 'options'>): AnswerGenerationRefusal | null {
  if (!generatesOptions(slide)) return 'unsupportedType';
  const question = (slide.title ?? '').trim();
  if (question === '') return 'noQuestion';
  if (titledOptions(slide).length >= GENERATED_OPTIONS_TARGET) return 'enoughOptions';
  const words = question.split(/\s+/).length;
  if (words >= 4 || (words >= 2 && question.endsWith('?'))) return null;
  return 'questionTooShort';
}

export function titledOptions(slide: Pick<DeckSlide, 'options'>): DeckSlide['options'] {
  return slide.options.filter((option) => option.title.trim() !== '');
}
