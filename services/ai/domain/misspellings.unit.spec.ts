import type { DeckSlide } from '../../../contracts/deck/read-model.js';
import { dismissalKey, misspellingsFrom } from './misspellings.js';
import { numberedTexts, spellableTexts, SPELLCHECK_MAX_CHARS } from './spellable-texts.js';

const slide = (id: string, fields: Partial<DeckSlide>, options: string[] = []): DeckSlide =>
  ({ id, title: '', subheading: '', description: '', ...fields, options: options.map((title, index) => ({ id: `${id}-o${index + 1}`, title, order: index + 1 })) }) as unknown as DeckSlide;

describe('Spellcheck: the texts the model reads and what of its answer counts (spec doc 3 §3 Misspelling)', () => {
  const slides = [slide('s1', { title: 'Welcome to teh quarterly review, everyone' }, ['Yes', 'Nto sure']), slide('s2', { title: '', subheading: 'Recieve the notes' })];
  const texts = spellableTexts(slides);

  it('numbers each non-empty title, subheading, description and option title in deck order', () => {
    expect(texts.map((text) => [text.slideId, text.place, text.text])).toEqual([
      ['s1', { kind: 'slide', field: 'title' }, 'Welcome to teh quarterly review, everyone'],
      ['s1', { kind: 'option', optionId: 's1-o1' }, 'Yes'],
      ['s1', { kind: 'option', optionId: 's1-o2' }, 'Nto sure'],
      ['s2', { kind: 'slide', field: 'subheading' }, 'Recieve the notes'],
    ]);
    expect(numberedTexts(texts).split('\n')[3]).toBe('4. Recieve the notes');
  });

  it('stops at the character budget', () => {
    const long = Array.from({ length: 40 }, (_, index) => slide(`l${index}`, { description: 'x'.repeat(1000) }));
    expect(spellableTexts(long)).toHaveLength(SPELLCHECK_MAX_CHARS / 1000);
  });

  it('places a reported word in its phrase, with the corrections that differ from it', () => {
    const found = misspellingsFrom({ misspellings: [{ text: 1, word: 'teh', corrections: ['the', 'teh', 'the'] }, { text: 4, word: 'Recieve', corrections: ['Receive'] }] }, texts, new Set());
    expect(found).toEqual([
      { id: 's1:title:2', slideId: 's1', place: { kind: 'slide', field: 'title' }, partialPhrase: 'Welcome to teh quarterly review, everyone', misspelledWord: 'teh', corrections: ['the'], activeCorrectionIndex: 0, words: ['Welcome', 'to', 'teh', 'quarterly', 'review,', 'everyone'] },
      { id: 's2:subheading:0', slideId: 's2', place: { kind: 'slide', field: 'subheading' }, partialPhrase: 'Recieve the notes', misspelledWord: 'Recieve', corrections: ['Receive'], activeCorrectionIndex: 0, words: ['Recieve', 'the', 'notes'] },
    ]);
  });

  it('drops what is not a whole word of the named text, a text that does not exist, and a "correction" that is the word itself', () => {
    const found = misspellingsFrom(
      {
        misspellings: [
          { text: 1, word: 'quarter', corrections: ['quarters'] },
          { text: 9, word: 'teh', corrections: ['the'] },
          { text: 2, word: 'teh', corrections: ['the'] },
          { text: 3, word: 'sure', corrections: ['sure'] },
        ],
      },
      texts,
      new Set(),
    );
    expect(found).toEqual([]);
  });

  it('leaves out a word dismissed in that phrase, and only there', () => {
    const dismissed = new Set([dismissalKey({ word: 'TEH', context: 'Welcome to teh quarterly review, everyone' })]);
    const found = misspellingsFrom({ misspellings: [{ text: 1, word: 'teh', corrections: ['the'] }, { text: 3, word: 'Nto', corrections: ['Not'] }] }, texts, dismissed);
    expect(found.map((misspelling) => misspelling.misspelledWord)).toEqual(['Nto']);
  });
});
