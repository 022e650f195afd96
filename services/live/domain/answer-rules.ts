import type { AnswerValue } from '../../../contracts/live/answers.js';
import { WORD_MAX_LENGTH } from '../../../contracts/live/constants.js';
import { BusinessRuleViolated, ValidationFailed } from '../../infrastructure/errors/domain-errors.js';
import type { LiveSlideRules } from './live-slide.js';

/** Which answer shape each answerable slide type takes; other types take no answers. */
const KIND_BY_TYPE: Readonly<Record<string, AnswerValue['kind']>> = {
  poll: 'choice',
  multipleChoice: 'choice',
  wordCloud: 'words',
  openEnded: 'text',
  scale: 'rating',
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
 */
export function normaliseAnswer(slide: LiveSlideRules, value: AnswerValue, previousEntries: number): AnswerValue {
  const expected = answerKindFor(slide.type);
  if (expected === null) throw new BusinessRuleViolated('This slide does not take answers.');
  if (value.kind !== expected) throw invalid('value.kind', `This slide takes a "${expected}" answer`);
  switch (value.kind) {
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
