import { CANVAS_WIDTH } from '../../../../contracts/slides/canvas-blocks.js';
import type { TextFitSpec } from './FittedText.js';
import { fitText, type MeasureText } from './text-fit.js';

/** The stage's padding (live.css .live-stage: 3.5rem each side at 16 px) leaves this much width for text. */
export const STAGE_TEXT_WIDTH = CANVAS_WIDTH - 2 * 56;

/**
 * A question above its answers: at most a third of the stage, so four options, the join bar and the count keep
 * their room; 22 px is the smallest size read from the back of a room on a 1280x720 projection.
 */
export const STAGE_QUESTION: TextFitSpec = {
  box: { width: STAGE_TEXT_WIDTH, height: 240 },
  range: { max: 40, min: 22, lineHeight: 1.15 },
  weight: 700,
};

/** A quiz question under its timer row, above its answer tiles: less room than a poll's question. */
export const STAGE_QUIZ_QUESTION: TextFitSpec = {
  box: { width: STAGE_TEXT_WIDTH, height: 180 },
  range: { max: 38, min: 20, lineHeight: 1.15 },
  weight: 700,
};

/** A content slide's heading has the stage to itself, with room left for a subheading. */
export const STAGE_HEADING: TextFitSpec = {
  box: { width: STAGE_TEXT_WIDTH, height: 360 },
  range: { max: 48, min: 28, lineHeight: 1.15 },
  weight: 700,
};

/** A bar's label: the label column (28% of the row less the letter) and two lines beside a 44 px bar. */
export const STAGE_OPTION_LABEL: TextFitSpec = {
  box: { width: 260, height: 68 },
  range: { max: 28, min: 18, lineHeight: 1.2 },
  weight: 600,
};

export interface StageFitProblem {
  readonly field: 'title' | 'option';
  /** For an option: its place in the slide's list, from 0. */
  readonly index: number;
  /** The lines the stage shows before cutting. */
  readonly maxLines: number;
}

/** What of a slide the stage will cut even at the smallest readable size: the editor warns about each. */
export function stageFitProblems(
  slide: { title: string; options: readonly { title: string }[] },
  titleSpec: TextFitSpec,
  optionSpec: TextFitSpec | null,
  measure: (weight: number) => MeasureText,
): StageFitProblem[] {
  const problems: StageFitProblem[] = [];
  const title = fitText(slide.title, titleSpec.box, titleSpec.range, measure(titleSpec.weight));
  if (title.truncated) problems.push({ field: 'title', index: 0, maxLines: title.maxLines });
  if (optionSpec) {
    slide.options.forEach((option, index) => {
      const fit = fitText(option.title, optionSpec.box, optionSpec.range, measure(optionSpec.weight));
      if (fit.truncated) problems.push({ field: 'option', index, maxLines: fit.maxLines });
    });
  }
  return problems;
}
