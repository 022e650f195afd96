import { WORD_SIZE_MAX, WORD_SIZE_MIN, WORDS_SHOWN } from '../../../../../contracts/live/constants.js';
import type { WordCloudWord } from '../../../../../contracts/live/results.js';
import { optionColour } from './chart-maths.js';

export interface CloudWord {
  readonly text: string;
  readonly count: number;
  readonly percent: number;
  /** Font size in canvas pixels after fitting, from the payload's 16 to 90. */
  readonly size: number;
  readonly colour: string;
  /** Heavier type for the most frequent words. */
  readonly weight: 500 | 700 | 800;
}

export interface CloudBox {
  readonly width: number;
  readonly height: number;
}

/** Rough width of a glyph and height of a line, as multiples of the font size. */
const GLYPH_WIDTH = 0.58;
const LINE_HEIGHT = 1.25;
/** How much of the box the words' own rectangles may cover; the rest is the gaps a wrapped cloud leaves. */
const FILL_RATIO = 0.5;

const clampSize = (size: number) => Math.min(WORD_SIZE_MAX, Math.max(WORD_SIZE_MIN, Number.isFinite(size) ? size : WORD_SIZE_MIN));

/**
 * A factor (at most 1) that shrinks every word alike so the cloud fits its box: a cloud of 500 words in sizes up
 * to 90 would otherwise run off the screen. Relative sizes are kept.
 */
export function fitFactor(words: readonly { text: string; size: number }[], box: CloudBox): number {
  const area = words.reduce((sum, word) => {
    const size = clampSize(word.size);
    return sum + Math.max(1, word.text.length) * size * GLYPH_WIDTH * size * LINE_HEIGHT;
  }, 0);
  if (area <= 0) return 1;
  const byArea = Math.sqrt((box.width * box.height * FILL_RATIO) / area);
  // No single word may be wider than the box.
  const widest = Math.max(...words.map((word) => Math.max(1, word.text.length) * clampSize(word.size) * GLYPH_WIDTH));
  const byWidth = widest > 0 ? box.width / widest : 1;
  return Math.min(1, byArea, byWidth);
}

/**
 * Centre-out order: the most frequent word in the middle, the next ones alternating to its left and right, so a
 * centred, wrapping row layout puts the big words in the middle of the cloud.
 */
export function centreOut<T>(sortedByWeight: readonly T[]): T[] {
  const left: T[] = [];
  const right: T[] = [];
  sortedByWeight.forEach((item, index) => {
    if (index % 2 === 0) right.push(item);
    else left.push(item);
  });
  return [...left.reverse(), ...right];
}

/**
 * What the cloud renders: at most 500 words (spec doc 2 §5), sizes from the payload kept within 16 to 90 and
 * fitted to the box, a colour per word that stays with the word as counts change, biggest in the middle.
 */
export function layoutWordCloud(words: readonly WordCloudWord[], box: CloudBox): CloudWord[] {
  const shown = [...words]
    .filter((word) => word.text.length > 0 && word.count > 0)
    .sort((a, b) => b.count - a.count || (a.text < b.text ? -1 : a.text > b.text ? 1 : 0))
    .slice(0, WORDS_SHOWN);
  const factor = fitFactor(shown, box);
  const laidOut = shown.map((word): CloudWord => {
    const size = clampSize(word.size);
    return {
      text: word.text,
      count: word.count,
      percent: word.percent,
      size: Math.max(8, Math.round(size * factor * 10) / 10),
      colour: optionColour(stableHash(word.text)),
      weight: size >= 60 ? 800 : size >= 32 ? 700 : 500,
    };
  });
  return centreOut(laidOut);
}

/** Small, stable string hash: the same word keeps its colour between updates. */
export function stableHash(text: string): number {
  let hash = 0;
  for (let index = 0; index < text.length; index++) hash = (hash * 31 + text.charCodeAt(index)) >>> 0;
  return hash;
}
