/** Width in CSS pixels of `text` drawn at `fontPx` (the font family and weight are the measurer's). */
export type MeasureText = (text: string, fontPx: number) => number;

export interface FitBox {
  readonly width: number;
  readonly height: number;
}

export interface FitRange {
  /** The size text starts at when it is short. */
  readonly max: number;
  /** The smallest size still readable from the back of a room: below it, text is cut instead. */
  readonly min: number;
  /** Line height as a multiple of the font size, as the stylesheet sets it. */
  readonly lineHeight: number;
}

export interface TextFit {
  readonly fontSize: number;
  /** Lines the whole text takes at fontSize. */
  readonly lines: number;
  /** Lines the box holds at fontSize: text beyond them is cut (the full text stays available). */
  readonly maxLines: number;
  readonly truncated: boolean;
}

const STEP_PX = 1;

/**
 * Breaks text into lines at spaces only, as the browser does with `overflow-wrap: normal`: a word is never split,
 * so "TypeScript" cannot become "TypeSc / ript". A word wider than the line gets a line of its own.
 */
export function wrapWords(text: string, width: number, fontPx: number, measure: MeasureText): string[] {
  const space = measure(' ', fontPx);
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    const words = paragraph.split(/\s+/).filter(Boolean);
    let line = '';
    let lineWidth = 0;
    for (const word of words) {
      // Words are measured one at a time (each once, however often it recurs), the spaces between them added.
      const wordWidth = measure(word, fontPx);
      if (line && lineWidth + space + wordWidth > width) {
        lines.push(line);
        line = word;
        lineWidth = wordWidth;
      } else {
        lineWidth = line ? lineWidth + space + wordWidth : wordWidth;
        line = line ? `${line} ${word}` : word;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Whether every word of the text fits on a line of this width at this size. */
export function wordsFit(text: string, width: number, fontPx: number, measure: MeasureText): boolean {
  return text.split(/\s+/).every((word) => !word || measure(word, fontPx) <= width);
}

/**
 * The largest size between range.max and range.min at which the whole text fits the box, wrapped at spaces with no
 * word wider than the box. When even range.min is too big, the text stays at range.min and is cut to the lines the
 * box holds (truncated): the size never drops below what a room can read.
 */
export function fitText(text: string, box: FitBox, range: FitRange, measure: MeasureText): TextFit {
  const linesAt = (size: number) => Math.max(1, Math.floor(box.height / (size * range.lineHeight)));
  for (let size = range.max; size >= range.min; size -= STEP_PX) {
    const lines = wrapWords(text, box.width, size, measure).length;
    if (lines <= linesAt(size) && wordsFit(text, box.width, size, measure)) {
      return { fontSize: size, lines, maxLines: linesAt(size), truncated: false };
    }
  }
  const lines = wrapWords(text, box.width, range.min, measure).length;
  const maxLines = linesAt(range.min);
  return { fontSize: range.min, lines, maxLines, truncated: lines > maxLines || !wordsFit(text, box.width, range.min, measure) };
}

/** A measurer for where no text can be measured (tests, the server): an average glyph of 0.56 em, spaces 0.28 em. */
export const averageGlyphMeasure: MeasureText = (text, fontPx) => {
  let ems = 0;
  for (const character of text) ems += character === ' ' ? 0.28 : 0.56;
  return ems * fontPx;
};
