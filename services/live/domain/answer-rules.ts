import type { AnswerValue } from '../../../contracts/live/answers.js';
import { ALREADY_ANSWERED_MESSAGE, OPEN_ENDED_MAX_LENGTH, WORD_MAX_LENGTH, WORDS_PER_ENTRY_MESSAGE } from '../../../contracts/live/constants.js';
import { QUIZ_ANSWER_KINDS, QUIZ_MESSAGES } from '../../../contracts/quiz/constants.js';
import type { QuizPlay } from '../../../contracts/quiz/question.js';
import { assertNever } from '../../../contracts/shared/assert-never.js';
import { BusinessRuleViolated, ValidationFailed, type DomainError } from '../../shared-kernel/domain/domain-errors.js';
import type { AnswerSettings, LiveSlideRules } from './live-slide.js';

/** The answers of the live activities; quiz questions answer against the question as asked (QuizPlay). */
export type LiveAnswerKind = Extract<AnswerValue['kind'], 'choice' | 'words' | 'text' | 'rating'>;
export type LiveAnswerValue = Extract<AnswerValue, { kind: LiveAnswerKind }>;

const LIVE_KIND_BY_TYPE: Readonly<Record<string, LiveAnswerKind>> = {
  poll: 'choice',
  multipleChoice: 'choice',
  pickImage: 'choice',
  wordCloud: 'words',
  openEnded: 'text',
  scale: 'rating',
};

/** Which answer shape each answerable slide type takes (by effective type); other types take no answers. */
const KIND_BY_TYPE: Readonly<Record<string, AnswerValue['kind']>> = { ...LIVE_KIND_BY_TYPE, ...QUIZ_ANSWER_KINDS };

export function answerKindFor(slideType: string): AnswerValue['kind'] | null {
  return KIND_BY_TYPE[slideType] ?? null;
}

export function liveAnswerKindFor(slideType: string): LiveAnswerKind | null {
  return LIVE_KIND_BY_TYPE[slideType] ?? null;
}

/** Spec doc 2 §5: word cloud words are trimmed, lower-cased and cut to 25 characters. */
export function normaliseWord(word: string): string {
  return word.trim().toLowerCase().slice(0, WORD_MAX_LENGTH).trim();
}

/** How many options one person may pick: one, or up to limitChoice when the slide allows several. */
export function choiceLimit(settings: Pick<AnswerSettings, 'multipleChoice' | 'limitChoice'>): number {
  return settings.multipleChoice ? Math.max(1, settings.limitChoice) : 1;
}

/** What one answer counts against entriesPerParticipant: a word cloud answer its words, any other answer 1. */
export function entriesOf(value: AnswerValue): number {
  return value.kind === 'words' ? value.words.length : 1;
}

/** Spec doc 2 §2 "Word Cloud (answers of 1 or 2 words)"; words are split on whitespace (doc 2 §5). */
export const WORDS_PER_ENTRY = 2;

/**
 * How many entries one person may send to a slide: a word cloud entriesPerParticipant (across answers), an
 * open-ended question that allows more than one answer entriesPerParticipant (at least two, or the switch would
 * say nothing), every other activity one answer.
 */
export function entriesAllowed(slide: Pick<LiveSlideRules, 'type' | 'entriesPerParticipant' | 'openEndedMultipleOption'>): number {
  switch (slide.type) {
    case 'wordCloud':
      return slide.entriesPerParticipant;
    case 'openEnded':
      return slide.openEndedMultipleOption ? Math.max(2, slide.entriesPerParticipant) : 1;
    default:
      return 1;
  }
}

export function entriesLeft(slide: Pick<LiveSlideRules, 'type' | 'entriesPerParticipant' | 'openEndedMultipleOption'>, entriesSent: number): number {
  return Math.max(0, entriesAllowed(slide) - entriesSent);
}

/** Why a live answer cannot be taken: the server answers with its message, the audience app in its own words. */
export type AnswerProblem =
  | { readonly code: 'chooseOne' }
  | { readonly code: 'unknownOption'; readonly optionId: string }
  | { readonly code: 'tooManyChoices'; readonly limit: number }
  | { readonly code: 'enterWord' }
  /** `left`: what this person may still send (the whole limit when they send for the first time). */
  | { readonly code: 'tooManyEntries'; readonly limit: number; readonly left: number }
  | { readonly code: 'tooManyWords'; readonly entry: number; readonly max: number }
  | { readonly code: 'enterText' }
  | { readonly code: 'textTooLong'; readonly max: number }
  | { readonly code: 'rateOne' }
  | { readonly code: 'unknownStatement'; readonly optionId: string }
  | { readonly code: 'outOfScale'; readonly optionId: string; readonly min: number; readonly max: number };

export type CheckedAnswer = { readonly ok: true; readonly value: LiveAnswerValue } | { readonly ok: false; readonly problem: AnswerProblem };

const refused = (problem: AnswerProblem): CheckedAnswer => ({ ok: false, problem });

export function checkChoice(slide: Pick<LiveSlideRules, 'optionIds' | 'multipleChoice' | 'limitChoice'>, chosen: readonly string[]): CheckedAnswer {
  const optionIds = [...new Set(chosen)];
  if (optionIds.length === 0) return refused({ code: 'chooseOne' });
  const unknown = optionIds.find((id) => !slide.optionIds.includes(id));
  if (unknown !== undefined) return refused({ code: 'unknownOption', optionId: unknown });
  const limit = choiceLimit(slide);
  if (optionIds.length > limit) return refused({ code: 'tooManyChoices', limit });
  return { ok: true, value: { kind: 'choice', optionIds } };
}

/** More entries than this person has left: the problem names the limit and what is left of it. */
export function tooManyEntries(slide: Pick<LiveSlideRules, 'type' | 'entriesPerParticipant' | 'openEndedMultipleOption'>, entriesSent: number): AnswerProblem {
  return { code: 'tooManyEntries', limit: entriesAllowed(slide), left: entriesLeft(slide, entriesSent) };
}

const wordCount = (entry: string) => entry.split(/\s+/).filter((word) => word.length > 0).length;

/**
 * `entriesSent`: the word cloud entries this person already sent to the slide (entriesPerParticipant counts across
 * answers). Each entry is one or two words.
 */
export function checkWords(slide: Pick<LiveSlideRules, 'type' | 'entriesPerParticipant' | 'openEndedMultipleOption'>, typed: readonly string[], entriesSent: number): CheckedAnswer {
  const words = typed.map(normaliseWord).filter((word) => word.length > 0);
  if (words.length === 0) return refused({ code: 'enterWord' });
  const long = typed.findIndex((entry) => wordCount(entry) > WORDS_PER_ENTRY);
  if (long !== -1) return refused({ code: 'tooManyWords', entry: long, max: WORDS_PER_ENTRY });
  if (words.length > entriesLeft(slide, entriesSent)) return refused(tooManyEntries(slide, entriesSent));
  return { ok: true, value: { kind: 'words', words } };
}

export function checkText(typed: string): CheckedAnswer {
  const text = typed.trim();
  if (text.length === 0) return refused({ code: 'enterText' });
  if (text.length > OPEN_ENDED_MAX_LENGTH) return refused({ code: 'textTooLong', max: OPEN_ENDED_MAX_LENGTH });
  return { ok: true, value: { kind: 'text', text } };
}

/** A rating per statement of the slide, within its scale; at least one statement rated. */
export function checkRatings(slide: Pick<LiveSlideRules, 'optionIds' | 'scaleMin' | 'scaleMax'>, ratings: Readonly<Record<string, number>>): CheckedAnswer {
  const entries = Object.entries(ratings);
  if (entries.length === 0) return refused({ code: 'rateOne' });
  for (const [optionId, rating] of entries) {
    if (!slide.optionIds.includes(optionId)) return refused({ code: 'unknownStatement', optionId });
    if (rating < slide.scaleMin || rating > slide.scaleMax) return refused({ code: 'outOfScale', optionId, min: slide.scaleMin, max: slide.scaleMax });
  }
  return { ok: true, value: { kind: 'rating', ratings: Object.fromEntries(entries) } };
}

/** A live activity's answer checked against its slide and normalised as it is stored. */
export function checkLiveAnswer(slide: LiveSlideRules, value: LiveAnswerValue, entriesSent: number): CheckedAnswer {
  switch (value.kind) {
    case 'choice':
      return checkChoice(slide, value.optionIds);
    case 'words':
      return checkWords(slide, value.words, entriesSent);
    case 'text':
      return checkText(value.text);
    case 'rating':
      return checkRatings(slide, value.ratings);
    default:
      return assertNever(value);
  }
}

const invalid = (path: string, message: string) => new ValidationFailed(message, [{ path, message }]);

const entries = (count: number) => (count === 1 ? 'one entry' : `${count} entries`);

/**
 * Someone who has sent everything they may has already answered; someone sending more than they have left (a
 * first answer included) is told how many they may send, never that they already answered.
 */
function tooManyEntriesMessage(limit: number, left: number): string {
  if (left === 0) return limit === 1 ? ALREADY_ANSWERED_MESSAGE : `You have already sent your ${limit} entries to this question.`;
  if (left === limit) return `This question takes ${entries(limit)} per person.`;
  return `You can send ${left === 1 ? 'one more entry' : `${left} more entries`} to this question.`;
}

/** The server's answer to a refused live answer: the field it names and the words it uses. */
export function answerError(problem: AnswerProblem): DomainError {
  switch (problem.code) {
    case 'chooseOne':
      return invalid('value.optionIds', 'Choose one option');
    case 'unknownOption':
      return invalid('value.optionIds', `Unknown option ${problem.optionId}`);
    case 'tooManyChoices':
      return invalid('value.optionIds', problem.limit === 1 ? 'Choose one option' : `Choose at most ${problem.limit} options`);
    case 'enterWord':
      return invalid('value.words', 'Enter a word');
    case 'tooManyEntries':
      return new BusinessRuleViolated(tooManyEntriesMessage(problem.limit, problem.left));
    case 'tooManyWords':
      return invalid(`value.words.${problem.entry}`, WORDS_PER_ENTRY_MESSAGE);
    case 'enterText':
      return invalid('value.text', 'Enter an answer');
    case 'textTooLong':
      return invalid('value.text', `Write at most ${problem.max} characters`);
    case 'rateOne':
      return invalid('value.ratings', 'Rate at least one statement');
    case 'unknownStatement':
      return invalid(`value.ratings.${problem.optionId}`, `Unknown statement ${problem.optionId}`);
    case 'outOfScale':
      return invalid(`value.ratings.${problem.optionId}`, `Rate between ${problem.min} and ${problem.max}`);
    default:
      return assertNever(problem);
  }
}

const LIVE_KINDS: ReadonlySet<AnswerValue['kind']> = new Set(Object.values(LIVE_KIND_BY_TYPE));
const isLiveAnswer = (value: AnswerValue): value is LiveAnswerValue => LIVE_KINDS.has(value.kind);

/**
 * Checks an answer against the slide it answers and returns it normalised. `entriesSent` is how many word
 * cloud entries this person already sent to the slide. `play` is the quiz question as asked (quiz slides
 * only): its ids are the ones a quiz answer may use.
 */
export function normaliseAnswer(slide: LiveSlideRules, value: AnswerValue, entriesSent: number, play: QuizPlay | null = null): AnswerValue {
  const expected = answerKindFor(slide.type);
  if (expected === null) throw new BusinessRuleViolated('This slide does not take answers.');
  if (value.kind !== expected) throw invalid('value.kind', `This slide takes a "${expected}" answer`);
  if (play !== null) return normaliseQuizAnswer(play, value);
  if (!isLiveAnswer(value)) throw new BusinessRuleViolated(QUIZ_MESSAGES.notStarted);
  const checked = checkLiveAnswer(slide, value, entriesSent);
  if (!checked.ok) throw answerError(checked.problem);
  return checked.value;
}

function checkIds(ids: readonly string[], known: readonly { id: string }[], path: string, what: string): void {
  const allowed = new Set(known.map((entry) => entry.id));
  const unknown = ids.find((id) => !allowed.has(id));
  if (unknown !== undefined) throw invalid(path, `Unknown ${what} ${unknown}`);
}

/** Quiz answers use the ids of the question as asked; partial answers are allowed where credit is partial. */
function normaliseQuizAnswer(play: QuizPlay, value: AnswerValue): AnswerValue {
  if (play.kind !== value.kind) throw invalid('value.kind', `This question takes a "${play.kind}" answer`);
  switch (value.kind) {
    case 'choice': {
      const options = play.kind === 'choice' ? play : null;
      const unique = [...new Set(value.optionIds)];
      checkIds(unique, options?.options ?? [], 'value.optionIds', 'option');
      if (!options?.multiple && unique.length > 1) throw invalid('value.optionIds', 'Choose one option');
      return { kind: 'choice', optionIds: unique };
    }
    case 'order': {
      const items = play.kind === 'order' ? play.items : [];
      checkIds(value.optionIds, items, 'value.optionIds', 'item');
      if (new Set(value.optionIds).size !== value.optionIds.length || value.optionIds.length !== items.length) {
        throw invalid('value.optionIds', 'Put every item in order, each once');
      }
      return { kind: 'order', optionIds: [...value.optionIds] };
    }
    case 'pairs': {
      const sides = play.kind === 'pairs' ? play : { left: [], right: [] };
      const entries = Object.entries(value.pairs);
      if (entries.length === 0) throw invalid('value.pairs', 'Match at least one pair');
      checkIds(entries.map(([left]) => left), sides.left, 'value.pairs', 'option');
      checkIds(entries.map(([, right]) => right), sides.right, 'value.pairs', 'item');
      if (new Set(entries.map(([, right]) => right)).size !== entries.length) throw invalid('value.pairs', 'Use each item once');
      return { kind: 'pairs', pairs: Object.fromEntries(entries) };
    }
    case 'categories': {
      const sorting = play.kind === 'categories' ? play : { items: [], categories: [] };
      const entries = Object.entries(value.items);
      if (entries.length === 0) throw invalid('value.items', 'Put at least one item in a category');
      checkIds(entries.map(([item]) => item), sorting.items, 'value.items', 'item');
      checkIds(entries.map(([, category]) => category), sorting.categories, 'value.items', 'category');
      return { kind: 'categories', items: Object.fromEntries(entries) };
    }
    case 'typed':
      return { kind: 'typed', text: value.text.trim() };
    default:
      throw invalid('value.kind', `This question takes a "${play.kind}" answer`);
  }
}
