import type { SlideType } from '../../../contracts/slides/slide-types.js';

/** What the results check looks at: reactions, Q&A questions, and per slide its answer and entry counts. */
export interface ResultsInput {
  /** Every reaction sent (numberOfLikes + numberOfHearts + ...): any count above 0 makes the sum above 0. */
  readonly reactionCount: number;
  readonly questionCount: number;
  readonly slides: readonly {
    readonly type: SlideType;
    /** Answers counted on the slide. */
    readonly multipleCountAnswer: number;
    /** Entries on the slide (for open-ended, ideas and word cloud: what the audience wrote). */
    readonly optionCount: number;
  }[];
}

const ENTRY_TYPES: readonly SlideType[] = ['openEnded', 'ideas', 'wordCloud'];

/**
 * Doc 2 §4 "Presentation results": results exist if any reaction count is above 0, any question exists, any
 * slide has multipleCountAnswer above 0, or any open-ended, ideas or word cloud slide has options.
 */
export function hasResults(input: ResultsInput): boolean {
  if (input.reactionCount > 0) return true;
  if (input.questionCount > 0) return true;
  return input.slides.some(
    (slide) => slide.multipleCountAnswer > 0 || (ENTRY_TYPES.includes(slide.type) && slide.optionCount > 0),
  );
}
