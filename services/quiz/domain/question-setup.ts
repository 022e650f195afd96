import { QUIZ_ANSWER_KINDS, type QuizQuestionType } from '../../../contracts/quiz/constants.js';
import type { AskedQuestion, QuizItem } from '../../../contracts/quiz/question.js';

/** What a quiz slide holds that asking it needs: read from the deck when the question starts. */
export interface QuestionSource {
  readonly slideId: string;
  readonly slideType: QuizQuestionType;
  readonly timeLimitSeconds: number;
  /** In deck order: for correctOrder, the correct order. */
  readonly options: readonly (QuizItem & { readonly correct: boolean })[];
  readonly multipleChoice: boolean;
  /** matchPairs: the right-hand item of each option. */
  readonly matching: readonly { readonly optionId: string; readonly title: string; readonly image: unknown }[];
  /** categorise: each category with its items. */
  readonly categories: readonly { readonly id: string; readonly title: string; readonly items: readonly string[] }[];
  /** typeAnswer: correctQuizTypeAnswer and otherCorrectQuiz. */
  readonly accepted: readonly string[];
}

const item = (source: QuizItem): QuizItem => ({ id: source.id, title: source.title, image: source.image ?? null });
const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Freezes a question as it is asked: what the audience may see (play) and the answer key. Generated ids
 * come from `newId` (random in production), so shuffled order and item ids tell nothing about the answer.
 */
export function buildQuestion(source: QuestionSource, newId: () => string): AskedQuestion {
  const base = { slideId: source.slideId, slideType: source.slideType, timeLimitSeconds: source.timeLimitSeconds };
  const kind = QUIZ_ANSWER_KINDS[source.slideType];
  switch (kind) {
    case 'choice':
      return {
        ...base,
        kind,
        play: { kind, multiple: source.multipleChoice, options: source.options.map(item) },
        key: { kind, optionIds: source.options.filter((option) => option.correct).map((option) => option.id) },
      };
    case 'order': {
      const correct = source.options.map(item);
      let shuffled = correct.map((option) => ({ option, sortKey: newId() })).sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0)).map(({ option }) => option);
      // A shuffle that lands on the answer would give it away: rotate it by one.
      if (shuffled.length > 1 && shuffled.every((option, index) => option.id === correct[index]!.id)) shuffled = [...shuffled.slice(1), shuffled[0]!];
      return { ...base, kind, play: { kind, items: shuffled }, key: { kind, optionIds: correct.map((option) => option.id) } };
    }
    case 'pairs': {
      const matchOf = new Map(source.matching.map((match) => [match.optionId, match]));
      const left = source.options.filter((option) => matchOf.has(option.id));
      const pairs: Record<string, string> = {};
      const right: QuizItem[] = left.map((option) => {
        const match = matchOf.get(option.id)!;
        const id = newId();
        pairs[option.id] = id;
        return { id, title: match.title, image: match.image ?? null };
      });
      return { ...base, kind, play: { kind, left: left.map(item), right: right.sort(byId) }, key: { kind, pairs } };
    }
    case 'categories': {
      const categories = source.categories.filter((category) => category.title.trim() !== '');
      const items: Record<string, string> = {};
      const cards: QuizItem[] = categories.flatMap((category) =>
        category.items.map((title) => {
          const id = newId();
          items[id] = category.id;
          return { id, title, image: null };
        }),
      );
      return {
        ...base,
        kind,
        play: { kind, categories: categories.map((category) => ({ id: category.id, title: category.title })), items: cards.sort(byId) },
        key: { kind, items },
      };
    }
    case 'typed':
      return { ...base, kind, play: { kind }, key: { kind, accepted: [...new Set(source.accepted.map((text) => text.trim()).filter((text) => text !== ''))] } };
  }
}
