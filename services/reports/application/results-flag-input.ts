import type { DeckSlide } from '../../../contracts/deck/read-model.js';
import { effectiveSlideType } from '../../../contracts/slides/slide-types.js';
import type { LiveResultsDocument } from '../../../projections/live-results/live-results.document.js';
import type { SessionFold } from '../../../projections/report/compute-report.js';
import type { ResultsInput } from '../../slides/domain/has-results.js';

/** Entries the audience wrote on a slide: open-ended texts, word-cloud words, brainstorm ideas. */
function entriesOf(results: LiveResultsDocument | undefined, ideas: number): number {
  if (ideas > 0) return ideas;
  if (!results) return 0;
  switch (results.tally.kind) {
    case 'text':
      return results.tally.entries.length;
    case 'words':
      return results.tally.entries;
    default:
      return 0;
  }
}

/**
 * The results check's input (spec doc 2 §4) from the deck's current session: its reactions and questions, and for
 * each slide still in the deck its answers (respondents) and entries. Slides deleted since hold no results.
 */
export function resultsInputOf(slides: readonly Pick<DeckSlide, 'id' | 'type' | 'slideType'>[], fold: Pick<SessionFold, 'summary' | 'results' | 'ideaBoards'>): ResultsInput {
  const results = new Map(fold.results.map((document) => [document.slideId, document]));
  const ideas = new Map(fold.ideaBoards.map((board) => [board.slideId, board.ideas.length]));
  return {
    reactionCount: fold.summary.reactions,
    questionCount: fold.summary.questions,
    slides: slides.map((slide) => ({
      type: effectiveSlideType(slide.type, slide.slideType),
      multipleCountAnswer: results.get(slide.id)?.respondents ?? 0,
      optionCount: entriesOf(results.get(slide.id), ideas.get(slide.id) ?? 0),
    })),
  };
}
