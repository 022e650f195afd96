import type { AnswerValue } from '../../../../contracts/live/answers.js';
import { choiceLimit, entriesOf } from '../../../../services/live/domain/answer-rules.js';
import type { AnswerSettings } from '../../../../services/live/domain/live-slide.js';
import { shuffledFor } from '../../../../services/live/domain/option-order.js';

/**
 * What the audience app's answer forms add to the live domain's answer rules (services/live/domain/answer-rules.ts,
 * the ones the server judges by): how a form offers choices, counts what this person sent, and lays out a scale.
 */

/** How many options the form lets one person pick: the slide's limit, and never more than there are options. */
export function choicesOffered(settings: Pick<AnswerSettings, 'multipleChoice' | 'limitChoice'>, optionCount: number): number {
  return Math.min(choiceLimit(settings), Math.max(1, optionCount));
}

/**
 * Selecting an option: a single-choice slide swaps the choice; a multiple-choice slide toggles it, and a pick
 * beyond the limit is refused (the selection stays as it was) rather than silently dropping an earlier one.
 */
export function toggleChoice(selected: readonly string[], optionId: string, limit: number): { selected: string[]; refused: boolean } {
  if (selected.includes(optionId)) {
    return { selected: limit === 1 ? [...selected] : selected.filter((id) => id !== optionId), refused: false };
  }
  if (limit === 1) return { selected: [optionId], refused: false };
  if (selected.length >= limit) return { selected: [...selected], refused: true };
  return { selected: [...selected, optionId], refused: false };
}

/** The entries this person sent (or is sending) to the slide, counted as the server counts them. */
export function entriesSent(myAnswers: readonly { slideId: string; value: AnswerValue }[], slideId: string): number {
  return myAnswers.reduce((sum, answer) => sum + (answer.slideId === slideId ? entriesOf(answer.value) : 0), 0);
}

/** The points of a rating scale, scaleMin to scaleMax. */
export function scalePoints(scale: Pick<AnswerSettings, 'scaleMin' | 'scaleMax'>): number[] {
  const low = Math.min(scale.scaleMin, scale.scaleMax);
  const high = Math.max(scale.scaleMin, scale.scaleMax);
  return Array.from({ length: high - low + 1 }, (_, index) => low + index);
}

/**
 * The options as a form lists them, each with its place on the slide (its letter and colour): in the slide's
 * order, or with "Shuffle options" in the order of the person `shuffleFor`.
 */
export function optionsInOrder<T extends { readonly id: string }>(options: readonly T[], shuffleFor: string | null, slideId: string) {
  const placed = options.map((option, index) => ({ id: option.id, option, index }));
  return shuffleFor === null ? placed : shuffledFor(placed, shuffleFor, slideId);
}
