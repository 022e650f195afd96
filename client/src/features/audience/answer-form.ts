import type { AnswerValue } from '../../../../contracts/live/answers.js';
import { OPEN_ENDED_MAX_LENGTH, WORD_MAX_LENGTH } from '../../../../contracts/live/constants.js';
import type { LiveAnswerKind, LiveSettings } from '../live/live-slide.js';

/**
 * Answer forms of the audience app. The checks mirror the server's (services/live/domain/answer-rules.ts), so a
 * person learns what is wrong before sending; the server stays the judge.
 */

export type AnswerProblem =
  | { code: 'chooseOne' }
  | { code: 'tooManyChoices'; limit: number }
  | { code: 'enterWord' }
  | { code: 'noEntriesLeft' }
  | { code: 'enterText' }
  | { code: 'textTooLong'; max: number }
  | { code: 'rateOne' };

export type Checked = { ok: true; value: AnswerValue } | { ok: false; problem: AnswerProblem };

/** How many options one person may pick: one, or up to limitChoice when the slide allows several. */
export function choiceLimit(settings: Pick<LiveSettings, 'multipleChoice' | 'limitChoice'>, optionCount: number): number {
  if (!settings.multipleChoice) return 1;
  return Math.max(1, Math.min(settings.limitChoice, Math.max(1, optionCount)));
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

export function checkChoice(selected: readonly string[], limit: number): Checked {
  const unique = [...new Set(selected)];
  if (unique.length === 0) return { ok: false, problem: { code: 'chooseOne' } };
  if (unique.length > limit) return { ok: false, problem: { code: 'tooManyChoices', limit } };
  return { ok: true, value: { kind: 'choice', optionIds: unique } };
}

/** Spec doc 2 §5, as the server stores a word: trimmed, lower-cased, cut to 25 characters. */
export function normaliseWord(word: string): string {
  return word.trim().toLowerCase().slice(0, WORD_MAX_LENGTH).trim();
}

/** Word cloud entries this person already sent to the slide (entriesPerParticipant counts across answers). */
export function wordsSent(myAnswers: readonly { slideId: string; value: AnswerValue }[], slideId: string): number {
  return myAnswers.reduce((sum, answer) => sum + (answer.slideId === slideId && answer.value.kind === 'words' ? answer.value.words.length : 0), 0);
}

export function entriesLeft(entriesPerParticipant: number, sent: number): number {
  return Math.max(0, Math.max(1, entriesPerParticipant) - sent);
}

/** The non-empty entries of a word cloud form, normalised; at most the entries this person has left. */
export function checkWords(inputs: readonly string[], left: number): Checked {
  if (left <= 0) return { ok: false, problem: { code: 'noEntriesLeft' } };
  const words = inputs.map(normaliseWord).filter((word) => word.length > 0);
  if (words.length === 0) return { ok: false, problem: { code: 'enterWord' } };
  return { ok: true, value: { kind: 'words', words: words.slice(0, left) } };
}

export function checkText(input: string): Checked {
  const text = input.trim();
  if (text.length === 0) return { ok: false, problem: { code: 'enterText' } };
  if (text.length > OPEN_ENDED_MAX_LENGTH) return { ok: false, problem: { code: 'textTooLong', max: OPEN_ENDED_MAX_LENGTH } };
  return { ok: true, value: { kind: 'text', text } };
}

/** Ratings within the scale for statements the slide has; at least one statement rated. */
export function checkRatings(
  ratings: Readonly<Record<string, number | undefined>>,
  statementIds: readonly string[],
  scale: Pick<LiveSettings, 'scaleMin' | 'scaleMax'>,
): Checked {
  const entries = Object.entries(ratings).filter(
    (entry): entry is [string, number] =>
      typeof entry[1] === 'number' && statementIds.includes(entry[0]) && entry[1] >= scale.scaleMin && entry[1] <= scale.scaleMax,
  );
  if (entries.length === 0) return { ok: false, problem: { code: 'rateOne' } };
  return { ok: true, value: { kind: 'rating', ratings: Object.fromEntries(entries) } };
}

/** The points of a rating scale, scaleMin to scaleMax. */
export function scalePoints(scale: Pick<LiveSettings, 'scaleMin' | 'scaleMax'>): number[] {
  const low = Math.min(scale.scaleMin, scale.scaleMax);
  const high = Math.max(scale.scaleMin, scale.scaleMax);
  return Array.from({ length: high - low + 1 }, (_, index) => low + index);
}

/** Whether this person may still answer the slide: once for most types, until the entries run out for a word cloud. */
export function canAnswerAgain(
  kind: LiveAnswerKind,
  myAnswers: readonly { slideId: string; value: AnswerValue }[],
  slideId: string,
  entriesPerParticipant: number,
): boolean {
  if (kind === 'words') return entriesLeft(entriesPerParticipant, wordsSent(myAnswers, slideId)) > 0;
  return !myAnswers.some((answer) => answer.slideId === slideId);
}
