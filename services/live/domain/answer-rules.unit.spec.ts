import { describe, expect, it } from '@jest/globals';
import { checkChoice, checkRatings, checkText, checkWords, choiceLimit, entriesLeft, liveAnswerKindFor, normaliseWord } from './answer-rules.js';
import { answerSettingsOf, type LiveSlideRules } from './live-slide.js';

const poll: LiveSlideRules = { id: 's1', type: 'poll', optionIds: ['a', 'b', 'c'], ...answerSettingsOf({}) };
const cloud: LiveSlideRules = { ...poll, type: 'wordCloud', optionIds: [], entriesPerParticipant: 3 };

describe('answer settings', () => {
  it('reads a missing or malformed field as its default, on the deck slide and on the audience copy alike', () => {
    expect(answerSettingsOf({})).toEqual({ multipleChoice: false, limitChoice: 1, entriesPerParticipant: 1, scaleMin: 1, scaleMax: 5 });
    expect(answerSettingsOf({ multipleChoice: 'yes', limitChoice: 2.5, scaleMax: 7 })).toMatchObject({ multipleChoice: false, limitChoice: 1, scaleMax: 7 });
  });

  it('takes an answer on the live activities only; quiz questions answer on their own screens', () => {
    expect(liveAnswerKindFor('poll')).toBe('choice');
    expect(liveAnswerKindFor('wordCloud')).toBe('words');
    expect(liveAnswerKindFor('pickAnswer')).toBeNull();
    expect(liveAnswerKindFor('textSlide')).toBeNull();
  });
});

describe('choice answers', () => {
  it('allows one option unless the slide takes several, then up to limitChoice (at least one)', () => {
    expect(choiceLimit({ multipleChoice: false, limitChoice: 3 })).toBe(1);
    expect(choiceLimit({ multipleChoice: true, limitChoice: 3 })).toBe(3);
    expect(choiceLimit({ multipleChoice: true, limitChoice: 0 })).toBe(1);
  });

  it('needs at least one known option, each once, and no more than the limit', () => {
    expect(checkChoice(poll, [])).toEqual({ ok: false, problem: { code: 'chooseOne' } });
    expect(checkChoice(poll, ['a', 'a'])).toEqual({ ok: true, value: { kind: 'choice', optionIds: ['a'] } });
    expect(checkChoice(poll, ['z'])).toEqual({ ok: false, problem: { code: 'unknownOption', optionId: 'z' } });
    expect(checkChoice({ ...poll, multipleChoice: true, limitChoice: 2 }, ['a', 'b', 'c'])).toEqual({ ok: false, problem: { code: 'tooManyChoices', limit: 2 } });
  });
});

describe('word cloud answers', () => {
  it('normalises a word as it is stored: trimmed, lower-cased, cut to 25 characters', () => {
    expect(normaliseWord('  Hello World ')).toBe('hello world');
    expect(normaliseWord('A'.repeat(30))).toBe('a'.repeat(25));
    expect(normaliseWord('   ')).toBe('');
  });

  it('counts entries against entriesPerParticipant on a word cloud, and allows one answer anywhere else', () => {
    expect(entriesLeft(cloud, 2)).toBe(1);
    expect(entriesLeft(cloud, 3)).toBe(0);
    expect(entriesLeft(poll, 0)).toBe(1);
    expect(entriesLeft(poll, 1)).toBe(0);
  });

  it('sends the non-empty entries, normalised, and refuses more than are left', () => {
    expect(checkWords(cloud, ['  Sun ', '', 'MOON'], 0)).toEqual({ ok: true, value: { kind: 'words', words: ['sun', 'moon'] } });
    expect(checkWords(cloud, ['a', 'b'], 2)).toEqual({ ok: false, problem: { code: 'tooManyEntries', limit: 3 } });
    expect(checkWords(cloud, ['  '], 0)).toEqual({ ok: false, problem: { code: 'enterWord' } });
  });
});

describe('open-ended and rating answers', () => {
  it('needs text, trimmed, within 1000 characters', () => {
    expect(checkText('  hi  ')).toEqual({ ok: true, value: { kind: 'text', text: 'hi' } });
    expect(checkText('   ')).toEqual({ ok: false, problem: { code: 'enterText' } });
    expect(checkText('x'.repeat(1001))).toEqual({ ok: false, problem: { code: 'textTooLong', max: 1000 } });
  });

  it('takes ratings of the slide statements within its scale, at least one', () => {
    const scale = { ...poll, type: 'scale', scaleMin: 1, scaleMax: 5 };
    expect(checkRatings(scale, { a: 4 })).toEqual({ ok: true, value: { kind: 'rating', ratings: { a: 4 } } });
    expect(checkRatings(scale, {})).toEqual({ ok: false, problem: { code: 'rateOne' } });
    expect(checkRatings(scale, { z: 3 })).toEqual({ ok: false, problem: { code: 'unknownStatement', optionId: 'z' } });
    expect(checkRatings(scale, { a: 9 })).toEqual({ ok: false, problem: { code: 'outOfScale', optionId: 'a', min: 1, max: 5 } });
  });
});
