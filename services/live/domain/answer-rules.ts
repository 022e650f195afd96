import type { AnswerValue } from '../../../contracts/live/answers.js';
import { WORD_MAX_LENGTH } from '../../../contracts/live/constants.js';
import { QUIZ_ANSWER_KINDS, QUIZ_MESSAGES } from '../../../contracts/quiz/constants.js';
import type { QuizPlay } from '../../../contracts/quiz/question.js';
import { BusinessRuleViolated, ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import type { LiveSlideRules } from './live-slide.js';

/** Which answer shape each answerable slide type takes; other types take no answers. */
const KIND_BY_TYPE: Readonly<Record<string, AnswerValue['kind']>> = {
  poll: 'choice',
  multipleChoice: 'choice',
  wordCloud: 'words',
  openEnded: 'text',
  scale: 'rating',
  // Quiz questions (by effective type): checked against the question as it was asked (its QuizPlay).
  ...QUIZ_ANSWER_KINDS,
};

export function answerKindFor(slideType: string): AnswerValue['kind'] | null {
  return KIND_BY_TYPE[slideType] ?? null;
}

/** Spec doc 2 §5: word cloud words are trimmed, lower-cased and cut to 25 characters. */
export function normaliseWord(word: string): string {
  return word.trim().toLowerCase().slice(0, WORD_MAX_LENGTH).trim();
}

const invalid = (path: string, message: string) => new ValidationFailed(message, [{ path, message }]);

/**
 * Checks an answer against the slide it answers and returns it normalised. `previousEntries` is how many
 * word cloud entries this person already sent to the slide (entriesPerParticipant counts across answers).
 * `play` is the quiz question as asked (quiz slides only): its ids are the ones a quiz answer may use.
 */
export function normaliseAnswer(slide: LiveSlideRules, value: AnswerValue, previousEntries: number, play: QuizPlay | null = null): AnswerValue {
  const expected = answerKindFor(slide.type);
  if (expected === null) throw new BusinessRuleViolated('This slide does not take answers.');
  if (value.kind !== expected) throw invalid('value.kind', `This slide takes a "${expected}" answer`);
  if (play !== null) return normaliseQuizAnswer(play, value);
  switch (value.kind) {
    case 'order':
    case 'pairs':
    case 'categories':
    case 'typed':
      throw new BusinessRuleViolated(QUIZ_MESSAGES.notStarted);
    case 'choice': {
      const unique = [...new Set(value.optionIds)];
      const unknown = unique.find((id) => !slide.optionIds.includes(id));
      if (unknown !== undefined) throw invalid('value.optionIds', `Unknown option ${unknown}`);
      const allowed = slide.multipleChoice ? Math.max(1, slide.limitChoice) : 1;
      if (unique.length > allowed) {
        throw invalid('value.optionIds', allowed === 1 ? 'Choose one option' : `Choose at most ${allowed} options`);
      }
      return { kind: 'choice', optionIds: unique };
    }
    case 'words': {
      const words = value.words.map(normaliseWord).filter((word) => word.length > 0);
      if (words.length === 0) throw invalid('value.words', 'Enter a word');
      if (previousEntries + words.length > slide.entriesPerParticipant) {
        throw new BusinessRuleViolated(
          slide.entriesPerParticipant === 1
            ? 'You have already answered this question.'
            : `You can send at most ${slide.entriesPerParticipant} entries to this question.`,
        );
      }
      return { kind: 'words', words };
    }
    case 'text':
      return { kind: 'text', text: value.text.trim() };
    case 'rating': {
      const entries = Object.entries(value.ratings);
      if (entries.length === 0) throw invalid('value.ratings', 'Rate at least one statement');
      for (const [optionId, rating] of entries) {
        if (!slide.optionIds.includes(optionId)) throw invalid(`value.ratings.${optionId}`, `Unknown statement ${optionId}`);
        if (rating < slide.scaleMin || rating > slide.scaleMax) {
          throw invalid(`value.ratings.${optionId}`, `Rate between ${slide.scaleMin} and ${slide.scaleMax}`);
        }
      }
      return { kind: 'rating', ratings: Object.fromEntries(entries) };
    }
  }
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
