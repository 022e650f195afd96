import { hasResults, type ResultsInput } from './has-results.js';

const none: ResultsInput = {
  reactionCount: 0,
  questionCount: 0,
  slides: [
    { type: 'poll', multipleCountAnswer: 0, optionCount: 3 },
    { type: 'wordCloud', multipleCountAnswer: 0, optionCount: 0 },
  ],
};

describe('results flag (spec doc 2 §4 "Presentation results")', () => {
  it('a deck without reactions, questions, answers or entries has no results', () => {
    expect(hasResults(none)).toBe(false);
  });

  it('any reaction count above 0 is a result', () => {
    expect(hasResults({ ...none, reactionCount: 1 })).toBe(true);
  });

  it('any Q&A question is a result', () => {
    expect(hasResults({ ...none, questionCount: 1 })).toBe(true);
  });

  it('any slide with multipleCountAnswer above 0 is a result', () => {
    expect(hasResults({ ...none, slides: [{ type: 'pickAnswer', multipleCountAnswer: 2, optionCount: 4 }] })).toBe(true);
  });

  it.each(['openEnded', 'ideas', 'wordCloud'] as const)('a %s slide with options (entries) is a result', (type) => {
    expect(hasResults({ ...none, slides: [{ type, multipleCountAnswer: 0, optionCount: 1 }] })).toBe(true);
  });

  it('options of a poll alone are not results (they are the presenter’s choices)', () => {
    expect(hasResults({ ...none, slides: [{ type: 'poll', multipleCountAnswer: 0, optionCount: 8 }] })).toBe(false);
  });
});
