import { wrapWords, type FitBox, type MeasureText } from '../../slide-view/text-fit.js';

export interface WallOptions {
  readonly maxFont: number;
  readonly minFont: number;
  readonly lineHeight: number;
  readonly maxColumns: number;
  /** Between cards and between columns. */
  readonly gap: number;
  /** Inside a card, each side. */
  readonly padding: number;
  /** A card's border, each side. */
  readonly border: number;
  /** The author line under the text, as a share of the text size. */
  readonly authorScale: number;
  /** Room kept under the wall for "+N more answers" when not every answer can be shown. */
  readonly moreLine: number;
}

/** The stage's wall: 28 px text at most, 18 px at least, up to five columns. */
export const STAGE_WALL: WallOptions = { maxFont: 28, minFont: 18, lineHeight: 1.3, maxColumns: 5, gap: 12, padding: 12, border: 1, authorScale: 0.75, moreLine: 32 };

export interface WallCard {
  /** Index into the entries given (newest first as given). */
  readonly entry: number;
  /** Lines of text the card shows; fewer than the answer needs means it is cut, with the whole answer a click away. */
  readonly lines: number;
  readonly truncated: boolean;
}

export interface WallLayout {
  readonly fontSize: number;
  readonly lineHeight: number;
  readonly columns: readonly (readonly WallCard[])[];
  /** Entries left off the wall (the oldest), counted under it. */
  readonly hidden: number;
}

const CAPS = [16, 10, 7, 5, 4, 3, 2, 1];

interface Candidate {
  readonly layout: WallLayout;
  readonly truncated: number;
  readonly cap: number;
}

/**
 * Lays answers out on the stage's wall so that all of them show and as many as possible in full: the largest text
 * size, the fewest columns and the most lines per card for which every card fits the box, a long answer cut to
 * the lines the others leave it. Cards go into the shortest column, in the order given. When even the smallest
 * layout cannot hold every card, the newest are shown and the rest counted.
 */
export function wallLayout(texts: readonly string[], box: FitBox, measure: MeasureText, options: WallOptions = STAGE_WALL): WallLayout {
  let best: Candidate | null = null;
  for (let font = options.maxFont; font >= options.minFont; font -= 2) {
    for (let columns = 1; columns <= options.maxColumns; columns += 1) {
      const textWidth = (box.width - options.gap * (columns - 1)) / columns - (options.padding + options.border) * 2;
      if (textWidth <= 0) continue;
      const needed = texts.map((text) => wrapWords(text, textWidth, font, measure).length);
      for (const cap of CAPS) {
        const layout = pack(needed, columns, cap, font, box.height, options);
        if (layout.hidden > 0) continue;
        const truncated = needed.filter((lines) => lines > cap).length;
        if (!best || truncated < best.truncated || (truncated === best.truncated && cap > best.cap && best.layout.fontSize === font)) {
          best = { layout, truncated, cap };
        }
        break;
      }
      if (best?.truncated === 0) return best.layout;
    }
  }
  if (best) return best.layout;
  // Too many answers for any layout: the newest, one line each, in the most columns at the smallest size.
  const font = options.minFont;
  const textWidth = (box.width - options.gap * (options.maxColumns - 1)) / options.maxColumns - (options.padding + options.border) * 2;
  const needed = texts.map((text) => wrapWords(text, textWidth, font, measure).length);
  return pack(needed, options.maxColumns, 1, font, box.height - options.moreLine, options);
}

function pack(needed: readonly number[], columnCount: number, cap: number, font: number, height: number, options: WallOptions): WallLayout {
  const lineHeight = font * options.lineHeight;
  const author = font * options.authorScale * options.lineHeight;
  const columns: WallCard[][] = Array.from({ length: columnCount }, () => []);
  const heights = Array.from({ length: columnCount }, () => -options.gap);
  let placed = 0;
  for (const [entry, lines] of needed.entries()) {
    const shown = Math.min(lines, cap);
    const card = options.gap + (options.padding + options.border) * 2 + shown * lineHeight + author;
    const shortest = heights.indexOf(Math.min(...heights));
    if (heights[shortest]! + card > height) break;
    heights[shortest]! += card;
    columns[shortest]!.push({ entry, lines: shown, truncated: lines > shown });
    placed = entry + 1;
  }
  return { fontSize: font, lineHeight: options.lineHeight, columns: columns.filter((column) => column.length > 0), hidden: needed.length - placed };
}
