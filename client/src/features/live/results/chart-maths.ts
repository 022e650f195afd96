import type { RatingSummary } from '../../../../../contracts/live/results.js';
import { OPTION_COLOURS, OPTION_LETTERS } from '../../../../../contracts/slides/option-palette.js';

// The palette lives in contracts so the server's slide images and PDF draw options in the same colours.
export { OPTION_COLOURS, OPTION_LETTERS };

export const optionColour = (index: number): string => OPTION_COLOURS[index % OPTION_COLOURS.length]!;

/** The deck's palette (its theme's colours) where it has one, else the option colours; a chart's n-th entry takes the n-th colour. */
export const chartColour = (index: number, palette: readonly string[] | null = null): string =>
  palette && palette.length > 0 ? palette[index % palette.length]! : optionColour(index);
export const optionLetter = (index: number): string => OPTION_LETTERS[index % OPTION_LETTERS.length]!;

export interface ChoiceRow {
  readonly id: string;
  readonly label: string;
  readonly letter: string;
  readonly colour: string;
  readonly count: number;
  /** Of the people who answered (a multiple-choice poll can add up to more than 100). */
  readonly percent: number;
  /** Of all votes: the slice of a pie or donut. */
  readonly share: number;
  /** Bar length, 0 to 1, relative to the most chosen option so the leader fills the track. */
  readonly fill: number;
}

/** One decimal at most, and whole numbers without one: 33.3, 50, 0. */
export function roundPercent(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Rows of a choice chart in the slide's option order. Options without a count are zero; counts for options the
 * slide no longer has are left out (the deck may change under a running session).
 */
export function choiceRows(
  options: readonly { id: string; title: string }[],
  counts: Readonly<Record<string, number>>,
  respondents: number,
  palette: readonly string[] | null = null,
): ChoiceRow[] {
  const values = options.map((option) => Math.max(0, counts[option.id] ?? 0));
  const total = values.reduce((sum, value) => sum + value, 0);
  const max = Math.max(0, ...values);
  const base = respondents > 0 ? respondents : total;
  return options.map((option, index) => {
    const count = values[index]!;
    return {
      id: option.id,
      label: option.title,
      letter: optionLetter(index),
      colour: chartColour(index, palette),
      count,
      percent: base > 0 ? roundPercent((count / base) * 100) : 0,
      share: total > 0 ? count / total : 0,
      fill: max > 0 ? count / max : 0,
    };
  });
}

export interface ArcSlice {
  readonly id: string;
  readonly colour: string;
  readonly startAngle: number;
  readonly endAngle: number;
  /** SVG path data of the slice in a 100 x 100 box centred at (50, 50). */
  readonly path: string;
}

const TAU = Math.PI * 2;

function point(cx: number, cy: number, radius: number, angle: number): string {
  // Angles start at 12 o'clock and run clockwise.
  const x = cx + radius * Math.sin(angle);
  const y = cy - radius * Math.cos(angle);
  return `${round3(x)} ${round3(y)}`;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Path of a ring segment (innerRadius > 0, a donut) or a wedge (innerRadius 0, a pie) between two angles in
 * radians. A full turn is drawn as two halves because an SVG arc cannot start and end at the same point.
 */
export function arcPath(cx: number, cy: number, radius: number, innerRadius: number, startAngle: number, endAngle: number): string {
  const sweep = endAngle - startAngle;
  if (sweep >= TAU - 1e-9) {
    const mid = startAngle + Math.PI;
    const outer = `M ${point(cx, cy, radius, startAngle)} A ${radius} ${radius} 0 1 1 ${point(cx, cy, radius, mid)} A ${radius} ${radius} 0 1 1 ${point(cx, cy, radius, startAngle)} Z`;
    if (innerRadius <= 0) return outer;
    return `${outer} M ${point(cx, cy, innerRadius, startAngle)} A ${innerRadius} ${innerRadius} 0 1 0 ${point(cx, cy, innerRadius, mid)} A ${innerRadius} ${innerRadius} 0 1 0 ${point(cx, cy, innerRadius, startAngle)} Z`;
  }
  const large = sweep > Math.PI ? 1 : 0;
  const outerStart = point(cx, cy, radius, startAngle);
  const outerEnd = point(cx, cy, radius, endAngle);
  if (innerRadius <= 0) {
    return `M ${cx} ${cy} L ${outerStart} A ${radius} ${radius} 0 ${large} 1 ${outerEnd} Z`;
  }
  const innerEnd = point(cx, cy, innerRadius, endAngle);
  const innerStart = point(cx, cy, innerRadius, startAngle);
  return `M ${outerStart} A ${radius} ${radius} 0 ${large} 1 ${outerEnd} L ${innerEnd} A ${innerRadius} ${innerRadius} 0 ${large} 0 ${innerStart} Z`;
}

/** Slices of a pie (innerRatio 0) or donut (innerRatio e.g. 0.6) for rows with a share; empty rows draw nothing. */
export function arcSlices(rows: readonly Pick<ChoiceRow, 'id' | 'colour' | 'share'>[], innerRatio: number): ArcSlice[] {
  const radius = 50;
  const inner = radius * innerRatio;
  const slices: ArcSlice[] = [];
  let angle = 0;
  for (const row of rows) {
    if (row.share <= 0) continue;
    const end = angle + row.share * TAU;
    slices.push({ id: row.id, colour: row.colour, startAngle: angle, endAngle: end, path: arcPath(50, 50, radius, inner, angle, end) });
    angle = end;
  }
  return slices;
}

export interface RatingRow {
  readonly id: string;
  readonly label: string;
  readonly colour: string;
  readonly count: number;
  readonly average: number;
  /** Where the average sits on the scale, 0 (scaleMin) to 1 (scaleMax). */
  readonly position: number;
  /** One entry per point of the scale, in order, with its share of this statement's ratings. */
  readonly distribution: readonly { rating: number; count: number; share: number }[];
}

/** Scale slides: the average per statement and how the ratings spread over scaleMin..scaleMax. */
export function ratingRows(
  statements: readonly { id: string; title: string }[],
  summaries: Readonly<Record<string, RatingSummary>>,
  scaleMin: number,
  scaleMax: number,
  palette: readonly string[] | null = null,
): RatingRow[] {
  const low = Math.min(scaleMin, scaleMax);
  const high = Math.max(scaleMin, scaleMax);
  const points = Array.from({ length: high - low + 1 }, (_, index) => low + index);
  return statements.map((statement, index) => {
    const summary = summaries[statement.id];
    const count = summary?.count ?? 0;
    const average = count > 0 ? (summary?.average ?? 0) : 0;
    return {
      id: statement.id,
      label: statement.title,
      colour: chartColour(index, palette),
      count,
      average,
      position: count > 0 && high > low ? Math.min(1, Math.max(0, (average - low) / (high - low))) : 0,
      distribution: points.map((rating) => {
        const ratingCount = summary?.distribution[String(rating)] ?? 0;
        return { rating, count: ratingCount, share: count > 0 ? ratingCount / count : 0 };
      }),
    };
  });
}
