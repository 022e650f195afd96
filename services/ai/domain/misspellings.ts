import { SPELLING_CONTEXT_WORDS, type Misspelling, type MisspellDismissal, type SpellingAnswer, type SpellingPlace } from '../../../contracts/ai/spellcheck.js';
import type { SpellableText } from './spellable-texts.js';

/** What a dismissal is remembered by: the word (any case) in its context. */
export const dismissalKey = (dismissal: Pick<MisspellDismissal, 'word' | 'context'>): string => `${dismissal.word.trim().toLowerCase()}\u0000${dismissal.context}`;

/** A word of a text without the punctuation around it ("teh," -> "teh"). */
const bare = (token: string): string => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

const placeKey = (place: SpellingPlace): string => {
  switch (place.kind) {
    case 'slide':
      return place.field;
    case 'option':
      return `option-${place.optionId}`;
    default:
      return place satisfies never;
  }
};

/**
 * The model's answer checked against the deck: a word counts only if it is a whole word of the text it names and a
 * correction differs from it; each is placed in its partialPhrase, and one an editor dismissed in that phrase is left out.
 */
export function misspellingsFrom(answer: SpellingAnswer, texts: readonly SpellableText[], dismissed: ReadonlySet<string>): Misspelling[] {
  const found = new Map<string, Misspelling>();
  for (const reported of answer.misspellings) {
    const text = texts[reported.text - 1];
    if (!text) continue;
    const word = reported.word.trim();
    const tokens = text.text.split(/\s+/).filter((token) => token !== '');
    const at = tokens.findIndex((token) => bare(token) === word);
    if (at === -1) continue;
    const corrections = [...new Set(reported.corrections.map((correction) => correction.trim()))].filter((correction) => correction !== '' && correction !== word);
    if (corrections.length === 0) continue;
    const words = tokens.slice(Math.max(0, at - SPELLING_CONTEXT_WORDS), at + SPELLING_CONTEXT_WORDS + 1);
    const partialPhrase = words.join(' ');
    if (dismissed.has(dismissalKey({ word, context: partialPhrase }))) continue;
    const id = `${text.slideId}:${placeKey(text.place)}:${at}`;
    if (!found.has(id)) found.set(id, { id, slideId: text.slideId, place: text.place, partialPhrase, misspelledWord: word, corrections, activeCorrectionIndex: 0, words });
  }
  return [...found.values()];
}
