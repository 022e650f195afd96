import { describe, expect, it } from '@jest/globals';
import type { SlideResults } from '../../../../../contracts/live/results.js';
import { shownWords } from './shown-words.js';

const word = (text: string, count: number) => ({ text, count, percent: 0, size: 16 });
const results: Extract<SlideResults, { kind: 'words' }> = {
  kind: 'words',
  slideId: 's',
  respondents: 3,
  entries: 3,
  words: [word('cat', 1), word('kitten', 1), word('dog', 1)],
  grouped: [word('Cats', 2), word('dog', 1)],
};

describe('the word cloud’s words as shown (spec doc 2 §4 "Group similar words")', () => {
  it('shows the grouping when the setting is on and a grouping exists, else the words as given', () => {
    expect(shownWords(results, true).map((shown) => shown.text)).toEqual(['Cats', 'dog']);
    expect(shownWords(results, false).map((shown) => shown.text)).toEqual(['cat', 'kitten', 'dog']);
    const { grouped: _none, ...ungrouped } = results;
    expect(shownWords(ungrouped, true).map((shown) => shown.text)).toEqual(['cat', 'kitten', 'dog']);
  });
});
