import { describe, expect, it } from '@jest/globals';
import {
  canAnswerAgain,
  checkChoice,
  checkRatings,
  checkText,
  checkWords,
  choiceLimit,
  entriesLeft,
  normaliseWord,
  scalePoints,
  toggleChoice,
  wordsSent,
} from './answer-form.js';

describe('choice answers', () => {
  it('allows one option unless the slide takes several, then up to limitChoice (never more than there are options)', () => {
    expect(choiceLimit({ multipleChoice: false, limitChoice: 3 }, 4)).toBe(1);
    expect(choiceLimit({ multipleChoice: true, limitChoice: 3 }, 4)).toBe(3);
    expect(choiceLimit({ multipleChoice: true, limitChoice: 6 }, 4)).toBe(4);
    expect(choiceLimit({ multipleChoice: true, limitChoice: 0 }, 4)).toBe(1);
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

  it('needs at least one option and no more than the limit', () => {
    expect(checkChoice([], 1)).toEqual({ ok: false, problem: { code: 'chooseOne' } });
    expect(checkChoice(['a', 'b', 'c'], 2)).toEqual({ ok: false, problem: { code: 'tooManyChoices', limit: 2 } });
    expect(checkChoice(['a', 'a'], 1)).toEqual({ ok: true, value: { kind: 'choice', optionIds: ['a'] } });
  });
});

describe('word cloud answers', () => {
  it('normalises a word as the server stores it: trimmed, lower-cased, cut to 25 characters', () => {
    expect(normaliseWord('  Hello World ')).toBe('hello world');
    expect(normaliseWord('A'.repeat(30))).toBe('a'.repeat(25));
    expect(normaliseWord('   ')).toBe('');
  });

  it('counts the entries already sent to the slide against entriesPerParticipant', () => {
    const mine = [
      { slideId: 's1', value: { kind: 'words' as const, words: ['a', 'b'] } },
      { slideId: 's2', value: { kind: 'words' as const, words: ['c'] } },
      { slideId: 's1', value: { kind: 'choice' as const, optionIds: ['x'] } },
    ];
    expect(wordsSent(mine, 's1')).toBe(2);
    expect(entriesLeft(3, 2)).toBe(1);
    expect(entriesLeft(2, 2)).toBe(0);
    expect(entriesLeft(0, 0)).toBe(1);
  });

  it('sends the non-empty entries, normalised, and no more than are left', () => {
    expect(checkWords(['  Sun ', '', 'MOON'], 3)).toEqual({ ok: true, value: { kind: 'words', words: ['sun', 'moon'] } });
    expect(checkWords(['a', 'b', 'c'], 2)).toEqual({ ok: true, value: { kind: 'words', words: ['a', 'b'] } });
    expect(checkWords(['  '], 1)).toEqual({ ok: false, problem: { code: 'enterWord' } });
    expect(checkWords(['a'], 0)).toEqual({ ok: false, problem: { code: 'noEntriesLeft' } });
  });
});

describe('open-ended and rating answers', () => {
  it('needs text, trimmed, within 1000 characters', () => {
    expect(checkText('  hi  ')).toEqual({ ok: true, value: { kind: 'text', text: 'hi' } });
    expect(checkText('   ')).toEqual({ ok: false, problem: { code: 'enterText' } });
    expect(checkText('x'.repeat(1001))).toEqual({ ok: false, problem: { code: 'textTooLong', max: 1000 } });
  });

  it('keeps ratings of known statements within the scale and needs at least one', () => {
    const scale = { scaleMin: 1, scaleMax: 5 };
    expect(checkRatings({ s1: 4, s2: undefined, other: 3 }, ['s1', 's2'], scale)).toEqual({ ok: true, value: { kind: 'rating', ratings: { s1: 4 } } });
    expect(checkRatings({ s1: 9 }, ['s1'], scale)).toEqual({ ok: false, problem: { code: 'rateOne' } });
    expect(scalePoints({ scaleMin: 0, scaleMax: 3 })).toEqual([0, 1, 2, 3]);
  });
});

describe('answering again', () => {
  const mine = [{ slideId: 's1', value: { kind: 'words' as const, words: ['a'] } }];
  it('lets a word cloud take entries until they run out, and every other slide one answer', () => {
    expect(canAnswerAgain('words', mine, 's1', 2)).toBe(true);
    expect(canAnswerAgain('words', mine, 's1', 1)).toBe(false);
    expect(canAnswerAgain('choice', [{ slideId: 's2', value: { kind: 'choice', optionIds: ['o'] } }], 's2', 1)).toBe(false);
    expect(canAnswerAgain('choice', mine, 's2', 1)).toBe(true);
  });
});
