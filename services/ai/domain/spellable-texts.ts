import { SPELLABLE_SLIDE_FIELDS, type SpellingPlace } from '../../../contracts/ai/spellcheck.js';
import type { DeckSlide } from '../../../contracts/deck/read-model.js';

/** One text of the deck the model reads, numbered from 1 in the prompt. */
export interface SpellableText {
  readonly slideId: string;
  readonly place: SpellingPlace;
  readonly text: string;
}

/** At most this many characters of a deck go to the model in one check; a longer deck is checked from its start. */
export const SPELLCHECK_MAX_CHARS = 30_000;

/** The plain texts an audience reads: each slide's title, subheading and description, and its options' titles. */
export function spellableTexts(slides: readonly DeckSlide[]): SpellableText[] {
  const texts: SpellableText[] = [];
  let characters = 0;
  const add = (text: SpellableText): boolean => {
    if (text.text.trim() === '') return true;
    characters += text.text.length;
    if (characters > SPELLCHECK_MAX_CHARS) return false;
    texts.push(text);
    return true;
  };
  for (const slide of slides) {
    for (const field of SPELLABLE_SLIDE_FIELDS) {
      if (!add({ slideId: slide.id, place: { kind: 'slide', field }, text: slide[field] ?? '' })) return texts;
    }
    for (const option of slide.options) {
      if (!add({ slideId: slide.id, place: { kind: 'option', optionId: option.id }, text: option.title })) return texts;
    }
  }
  return texts;
}

/** The prompt's list: one numbered line per text (line breaks folded so the numbering holds). */
export function numberedTexts(texts: readonly SpellableText[]): string {
  return texts.map((text, index) => `${index + 1}. ${text.text.replace(/\s+/g, ' ').trim()}`).join('\n');
}
