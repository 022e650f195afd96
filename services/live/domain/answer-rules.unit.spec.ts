import { describe, expect, it } from '@jest/globals';
import { isQuizQuestionType, quizQuestionType } from '../../../contracts/quiz/constants.js';
import { BusinessRuleViolated, ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import { checkChoice, checkRatings, checkText, checkWords, choiceLimit, entriesAllowed, entriesLeft, liveAnswerKindFor, normaliseAnswer, normaliseWord } from './answer-rules.js';
import { answerSettingsOf, type LiveSlideRules } from './live-slide.js';

const poll: LiveSlideRules = { id: 's1', type: 'poll', optionIds: ['a', 'b', 'c'], ...answerSettingsOf({}) };
const cloud: LiveSlideRules = { ...poll, type: 'wordCloud', optionIds: [], entriesPerParticipant: 3 };

describe('answer settings', () => {
  it('reads a missing or malformed field as its default, on the deck slide and on the audience copy alike', () => {
    expect(answerSettingsOf({})).toEqual({ multipleChoice: false, limitChoice: 1, entriesPerParticipant: 1, openEndedMultipleOption: false, scaleMin: 1, scaleMax: 5 });
    expect(answerSettingsOf({ multipleChoice: 'yes', limitChoice: 2.5, scaleMax: 7 })).toMatchObject({ multipleChoice: false, limitChoice: 1, scaleMax: 7 });
  });

  it('takes an answer on the live activities only; quiz questions answer on their own screens', () => {
    expect(liveAnswerKindFor('poll')).toBe('choice');
    expect(liveAnswerKindFor('wordCloud')).toBe('words');
    expect(liveAnswerKindFor('pickAnswer')).toBeNull();
    expect(liveAnswerKindFor('textSlide')).toBeNull();
  });

  it('takes Pick Image as the poll of pictures it is authored as (poll fields, poll results), not as a quiz question', () => {
    expect(liveAnswerKindFor('pickImage')).toBe('choice');
    expect(isQuizQuestionType('pickImage')).toBe(false);
    expect(quizQuestionType('pickImage', null)).toBeNull();
    expect(isQuizQuestionType('imageChoice')).toBe(true);
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
    expect(checkWords(cloud, ['a', 'b'], 2)).toEqual({ ok: false, problem: { code: 'tooManyEntries', limit: 3, left: 1 } });
    expect(checkWords(cloud, ['  '], 0)).toEqual({ ok: false, problem: { code: 'enterWord' } });
  });
});

describe('word cloud entries of one or two words (spec doc 2 §2)', () => {
  const single = { ...cloud, entriesPerParticipant: 1 };

  it('takes an entry of one or two words and refuses three or more, naming the entry', () => {
    expect(checkWords(single, ['ice cream'], 0)).toEqual({ ok: true, value: { kind: 'words', words: ['ice cream'] } });
    expect(checkWords(cloud, ['sun', 'very  hot  day'], 0)).toEqual({ ok: false, problem: { code: 'tooManyWords', entry: 1, max: 2 } });
  });

  it('tells a first-time participant who sends too many entries how many the question takes, not that they already answered', () => {
    expect(checkWords(single, ['sun', 'moon'], 0)).toEqual({ ok: false, problem: { code: 'tooManyEntries', limit: 1, left: 1 } });
    expect(() => normaliseAnswer(single, { kind: 'words', words: ['sun', 'moon'] }, 0)).toThrow(new BusinessRuleViolated('This question takes one entry per person.'));
    expect(() => normaliseAnswer(cloud, { kind: 'words', words: ['a', 'b', 'c', 'd'] }, 0)).toThrow(new BusinessRuleViolated('This question takes 3 entries per person.'));
    expect(() => normaliseAnswer(cloud, { kind: 'words', words: ['a', 'b'] }, 2)).toThrow(new BusinessRuleViolated('You can send one more entry to this question.'));
    expect(() => normaliseAnswer(single, { kind: 'words', words: ['sun'] }, 1)).toThrow(new BusinessRuleViolated('You have already answered this question.'));
    expect(() => normaliseAnswer(cloud, { kind: 'words', words: ['sun'] }, 3)).toThrow(new BusinessRuleViolated('You have already sent your 3 entries to this question.'));
    expect(() => normaliseAnswer(single, { kind: 'words', words: ['a b c'] }, 0)).toThrow(new ValidationFailed('Each answer can be one or two words.', [{ path: 'value.words.0', message: 'Each answer can be one or two words.' }]));
  });
});

describe('open-ended answers per person', () => {
  const openEnded: LiveSlideRules = { ...poll, type: 'openEnded', optionIds: [] };

  it('allows one answer, or entriesPerParticipant (at least two) when the slide allows more than one', () => {
    expect(entriesAllowed(openEnded)).toBe(1);
    expect(entriesAllowed({ ...openEnded, entriesPerParticipant: 4 })).toBe(1);
    expect(entriesAllowed({ ...openEnded, openEndedMultipleOption: true, entriesPerParticipant: 4 })).toBe(4);
    expect(entriesAllowed({ ...openEnded, openEndedMultipleOption: true, entriesPerParticipant: 1 })).toBe(2);
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
