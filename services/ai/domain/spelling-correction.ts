import type { Misspelling } from '../../../contracts/ai/spellcheck.js';
import type { DeckSlide } from '../../../contracts/deck/read-model.js';
import type { SlideCommand } from '../../../contracts/slides/commands.js';

type Correction = Extract<SlideCommand, { type: 'PatchSlide' | 'PatchSlideOption' }>;

const wordChar = /[\p{L}\p{N}]/u;

/** The text with the first whole-word occurrence of `word` replaced (punctuation around it kept); null when it is no longer there. */
export function correctedText(text: string, word: string, correction: string): string | null {
  let from = 0;
  for (;;) {
    const at = text.indexOf(word, from);
    if (at === -1) return null;
    const before = at === 0 ? '' : text[at - 1]!;
    const after = text[at + word.length] ?? '';
    if (!wordChar.test(before) && !wordChar.test(after)) return `${text.slice(0, at)}${correction}${text.slice(at + word.length)}`;
    from = at + 1;
  }
}

/** A chosen correction as the ordinary edit of the slide field or option it is in; null when the text has changed since. */
export function correctionCommand(presentationId: string, slide: DeckSlide, misspelling: Misspelling, correction: string): Correction | null {
  const { place } = misspelling;
  switch (place.kind) {
    case 'slide': {
      const text = correctedText(slide[place.field] ?? '', misspelling.misspelledWord, correction);
      return text === null ? null : { type: 'PatchSlide', data: { presentationId, slideId: slide.id, fields: { [place.field]: text } } };
    }
    case 'option': {
      const option = slide.options.find((candidate) => candidate.id === place.optionId);
      const text = option ? correctedText(option.title, misspelling.misspelledWord, correction) : null;
      return text === null ? null : { type: 'PatchSlideOption', data: { presentationId, optionId: place.optionId, title: text } };
    }
    default:
      return place satisfies never;
  }
}
