import type { Misspelling } from '../../../contracts/ai/spellcheck.js';
import type { DeckSlide } from '../../../contracts/deck/read-model.js';
import { correctedText, correctionCommand } from './spelling-correction.js';

const slide = { id: 's1', title: 'Welcome to teh quarterly review', subheading: 'tehnical bits, teh.', options: [{ id: 'o1', title: 'Nto sure', order: 1 }] } as unknown as DeckSlide;
const misspelling = (place: Misspelling['place'], misspelledWord: string): Misspelling => ({ id: 'm', slideId: 's1', place, partialPhrase: '', misspelledWord, corrections: [], activeCorrectionIndex: 0, words: [] });

describe('A chosen spelling correction as the ordinary slide edit', () => {
  it('replaces the first whole-word occurrence only, keeping punctuation', () => {
    expect(correctedText('tehnical bits, teh.', 'teh', 'the')).toBe('tehnical bits, the.');
    expect(correctedText('Nto sure', 'Nto', 'Not')).toBe('Not sure');
    expect(correctedText('tehnical', 'teh', 'the')).toBeNull();
  });

  it('patches the slide field or the option the word is in, and nothing once the word is gone', () => {
    expect(correctionCommand('p', slide, misspelling({ kind: 'slide', field: 'title' }, 'teh'), 'the')).toEqual({
      type: 'PatchSlide',
      data: { presentationId: 'p', slideId: 's1', fields: { title: 'Welcome to the quarterly review' } },
    });
    expect(correctionCommand('p', slide, misspelling({ kind: 'option', optionId: 'o1' }, 'Nto'), 'Not')).toEqual({ type: 'PatchSlideOption', data: { presentationId: 'p', optionId: 'o1', title: 'Not sure' } });
    expect(correctionCommand('p', slide, misspelling({ kind: 'option', optionId: 'gone' }, 'Nto'), 'Not')).toBeNull();
    expect(correctionCommand('p', slide, misspelling({ kind: 'slide', field: 'description' }, 'teh'), 'the')).toBeNull();
  });
});
