import { WORD_SIZE_MAX, WORD_SIZE_MIN, WORDS_SHOWN } from '../../contracts/live/constants.js';
import type { HeldEntry, OpenEndedEntry, SlideResults, TypedAnswerCount, WordCloudWord, WordGroup } from '../../contracts/live/results.js';
import type { LiveResultsDocument } from './live-results.document.js';

export interface PresentOptions {
  /** Hide words the profanity filter catches (the deck's filteringProfanity setting). */
  readonly isProfane?: (word: string) => boolean;
  /** Display name and emoji of an audience member, for open-ended entries. */
  readonly audience?: (audienceId: string) => { name: string; emoji: string } | undefined;
  /** Newest open-ended entries to include (all when absent). */
  readonly latestEntries?: number;
}

/** Spec doc 2 §5: up to 500 words, sized 16 to 90 between the least and most frequent shown word. */
export function wordCloudWords(counts: Readonly<Record<string, number>>, isProfane: (word: string) => boolean = () => false): WordCloudWord[] {
  const shown = Object.entries(counts)
    .filter(([text, count]) => count > 0 && !isProfane(text))
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, WORDS_SHOWN);
  const total = shown.reduce((sum, [, count]) => sum + count, 0);
  const max = shown[0]?.[1] ?? 0;
  const min = shown[shown.length - 1]?.[1] ?? 0;
  return shown.map(([text, count]) => ({
    text,
    count,
    percent: total > 0 ? Math.round((count / total) * 1000) / 10 : 0,
    size: max === min ? WORD_SIZE_MAX : Math.round(WORD_SIZE_MIN + ((count - min) / (max - min)) * (WORD_SIZE_MAX - WORD_SIZE_MIN)),
  }));
}

const nameOf = (audienceId: string, options: PresentOptions) => {
  const person = options.audience?.(audienceId);
  return { name: person?.name ?? '', emoji: person?.emoji ?? '' };
};

/** Answers waiting for approval, as the presenter reviews them (never sent to phones). */
function heldEntries(document: LiveResultsDocument, options: PresentOptions): { held?: HeldEntry[] } {
  if (!document.held || document.held.length === 0) return {};
  return {
    held: document.held.map((answer) => ({
      answerId: answer.answerId,
      ...nameOf(answer.audienceId, options),
      values: answer.value.kind === 'text' ? [answer.value.text] : answer.value.kind === 'words' ? [...answer.value.words] : [],
      submittedAt: answer.submittedAt,
    })),
  };
}

/**
 * The counts with each group's words merged into one count under the group's title; a word answered after the
 * grouping, or one the AI left out, stays as it is.
 */
export function mergeWordGroups(counts: Readonly<Record<string, number>>, groups: readonly WordGroup[]): Record<string, number> {
  const merged: Record<string, number> = { ...counts };
  for (const group of groups) {
    let total = 0;
    for (const word of group.words) {
      total += merged[word] ?? 0;
      delete merged[word];
    }
    if (total > 0) merged[group.title] = (merged[group.title] ?? 0) + total;
  }
  return merged;
}

/** The broadcast and API shape of a slide's results. */
export function presentResults(document: LiveResultsDocument, options: PresentOptions = {}): SlideResults {
  const { slideId, respondents, tally } = document;
  switch (tally.kind) {
    case 'choice':
      return { kind: 'choice', slideId, respondents, counts: { ...tally.counts } };
    case 'words':
      return {
        kind: 'words',
        slideId,
        respondents,
        entries: tally.entries,
        words: wordCloudWords(tally.counts, options.isProfane),
        ...(tally.groups ? { grouped: wordCloudWords(mergeWordGroups(tally.counts, tally.groups), options.isProfane) } : {}),
        ...heldEntries(document, options),
      };
    case 'text': {
      const entries = options.latestEntries === undefined ? tally.entries : tally.entries.slice(-options.latestEntries);
      return {
        kind: 'text',
        slideId,
        respondents,
        entries: entries.map((entry): OpenEndedEntry => ({ ...entry, ...nameOf(entry.audienceId, options) })),
        ...heldEntries(document, options),
      };
    }
    case 'rating':
      return {
        kind: 'rating',
        slideId,
        respondents,
        statements: Object.fromEntries(
          Object.entries(tally.statements).map(([id, rating]) => [
            id,
            { count: rating.count, average: rating.count > 0 ? Math.round((rating.sum / rating.count) * 100) / 100 : 0, distribution: { ...rating.distribution } },
          ]),
        ),
      };
    case 'typed':
      return {
        kind: 'typed',
        slideId,
        respondents,
        answers: Object.entries(tally.answers)
          .map(([key, answer]): TypedAnswerCount => ({ text: answer.text, key, count: answer.count }))
          .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
      };
    case 'order':
    case 'pairs':
    case 'categories':
      return { kind: tally.kind, slideId, respondents };
  }
}
