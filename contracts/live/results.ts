import type { Reaction } from './constants.js';

/** Live results of one slide in one session, as broadcast and as GET returns them. */
export type SlideResults =
  | { kind: 'choice'; slideId: string; respondents: number; counts: Record<string, number> }
  | {
      kind: 'words';
      slideId: string;
      respondents: number;
      entries: number;
      words: WordCloudWord[];
      /** The words with each AI group merged into one under its title ("Group similar words"), once grouped. */
      grouped?: WordCloudWord[];
      held?: HeldEntry[];
    }
  | { kind: 'text'; slideId: string; respondents: number; entries: OpenEndedEntry[]; held?: HeldEntry[] }
  | { kind: 'rating'; slideId: string; respondents: number; statements: Record<string, RatingSummary> }
  /** typeAnswer quiz: answers grouped by their comparison key, most frequent first (the presenter accepts from here). */
  | { kind: 'typed'; slideId: string; respondents: number; answers: TypedAnswerCount[] }
  /** correctOrder, matchPairs, categorise quizzes: how many answered (correctness comes with quiz:result). */
  | { kind: 'order' | 'pairs' | 'categories'; slideId: string; respondents: number };

export interface TypedAnswerCount {
  /** As the first person wrote it (trimmed). */
  text: string;
  /** typedAnswerKey(text): what accepting compares. */
  key: string;
  count: number;
}

/** Words the AI put together ("Group similar words"): shown as one word, the title, counting all of them. */
export interface WordGroup {
  title: string;
  words: string[];
}

/** Spec doc 2 §3 "Word cloud word". */
export interface WordCloudWord {
  text: string;
  count: number;
  percent: number;
  /** 16 to 90, proportional to the count between the least and most frequent shown word. */
  size: number;
}

export interface OpenEndedEntry {
  answerId: string;
  /** Only in the presenter's results: phones never learn other people's ids. */
  audienceId?: string;
  name: string;
  emoji: string;
  text: string;
  submittedAt: string;
}

/** An answer waiting for the presenter's approval (isModerationMode): only in the presenter's results. */
export interface HeldEntry {
  answerId: string;
  name: string;
  emoji: string;
  /** The open-ended text, or the word cloud entries, as they would show. */
  values: string[];
  submittedAt: string;
}

export interface RatingSummary {
  count: number;
  average: number;
  /** rating -> how many gave it */
  distribution: Record<string, number>;
}

export type ReactionCounts = Record<Reaction, number>;
