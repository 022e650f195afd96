import type { AnswerValue } from '../../../../contracts/live/answers.js';

/**
 * The state of the quiz answer forms on a phone, kept pure so each interaction can be checked on its own: reordering
 * (correct order), matching (match pairs), sorting into categories (categorise) and picking (choice).
 */

/** Moves one item to another position; out-of-range moves change nothing. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length || to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** Moves the item with this id one place up (-1) or down (+1). */
export function nudge(ids: readonly string[], id: string, direction: -1 | 1): string[] {
  const from = ids.indexOf(id);
  return from < 0 ? [...ids] : moveItem(ids, from, from + direction);
}

export function orderAnswer(ids: readonly string[]): AnswerValue {
  return { kind: 'order', optionIds: [...ids] };
}

/** left option id -> right item id */
export type Pairs = Readonly<Record<string, string>>;

/**
 * Matches a left-hand option to a right-hand item; null unmatches it. A right-hand item belongs to one option at a
 * time: taking one that another option had leaves that option unmatched (the person sees it free up).
 */
export function matchPair(pairs: Pairs, left: string, right: string | null): Pairs {
  const next: Record<string, string> = {};
  for (const [otherLeft, otherRight] of Object.entries(pairs)) {
    if (otherLeft === left) continue;
    if (right !== null && otherRight === right) continue;
    next[otherLeft] = otherRight;
  }
  if (right !== null) next[left] = right;
  return next;
}

/** How many of the options are matched, and whether every one is. */
export function pairsProgress(pairs: Pairs, leftIds: readonly string[]): { matched: number; complete: boolean } {
  const matched = leftIds.filter((left) => pairs[left] !== undefined).length;
  return { matched, complete: leftIds.length > 0 && matched === leftIds.length };
}

/** The answer to send, or null while nothing is matched (a partial match still earns partial credit). */
export function pairsAnswer(pairs: Pairs): AnswerValue | null {
  return Object.keys(pairs).length === 0 ? null : { kind: 'pairs', pairs: { ...pairs } };
}

/** item id -> category id */
export type Sorting = Readonly<Record<string, string>>;

/** Puts an item in a category; null takes it out again. */
export function sortInto(sorting: Sorting, itemId: string, categoryId: string | null): Sorting {
  const next: Record<string, string> = { ...sorting };
  if (categoryId === null) delete next[itemId];
  else next[itemId] = categoryId;
  return next;
}

export function sortingProgress(sorting: Sorting, itemIds: readonly string[]): { sorted: number; complete: boolean } {
  const sorted = itemIds.filter((id) => sorting[id] !== undefined).length;
  return { sorted, complete: itemIds.length > 0 && sorted === itemIds.length };
}

export function categoriesAnswer(sorting: Sorting): AnswerValue | null {
  return Object.keys(sorting).length === 0 ? null : { kind: 'categories', items: { ...sorting } };
}

/** Choice questions: one tap answers a single-choice question; a multiple-choice one collects picks first. */
export function togglePick(picked: readonly string[], optionId: string): string[] {
  return picked.includes(optionId) ? picked.filter((id) => id !== optionId) : [...picked, optionId];
}

export function choiceAnswer(picked: readonly string[]): AnswerValue | null {
  return picked.length === 0 ? null : { kind: 'choice', optionIds: [...picked] };
}

export function typedAnswer(text: string): AnswerValue | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : { kind: 'typed', text: trimmed.slice(0, 200) };
}
