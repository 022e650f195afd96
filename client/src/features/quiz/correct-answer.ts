import type { DeckSlide } from '../../../../contracts/deck/read-model.js';
import type { QuizQuestionType } from '../../../../contracts/quiz/constants.js';
import type { QuizAnswerKey, QuizPlay } from '../../../../contracts/quiz/question.js';
import { QUIZ_ANSWER_KINDS } from '../../../../contracts/quiz/constants.js';

/** The correct answer of a question in words the screens show (titles, not the ids of the play). */
export type CorrectAnswer =
  | { readonly kind: 'choice'; readonly optionIds: readonly string[]; readonly titles: readonly string[] }
  | { readonly kind: 'typed'; readonly accepted: readonly string[] }
  | { readonly kind: 'order'; readonly titles: readonly string[] }
  | { readonly kind: 'pairs'; readonly pairs: readonly { readonly left: string; readonly right: string }[] }
  | { readonly kind: 'categories'; readonly categories: readonly { readonly title: string; readonly items: readonly string[] }[] };

const unique = (values: readonly string[]) => [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))];

/** From quiz:result: the answer key in the ids of the play the audience saw, plus typed answers accepted live. */
export function correctFromKey(play: QuizPlay, key: QuizAnswerKey, acceptedLive: readonly string[] = []): CorrectAnswer | null {
  switch (key.kind) {
    case 'choice': {
      if (play.kind !== 'choice') return null;
      const titles = play.options.filter((option) => key.optionIds.includes(option.id)).map((option) => option.title);
      return { kind: 'choice', optionIds: [...key.optionIds], titles };
    }
    case 'typed':
      return { kind: 'typed', accepted: unique([...key.accepted, ...acceptedLive]) };
    case 'order': {
      if (play.kind !== 'order') return null;
      const title = new Map(play.items.map((item) => [item.id, item.title]));
      return { kind: 'order', titles: key.optionIds.map((id) => title.get(id) ?? '') };
    }
    case 'pairs': {
      if (play.kind !== 'pairs') return null;
      const right = new Map(play.right.map((item) => [item.id, item.title]));
      return { kind: 'pairs', pairs: play.left.map((left) => ({ left: left.title, right: right.get(key.pairs[left.id] ?? '') ?? '' })) };
    }
    case 'categories': {
      if (play.kind !== 'categories') return null;
      return {
        kind: 'categories',
        categories: play.categories.map((category) => ({
          title: category.title,
          items: play.items.filter((item) => key.items[item.id] === category.id).map((item) => item.title),
        })),
      };
    }
    default:
      return null;
  }
}

/**
 * From the presenter's own deck, when no quiz:result is at hand (the screen was reloaded after the question ended).
 * The deck holds the same answer the question froze when it started, unless the slide was edited since.
 */
export function correctFromDeck(slide: DeckSlide, type: QuizQuestionType, acceptedLive: readonly string[] = []): CorrectAnswer {
  switch (QUIZ_ANSWER_KINDS[type]) {
    case 'choice': {
      const correct = slide.options.filter((option) => option.correct);
      return { kind: 'choice', optionIds: correct.map((option) => option.id), titles: correct.map((option) => option.title) };
    }
    case 'typed':
      return { kind: 'typed', accepted: unique([slide.correctQuizTypeAnswer ?? '', ...(slide.otherCorrectQuiz ?? []), ...acceptedLive]) };
    case 'order':
      return { kind: 'order', titles: slide.options.map((option) => option.title) };
    case 'pairs': {
      const match = new Map((slide.matchingQuestionOptions ?? []).map((pair) => [pair.optionId, pair.title]));
      return { kind: 'pairs', pairs: slide.options.filter((option) => match.has(option.id)).map((option) => ({ left: option.title, right: match.get(option.id)! })) };
    }
    case 'categories':
      return {
        kind: 'categories',
        categories: (slide.categories ?? [])
          .filter((category) => category.value.trim() !== '')
          .map((category) => ({ title: category.value, items: category.options.map((option) => option.value).filter((value) => value.trim() !== '') })),
      };
  }
}
