import { describe, expect, it } from '@jest/globals';
import { choicesOffered, entriesSent, scalePoints, toggleChoice } from './answer-form.js';

describe('choice answers', () => {
  it('offers one option unless the slide takes several, then up to limitChoice (never more than there are options)', () => {
    expect(choicesOffered({ multipleChoice: false, limitChoice: 3 }, 4)).toBe(1);
    expect(choicesOffered({ multipleChoice: true, limitChoice: 3 }, 4)).toBe(3);
    expect(choicesOffered({ multipleChoice: true, limitChoice: 6 }, 4)).toBe(4);
    expect(choicesOffered({ multipleChoice: true, limitChoice: 0 }, 4)).toBe(1);
  });

  it('swaps the choice on a single-choice slide and keeps it when the same option is picked again', () => {
    expect(toggleChoice(['a'], 'b', 1)).toEqual({ selected: ['b'], refused: false });
    expect(toggleChoice(['a'], 'a', 1)).toEqual({ selected: ['a'], refused: false });
  });

  it('toggles on a multiple-choice slide and refuses a pick beyond the limit without dropping an earlier one', () => {
    expect(toggleChoice(['a'], 'b', 2)).toEqual({ selected: ['a', 'b'], refused: false });
    expect(toggleChoice(['a', 'b'], 'c', 2)).toEqual({ selected: ['a', 'b'], refused: true });
    expect(toggleChoice(['a', 'b'], 'a', 2)).toEqual({ selected: ['b'], refused: false });
  });
});

describe('what this person sent', () => {
  it('counts a word cloud answer by its words and any other answer as one, per slide', () => {
    const mine = [
      { slideId: 's1', value: { kind: 'words' as const, words: ['a', 'b'] } },
      { slideId: 's2', value: { kind: 'words' as const, words: ['c'] } },
      { slideId: 's3', value: { kind: 'choice' as const, optionIds: ['x'] } },
    ];
    expect(entriesSent(mine, 's1')).toBe(2);
    expect(entriesSent(mine, 's3')).toBe(1);
    expect(entriesSent(mine, 's4')).toBe(0);
  });
});

describe('rating scale', () => {
  it('lays out the points from scaleMin to scaleMax', () => {
    expect(scalePoints({ scaleMin: 0, scaleMax: 3 })).toEqual([0, 1, 2, 3]);
  });
});
