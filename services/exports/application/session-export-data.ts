import type { DeckDocument, DeckSlide } from '../../../contracts/deck/read-model.js';
import type { AnswerValue } from '../../../contracts/live/answers.js';
import type { AudienceMember } from '../../../contracts/live/events.js';
import type { ReactionCounts } from '../../../contracts/live/results.js';
import type { LeaderboardDocument } from '../../../projections/leaderboard/leaderboard.document.js';
import type { LiveResultsDocument } from '../../../projections/live-results/live-results.document.js';

/** One answer a person gave, as their stream recorded it. */
export interface ParticipantAnswer {
  readonly slideId: string;
  readonly value: AnswerValue;
  readonly submittedAt: string;
}

/**
 * A session as the live views fold it (the same folds the live screens and the replay use), which every
 * export is written from. Participants' answers are read one person at a time, so a 10,000-person
 * export never holds them all.
 */
export interface SessionExportData {
  readonly sessionId: string;
  readonly deck: DeckDocument;
  /** In the deck's order. */
  readonly slides: readonly DeckSlide[];
  readonly status: 'live' | 'stopped';
  /** In admission order. */
  readonly members: readonly AudienceMember[];
  readonly results: ReadonlyMap<string, LiveResultsDocument>;
  readonly reactions: ReactionCounts;
  readonly leaderboard: LeaderboardDocument | null;
  answersOf(audienceId: string): Promise<readonly ParticipantAnswer[]>;
}

/** An answer as a person reads it: option titles rather than ids, statements with their ratings. */
export function describeAnswer(slide: { readonly options: readonly { id: string; title: string }[] } | undefined, value: AnswerValue): string {
  const title = (id: string) => slide?.options.find((option) => option.id === id)?.title || id;
  switch (value.kind) {
    case 'choice':
    case 'order':
      return value.optionIds.map(title).join(value.kind === 'order' ? ' > ' : ', ');
    case 'words':
      return value.words.join(', ');
    case 'text':
    case 'typed':
      return value.text;
    case 'rating':
      return Object.entries(value.ratings)
        .map(([statementId, rating]) => `${title(statementId)}: ${rating}`)
        .join('; ');
    case 'pairs':
      return Object.entries(value.pairs)
        .map(([left, right]) => `${title(left)} = ${right}`)
        .join('; ');
    case 'categories':
      return Object.entries(value.items)
        .map(([item, category]) => `${title(item)} in ${category}`)
        .join('; ');
  }
}

/** A text cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) starts with an apostrophe instead (OWASP CSV injection). */
export function inertCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
