import type { AnswerValue } from '../../contracts/live/answers.js';
import { QUIZ_SCORING } from '../../contracts/quiz/constants.js';
import type { QuizAnswerKey } from '../../contracts/quiz/question.js';
import { typedAnswerKey } from '../../contracts/quiz/typed-answer.js';

/**
 * Quiz scoring rules, pure and integer-only so every fold (live, persisted, replayed, in the browser)
 * gets the same numbers. services/quiz/SCORING.md states the rules with worked examples; the unit specs
 * beside this file check each example.
 */

/** How much of an answer is right: `right` parts of `of`. A fully correct answer has right === of > 0. */
export interface AnswerParts {
  readonly right: number;
  readonly of: number;
}

const NOTHING_RIGHT: AnswerParts = { right: 0, of: 1 };

/**
 * Rule 1, correctness and partial credit.
 * - choice (pickAnswer, imageChoice): 1 of 1 when the chosen options are exactly the correct ones.
 * - order (correctOrder): one part per position; a part is right when the item at that position is the one
 *   the presenter put there.
 * - pairs (matchPairs): one part per pair; right when the option is matched to its own item.
 * - categories (categorise): one part per item; right when the item is in its own category.
 * - typed (typeAnswer): 1 of 1 when typedAnswerKey(answer) equals the key of an accepted answer (the slide's
 *   correctQuizTypeAnswer and otherCorrectQuiz, plus any the presenter accepted live).
 */
export function answerParts(key: QuizAnswerKey, value: AnswerValue, acceptedLive: readonly string[] = []): AnswerParts {
  switch (key.kind) {
    case 'choice': {
      if (value.kind !== 'choice' || key.optionIds.length === 0) return NOTHING_RIGHT;
      const chosen = new Set(value.optionIds);
      const exact = chosen.size === key.optionIds.length && key.optionIds.every((id) => chosen.has(id));
      return { right: exact ? 1 : 0, of: 1 };
    }
    case 'order': {
      if (value.kind !== 'order' || key.optionIds.length === 0) return NOTHING_RIGHT;
      const right = key.optionIds.filter((id, position) => value.optionIds[position] === id).length;
      return { right, of: key.optionIds.length };
    }
    case 'pairs': {
      const pairs = Object.entries(key.pairs);
      if (value.kind !== 'pairs' || pairs.length === 0) return NOTHING_RIGHT;
      return { right: pairs.filter(([left, right]) => value.pairs[left] === right).length, of: pairs.length };
    }
    case 'categories': {
      const items = Object.entries(key.items);
      if (value.kind !== 'categories' || items.length === 0) return NOTHING_RIGHT;
      return { right: items.filter(([item, category]) => value.items[item] === category).length, of: items.length };
    }
    case 'typed': {
      if (value.kind !== 'typed') return NOTHING_RIGHT;
      const accepted = new Set([...key.accepted, ...acceptedLive].map(typedAnswerKey).filter((text) => text !== ''));
      return { right: accepted.has(typedAnswerKey(value.text)) ? 1 : 0, of: 1 };
    }
  }
}

export const isFullyCorrect = (parts: AnswerParts) => parts.of > 0 && parts.right === parts.of;

/**
 * Rule 2, speed: the server's receive time minus the question's start, clamped to the time limit.
 * speedPoints = 1000 - floor(500 * elapsedMs / limitMs): 1000 at once, 500 at the last moment.
 */
export function speedPoints(elapsedMs: number, limitMs: number): number {
  const elapsed = Math.min(Math.max(0, elapsedMs), limitMs);
  return QUIZ_SCORING.maxPoints - Math.floor((QUIZ_SCORING.speedRange * elapsed) / limitMs);
}

/** Rule 3, partial credit: base = floor(speedPoints * right / of). */
export function basePoints(parts: AnswerParts, elapsedMs: number, limitMs: number): number {
  if (parts.of <= 0 || parts.right <= 0) return 0;
  return Math.floor((speedPoints(elapsedMs, limitMs) * parts.right) / parts.of);
}

/**
 * Rule 4, streak bonus: for a fully correct answer that makes a streak of `streak` (this answer included),
 * min(streak - 1, 5) * 100. The first correct answer earns no bonus; the sixth and later in a row earn 500.
 */
export function streakBonus(streak: number): number {
  if (streak < 2) return 0;
  return Math.min((streak - 1) * QUIZ_SCORING.streakBonusStep, QUIZ_SCORING.streakBonusMax);
}

/** One asked question, as scoring sees it. */
export interface ScoredQuestion {
  readonly slideId: string;
  readonly limitMs: number;
}

/** One person's answer to a question, as scoring sees it. */
export interface ScoredAnswer {
  readonly parts: AnswerParts;
  readonly elapsedMs: number;
}

export interface QuestionScore {
  readonly points: number;
  readonly base: number;
  readonly bonus: number;
  readonly correct: boolean;
  /** The streak after this question. */
  readonly streak: number;
}

export interface RunScore {
  readonly total: number;
  readonly correctCount: number;
  readonly answeredCount: number;
  /** After the last question given. */
  readonly streak: number;
  readonly longestStreak: number;
  readonly byQuestion: Readonly<Record<string, QuestionScore>>;
}

/**
 * Rule 5, a person's run: the ended questions in the order they were asked. A question not answered, or
 * not answered fully correctly, ends the streak (partial credit still earns its base points).
 */
export function scoreRun(questions: readonly ScoredQuestion[], answers: Readonly<Record<string, ScoredAnswer>>): RunScore {
  let total = 0;
  let correctCount = 0;
  let answeredCount = 0;
  let streak = 0;
  let longestStreak = 0;
  const byQuestion: Record<string, QuestionScore> = {};
  for (const question of questions) {
    const answer = answers[question.slideId];
    if (!answer) {
      streak = 0;
      continue;
    }
    answeredCount += 1;
    const correct = isFullyCorrect(answer.parts);
    streak = correct ? streak + 1 : 0;
    longestStreak = Math.max(longestStreak, streak);
    if (correct) correctCount += 1;
    const base = basePoints(answer.parts, answer.elapsedMs, question.limitMs);
    const bonus = correct ? streakBonus(streak) : 0;
    byQuestion[question.slideId] = { points: base + bonus, base, bonus, correct, streak };
    total += base + bonus;
  }
  return { total, correctCount, answeredCount, streak, longestStreak, byQuestion };
}

/** Rule 7, teams: how members' totals make a team's (teamScoringRule), before the team's manual points. */
export function teamPoints(rule: 'average' | 'total' | 'averageOfAnswered', memberTotals: readonly { total: number; answered: number }[]): number {
  const sum = memberTotals.reduce((acc, member) => acc + member.total, 0);
  switch (rule) {
    case 'total':
      return sum;
    case 'average':
      return memberTotals.length === 0 ? 0 : Math.floor(sum / memberTotals.length);
    case 'averageOfAnswered': {
      const answered = memberTotals.filter((member) => member.answered > 0).length;
      return answered === 0 ? 0 : Math.floor(sum / answered);
    }
  }
}

/** Rule 6 (correct rate): floor(100 * correct / asked), 0 before any question has ended. */
export function correctRate(correctCount: number, asked: number): number {
  return asked === 0 ? 0 : Math.floor((100 * correctCount) / asked);
}
