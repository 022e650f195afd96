import type { AnswerValue } from '../../../../contracts/live/answers.js';
import { assertNever } from '../../../../contracts/shared/assert-never.js';

/** One answer as a line of text, option ids named by their titles. */
export function answerText(value: AnswerValue, options: readonly { id: string; title: string }[]): string {
  const title = (id: string) => options.find((option) => option.id === id)?.title ?? id;
  switch (value.kind) {
    case 'choice':
    case 'order':
      return value.optionIds.map(title).join(', ');
    case 'words':
      return value.words.join(', ');
    case 'text':
    case 'typed':
      return value.text;
    case 'rating':
      return Object.entries(value.ratings)
        .map(([statement, rating]) => `${title(statement)}: ${rating}`)
        .join(', ');
    case 'pairs':
      return Object.entries(value.pairs)
        .map(([left, right]) => `${title(left)} → ${title(right)}`)
        .join(', ');
    case 'categories':
      return Object.entries(value.items)
        .map(([item, category]) => `${title(item)} → ${title(category)}`)
        .join(', ');
    default:
      return assertNever(value);
  }
}
