import type { AnswerValue } from '../../contracts/live/answers.js';
import type { QuizAnswerKey } from '../../contracts/quiz/question.js';
import { answerParts, basePoints, correctRate, scoreRun, speedPoints, streakBonus, teamPoints } from './scoring.js';

/** Each case is a worked example of services/quiz/SCORING.md, with its number. */
describe('quiz scoring rules (services/quiz/SCORING.md)', () => {
  describe('rule 1: correctness and partial credit', () => {
    const typed: QuizAnswerKey = { kind: 'typed', accepted: ['New York', 'NYC'] };
    const typedAnswer = (text: string): AnswerValue => ({ kind: 'typed', text });

    it('example 1a: type answers compare case- and whitespace-insensitively', () => {
      expect(answerParts(typed, typedAnswer(' new  york '))).toEqual({ right: 1, of: 1 });
      expect(answerParts(typed, typedAnswer('NEWYORK'))).toEqual({ right: 1, of: 1 });
      expect(answerParts(typed, typedAnswer('nyc'))).toEqual({ right: 1, of: 1 });
      expect(answerParts(typed, typedAnswer('New-York'))).toEqual({ right: 0, of: 1 });
    });

    it('example 1a: an answer the presenter accepted live counts like the slide’s own', () => {
      expect(answerParts(typed, typedAnswer('big apple'))).toEqual({ right: 0, of: 1 });
      expect(answerParts(typed, typedAnswer('big apple'), ['Big Apple'])).toEqual({ right: 1, of: 1 });
    });

    it('example 1b: correct order scores each position', () => {
      const key: QuizAnswerKey = { kind: 'order', optionIds: ['A', 'B', 'C', 'D'] };
      expect(answerParts(key, { kind: 'order', optionIds: ['B', 'A', 'C', 'D'] })).toEqual({ right: 2, of: 4 });
      expect(answerParts(key, { kind: 'order', optionIds: ['A', 'B', 'C', 'D'] })).toEqual({ right: 4, of: 4 });
    });

    it('example 1b: match pairs scores each pair, categorise each item', () => {
      const pairs: QuizAnswerKey = { kind: 'pairs', pairs: { o1: 'r1', o2: 'r2', o3: 'r3' } };
      expect(answerParts(pairs, { kind: 'pairs', pairs: { o1: 'r1', o2: 'r2', o3: 'r1' } })).toEqual({ right: 2, of: 3 });
      expect(answerParts(pairs, { kind: 'pairs', pairs: { o1: 'r1' } })).toEqual({ right: 1, of: 3 });
      const categories: QuizAnswerKey = { kind: 'categories', items: { i1: 'c1', i2: 'c1', i3: 'c2', i4: 'c2', i5: 'c2' } };
      expect(answerParts(categories, { kind: 'categories', items: { i1: 'c1', i2: 'c1', i3: 'c2', i4: 'c2', i5: 'c1' } })).toEqual({ right: 4, of: 5 });
    });

    it('example 1b: a choice is all or nothing, and a question with no correct option scores nobody', () => {
      const key: QuizAnswerKey = { kind: 'choice', optionIds: ['A', 'C'] };
      expect(answerParts(key, { kind: 'choice', optionIds: ['C', 'A'] })).toEqual({ right: 1, of: 1 });
      expect(answerParts(key, { kind: 'choice', optionIds: ['A'] })).toEqual({ right: 0, of: 1 });
      expect(answerParts(key, { kind: 'choice', optionIds: ['A', 'B', 'C'] })).toEqual({ right: 0, of: 1 });
      expect(answerParts({ kind: 'choice', optionIds: [] }, { kind: 'choice', optionIds: ['A'] })).toEqual({ right: 0, of: 1 });
    });

    it('an answer of the wrong kind is simply wrong', () => {
      expect(answerParts({ kind: 'order', optionIds: ['A'] }, { kind: 'choice', optionIds: ['A'] })).toEqual({ right: 0, of: 1 });
    });
  });

  it('example 2: speed points fall from 1000 at once to 500 at the last moment', () => {
    expect(speedPoints(0, 20_000)).toBe(1000);
    expect(speedPoints(5_000, 20_000)).toBe(875);
    expect(speedPoints(19_999, 20_000)).toBe(501);
    expect(speedPoints(20_000, 20_000)).toBe(500);
    expect(speedPoints(7_333, 30_000)).toBe(878);
    // Clamped: a negative or late elapsed time never gives more than 1000 or less than 500.
    expect(speedPoints(-50, 20_000)).toBe(1000);
    expect(speedPoints(25_000, 20_000)).toBe(500);
  });

  it('example 3: base points are the speed points times the share right, rounded down', () => {
    expect(basePoints({ right: 3, of: 5 }, 4_000, 20_000)).toBe(540);
    expect(basePoints({ right: 2, of: 3 }, 10_000, 20_000)).toBe(500);
    expect(basePoints({ right: 4, of: 5 }, 2_000, 30_000)).toBe(773);
    expect(basePoints({ right: 0, of: 4 }, 0, 20_000)).toBe(0);
  });

  it('rule 4: the streak bonus grows by 100 per correct answer in a row, up to 500', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map(streakBonus)).toEqual([0, 100, 200, 300, 400, 500, 500, 500]);
  });

  describe('rule 5: a run', () => {
    const questions = [1, 2, 3, 4].map((n) => ({ slideId: `q${n}`, limitMs: 20_000 }));

    it('example 5: streak bonus, partial credit that ends the streak, and a missed question', () => {
      const run = scoreRun(questions, {
        q1: { parts: { right: 1, of: 1 }, elapsedMs: 0 },
        q2: { parts: { right: 1, of: 1 }, elapsedMs: 5_000 },
        q3: { parts: { right: 2, of: 4 }, elapsedMs: 4_000 },
      });
      expect(run.byQuestion).toEqual({
        q1: { points: 1000, base: 1000, bonus: 0, correct: true, streak: 1 },
        q2: { points: 975, base: 875, bonus: 100, correct: true, streak: 2 },
        q3: { points: 450, base: 450, bonus: 0, correct: false, streak: 0 },
      });
      expect(run).toMatchObject({ total: 2425, correctCount: 2, answeredCount: 3, streak: 0, longestStreak: 2 });
    });

    it('example 5: the same run with question 3 fully correct earns a streak of 3', () => {
      const run = scoreRun(questions.slice(0, 3), {
        q1: { parts: { right: 1, of: 1 }, elapsedMs: 0 },
        q2: { parts: { right: 1, of: 1 }, elapsedMs: 5_000 },
        q3: { parts: { right: 4, of: 4 }, elapsedMs: 4_000 },
      });
      expect(run.byQuestion.q3).toEqual({ points: 1100, base: 900, bonus: 200, correct: true, streak: 3 });
      expect(run).toMatchObject({ total: 3075, streak: 3, longestStreak: 3 });
    });

    it('a missed question between two correct ones restarts the streak', () => {
      const run = scoreRun(questions.slice(0, 3), {
        q1: { parts: { right: 1, of: 1 }, elapsedMs: 0 },
        q3: { parts: { right: 1, of: 1 }, elapsedMs: 0 },
      });
      expect(run.byQuestion.q3!.bonus).toBe(0);
      expect(run).toMatchObject({ streak: 1, longestStreak: 1, total: 2000 });
    });
  });

  it('example 6: the correct rate is rounded down, and 0 before any question ended', () => {
    expect(correctRate(2, 3)).toBe(66);
    expect(correctRate(3, 4)).toBe(75);
    expect(correctRate(0, 0)).toBe(0);
  });

  it('example 9: team points by teamScoringRule', () => {
    const members = [
      { total: 1975, answered: 2 },
      { total: 500, answered: 1 },
      { total: 0, answered: 0 },
    ];
    expect(teamPoints('total', members)).toBe(2475);
    expect(teamPoints('average', members)).toBe(825);
    expect(teamPoints('averageOfAnswered', members)).toBe(1237);
    expect(teamPoints('averageOfAnswered', [{ total: 0, answered: 0 }])).toBe(0);
    expect(teamPoints('average', [])).toBe(0);
  });
});
