import type { LineBlock } from '../../../../contracts/slides/canvas-blocks.js';
import type { Rect } from './image-placement.js';
import { ellipse, type Point } from './shape-outline.js';

/** Points per quarter of a dot: dots are small, and a dotted line has many. */
const DOT_STEPS = 4;

/**
 * A Line block as filled outlines, as the editor draws it (client LineBlock.tsx): a stroke `weight` thick along the
 * top of its box, dashes of 3 and gaps of 2 weights, or dots one weight across every 2 weights; an arrowhead 4
 * weights long whose tip is the end, or a dot 3 weights across centred on it.
 */
export function lineOutlines(block: Pick<LineBlock, 'weight' | 'dash' | 'start' | 'end'>, box: Rect): Point[][] {
  const { weight } = block;
  const y = box.y + weight / 2;
  const from = box.x;
  const to = box.x + box.width;
  const bar = (left: number, right: number): Point[] => [[left, y - weight / 2], [right, y - weight / 2], [right, y + weight / 2], [left, y + weight / 2]];
  const outlines: Point[][] = [];
  switch (block.dash) {
    case 'solid':
      outlines.push(bar(from, to));
      break;
    case 'dashed':
      for (let left = from; left < to; left += 5 * weight) outlines.push(bar(left, Math.min(to, left + 3 * weight)));
      break;
    case 'dotted':
      for (let at = from; at <= to; at += 2 * weight) outlines.push(ellipse(at, y, weight / 2, weight / 2, DOT_STEPS));
      break;
  }
  const end = (kind: LineBlock['start'], tip: number, direction: 1 | -1) => {
    if (kind === 'arrow') outlines.push([[tip + direction * 0.4 * weight, y], [tip - direction * 3.6 * weight, y - 2 * weight], [tip - direction * 3.6 * weight, y + 2 * weight]]);
    if (kind === 'circle') outlines.push(ellipse(tip, y, 1.5 * weight, 1.5 * weight, DOT_STEPS * 2));
  };
  end(block.start, from, -1);
  end(block.end, to, 1);
  return outlines;
}
