import { describe, expect, it } from '@jest/globals';
import { deckSlide } from '../live/deck-fixture.js';
import { correctFromDeck, correctFromKey } from './correct-answer.js';

describe('the correct answer in titles', () => {
  it('reads the answer key in the ids of the play the audience saw', () => {
    expect(
      correctFromKey(
        { kind: 'choice', multiple: false, options: [{ id: 'o1', title: 'Paris', image: null }, { id: 'o2', title: 'Rome', image: null }] },
        { kind: 'choice', optionIds: ['o1'] },
      ),
    ).toEqual({ kind: 'choice', optionIds: ['o1'], titles: ['Paris'] });
    expect(
      correctFromKey(
        { kind: 'order', items: [{ id: 'x', title: 'Earth', image: null }, { id: 'y', title: 'Mercury', image: null }] },
        { kind: 'order', optionIds: ['y', 'x'] },
      ),
    ).toEqual({ kind: 'order', titles: ['Mercury', 'Earth'] });
    expect(
      correctFromKey(
        { kind: 'pairs', left: [{ id: 'fr', title: 'France', image: null }], right: [{ id: 'r1', title: 'Paris', image: null }] },
        { kind: 'pairs', pairs: { fr: 'r1' } },
      ),
    ).toEqual({ kind: 'pairs', pairs: [{ left: 'France', right: 'Paris' }] });
    expect(
      correctFromKey(
        {
          kind: 'categories',
          categories: [{ id: 'c1', title: 'Fruit' }, { id: 'c2', title: 'Vegetable' }],
          items: [{ id: 'i1', title: 'Leek', image: null }, { id: 'i2', title: 'Apple', image: null }],
        },
        { kind: 'categories', items: { i1: 'c2', i2: 'c1' } },
      ),
    ).toEqual({ kind: 'categories', categories: [{ title: 'Fruit', items: ['Apple'] }, { title: 'Vegetable', items: ['Leek'] }] });
    expect(correctFromKey({ kind: 'typed' }, { kind: 'typed', accepted: ['New York', 'NYC'] }, ['Big Apple', 'NYC'])).toEqual({
      kind: 'typed',
      accepted: ['New York', 'NYC', 'Big Apple'],
    });
  });

  it('falls back on the presenter’s deck when no result is at hand', () => {
    const pick = deckSlide('q1', 'pickAnswer', 1, {}, ['Paris', 'Rome']);
    const withCorrect = { ...pick, options: pick.options.map((option, index) => ({ ...option, correct: index === 0 })) };
    expect(correctFromDeck(withCorrect, 'pickAnswer')).toEqual({ kind: 'choice', optionIds: ['q1-o1'], titles: ['Paris'] });
    expect(correctFromDeck(deckSlide('q2', 'pickAnswer', 2, { correctQuizTypeAnswer: 'New York', otherCorrectQuiz: ['NYC', ' '] }), 'typeAnswer')).toEqual({
      kind: 'typed',
      accepted: ['New York', 'NYC'],
    });
    expect(correctFromDeck(deckSlide('q3', 'correctOrder', 3, {}, ['Mercury', 'Venus']), 'correctOrder')).toEqual({ kind: 'order', titles: ['Mercury', 'Venus'] });
    expect(
      correctFromDeck(deckSlide('q4', 'matchPairs', 4, { matchingQuestionOptions: [{ optionId: 'q4-o1', title: 'Paris', image: null }] }, ['France', 'Spain']), 'matchPairs'),
    ).toEqual({ kind: 'pairs', pairs: [{ left: 'France', right: 'Paris' }] });
    expect(
      correctFromDeck(
        deckSlide('q5', 'categorise', 5, { categories: [{ id: 'c1', value: 'Fruit', options: [{ value: 'Apple' }, { value: '' }] }, { id: 'c2', value: ' ', options: [] }] }),
        'categorise',
      ),
    ).toEqual({ kind: 'categories', categories: [{ title: 'Fruit', items: ['Apple'] }] });
  });
});
