import type { SlideType } from '../../../contracts/slides/slide-types.js';

/** What the results check looks at: reaction counts, Q&A questions, and per slide its answer and entry counts. */
export interface ResultsInput {
  readonly reactions: {
    readonly numberOfLikes: number;
    readonly numberOfHearts: number;
    readonly numberOfLaughs: number;
    readonly numberOfWows: number;
    readonly numberOfSads: number;
  };
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
  if (Object.values(input.reactions).some((count) => count > 0)) return true;
  if (input.questionCount > 0) return true;
  return input.slides.some(
    (slide) => slide.multipleCountAnswer > 0 || (ENTRY_TYPES.includes(slide.type) && slide.optionCount > 0),
  );
}
