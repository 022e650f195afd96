import { describe, expect, it } from '@jest/globals';
import {
  categoriesAnswer,
  choiceAnswer,
  matchPair,
  moveItem,
  nudge,
  orderAnswer,
  pairsAnswer,
  pairsProgress,
  sortingProgress,
  sortInto,
  togglePick,
  typedAnswer,
} from './answer-state.js';

describe('correct order: reordering', () => {
  it('moves an item to another position and leaves the rest in order', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], -1, 0)).toEqual(['a', 'b']);
  });

  it('nudges one place up or down, and not past either end', () => {
    expect(nudge(['a', 'b', 'c'], 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(nudge(['a', 'b', 'c'], 'a', 1)).toEqual(['b', 'a', 'c']);
    expect(nudge(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(nudge(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
    expect(nudge(['a', 'b'], 'zz', 1)).toEqual(['a', 'b']);
  });

  it('answers with every id in the order given', () => {
    expect(orderAnswer(['c', 'a', 'b'])).toEqual({ kind: 'order', optionIds: ['c', 'a', 'b'] });
  });
});

describe('match pairs: matching', () => {
  it('gives each option one match, and a match taken by another option frees that option', () => {
    let pairs = matchPair({}, 'france', 'paris');
    pairs = matchPair(pairs, 'italy', 'rome');
    expect(pairs).toEqual({ france: 'paris', italy: 'rome' });
    pairs = matchPair(pairs, 'italy', 'paris');
    expect(pairs).toEqual({ italy: 'paris' });
    expect(pairsProgress(pairs, ['france', 'italy', 'spain'])).toEqual({ matched: 1, complete: false });
    pairs = matchPair(pairs, 'italy', null);
    expect(pairs).toEqual({});
    expect(pairsAnswer(pairs)).toBeNull();
  });

  it('is complete once every option is matched, and a partial match can still be sent', () => {
    const pairs = matchPair(matchPair({}, 'a', '1'), 'b', '2');
    expect(pairsProgress(pairs, ['a', 'b'])).toEqual({ matched: 2, complete: true });
    expect(pairsAnswer(matchPair({}, 'a', '1'))).toEqual({ kind: 'pairs', pairs: { a: '1' } });
    expect(pairsProgress({}, [])).toEqual({ matched: 0, complete: false });
  });
});

describe('categorise: sorting', () => {
  it('puts items in categories, moves them between categories and takes them out', () => {
    let sorting = sortInto({}, 'apple', 'fruit');
    sorting = sortInto(sorting, 'leek', 'fruit');
    sorting = sortInto(sorting, 'leek', 'veg');
    expect(sorting).toEqual({ apple: 'fruit', leek: 'veg' });
    expect(sortingProgress(sorting, ['apple', 'leek', 'pear'])).toEqual({ sorted: 2, complete: false });
    sorting = sortInto(sorting, 'apple', null);
    expect(categoriesAnswer(sorting)).toEqual({ kind: 'categories', items: { leek: 'veg' } });
    expect(categoriesAnswer({})).toBeNull();
  });
});

describe('choice and typed answers', () => {
  it('collects several picks for a multiple-choice question', () => {
    expect(togglePick(togglePick(['a'], 'b'), 'a')).toEqual(['b']);
    expect(choiceAnswer([])).toBeNull();
    expect(choiceAnswer(['b', 'c'])).toEqual({ kind: 'choice', optionIds: ['b', 'c'] });
  });

  it('sends typed text trimmed, and nothing for blank text', () => {
    expect(typedAnswer('  New York ')).toEqual({ kind: 'typed', text: 'New York' });
    expect(typedAnswer('   ')).toBeNull();
    expect(typedAnswer('x'.repeat(300))).toEqual({ kind: 'typed', text: 'x'.repeat(200) });
  });
});
