import type { QuizAnswerKind, QuizQuestionType } from './constants.js';

/** Something the audience picks, orders, matches or sorts. Ids of generated items are random per question. */
export interface QuizItem {
  readonly id: string;
  readonly title: string;
  readonly image: unknown;
}

/**
 * What the audience sees of a question while it is asked: every id an answer may use, nothing that tells
 * which answer is right (order items and matching/category items are shuffled; generated ids are random).
 */
export type QuizPlay =
  | { readonly kind: 'choice'; readonly multiple: boolean; readonly options: readonly QuizItem[] }
  | { readonly kind: 'order'; readonly items: readonly QuizItem[] }
  /** left: the slide's options; right: the matching items, shuffled. */
  | { readonly kind: 'pairs'; readonly left: readonly QuizItem[]; readonly right: readonly QuizItem[] }
  /** items: every category option as one card, shuffled. */
  | { readonly kind: 'categories'; readonly categories: readonly { readonly id: string; readonly title: string }[]; readonly items: readonly QuizItem[] }
  | { readonly kind: 'typed' };

/** The correct answer, in the ids of the play. Frozen when the question starts; never sent before it ends. */
export type QuizAnswerKey =
  | { readonly kind: 'choice'; readonly optionIds: readonly string[] }
  | { readonly kind: 'order'; readonly optionIds: readonly string[] }
  /** left option id -> right item id */
  | { readonly kind: 'pairs'; readonly pairs: Readonly<Record<string, string>> }
  /** item id -> category id */
  | { readonly kind: 'categories'; readonly items: Readonly<Record<string, string>> }
  /** Accepted answers as written by the presenter (compared through typedAnswerKey). */
  | { readonly kind: 'typed'; readonly accepted: readonly string[] };

/** A question as it is asked: what QuizQuestionStarted records. */
export interface AskedQuestion {
  readonly slideId: string;
  readonly slideType: QuizQuestionType;
  readonly kind: QuizAnswerKind;
  readonly timeLimitSeconds: number;
  readonly play: QuizPlay;
  readonly key: QuizAnswerKey;
}
