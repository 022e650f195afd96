import { CANVAS_HEIGHT, CANVAS_WIDTH, type CanvasBlock } from '../../../../../contracts/slides/canvas-blocks.js';

/** A block's place on the 1280x720 canvas, in canvas pixels. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export type Handle = 'nw' | 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w';
export const HANDLES: readonly Handle[] = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'];

/** Edges within this many canvas pixels of a guide jump onto it. */
export const SNAP_DISTANCE = 8;
/** The smallest a block can be made by dragging (a line's height is its weight, so only its width is held). */
export const MIN_BLOCK_SIZE = 16;

const TRANSLATE = /translate\(\s*(-?[\d.]+)px\s*,\s*(-?[\d.]+)px\s*\)/;

/** Where a block sits: its transform's translate (the canvas editor's way of placing blocks) and its size. */
export function boxOf(block: CanvasBlock): Box {
  const match = TRANSLATE.exec(block.style.transform);
  return { x: match ? Number(match[1]) : 0, y: match ? Number(match[2]) : 0, width: block.style.width, height: block.style.height };
}

/** The block moved and sized to the box, whole canvas pixels; any rotation in its transform is kept. */
export function withBox<T extends CanvasBlock>(block: T, box: Box): T {
  const x = Math.round(box.x);
  const y = Math.round(box.y);
  const translate = `translate(${x}px, ${y}px)`;
  const transform = TRANSLATE.test(block.style.transform) ? block.style.transform.replace(TRANSLATE, translate) : `${translate} ${block.style.transform}`.trim();
  return { ...block, style: { ...block.style, width: Math.round(box.width), height: Math.round(box.height), transform } };
}

/** A guide a moved or resized edge snapped to, to draw while dragging. */
export interface Guides {
  readonly x: number | null;
  readonly y: number | null;
}

function lines(others: readonly Box[], axis: 'x' | 'y'): number[] {
  const size = axis === 'x' ? CANVAS_WIDTH : CANVAS_HEIGHT;
  const length = axis === 'x' ? 'width' : 'height';
  return [0, size / 2, size, ...others.flatMap((other) => [other[axis], other[axis] + other[length] / 2, other[axis] + other[length]])];
}

/** The smallest shift that puts one of the edges on a guide, if any is within SNAP_DISTANCE. */
function nearest(edges: readonly number[], guides: readonly number[]): { shift: number; guide: number } | null {
  let best: { shift: number; guide: number } | null = null;
  for (const edge of edges) {
    for (const guide of guides) {
      const shift = guide - edge;
      if (Math.abs(shift) <= SNAP_DISTANCE && (!best || Math.abs(shift) < Math.abs(best.shift))) best = { shift, guide };
    }
  }
  return best;
}

/** A dragged box snapped by its left, centre or right (top, middle or bottom) to the canvas's edges and centre and to the other blocks'. */
export function snapMove(box: Box, others: readonly Box[]): { box: Box; guides: Guides } {
  const x = nearest([box.x, box.x + box.width / 2, box.x + box.width], lines(others, 'x'));
  const y = nearest([box.y, box.y + box.height / 2, box.y + box.height], lines(others, 'y'));
  return { box: { ...box, x: box.x + (x?.shift ?? 0), y: box.y + (y?.shift ?? 0) }, guides: { x: x?.guide ?? null, y: y?.guide ?? null } };
}

/**
 * A box resized by dragging one handle by (dx, dy) canvas pixels: the opposite edges stay put, the moved edges snap
 * to the guides, and the box keeps at least minHeight by MIN_BLOCK_SIZE.
 */
export function resizeBox(box: Box, handle: Handle, dx: number, dy: number, others: readonly Box[], minHeight = MIN_BLOCK_SIZE): { box: Box; guides: Guides } {
  let left = box.x;
  let right = box.x + box.width;
  let top = box.y;
  let bottom = box.y + box.height;
  const xGuides = lines(others, 'x');
  const yGuides = lines(others, 'y');
  let guideX: number | null = null;
  let guideY: number | null = null;
  if (handle.includes('w')) {
    const snap = nearest([left + dx], xGuides);
    left = Math.min(left + dx + (snap?.shift ?? 0), right - MIN_BLOCK_SIZE);
    guideX = snap?.guide ?? null;
  }
  if (handle.includes('e')) {
    const snap = nearest([right + dx], xGuides);
    right = Math.max(right + dx + (snap?.shift ?? 0), left + MIN_BLOCK_SIZE);
    guideX = snap?.guide ?? null;
  }
  if (handle.includes('n')) {
    const snap = nearest([top + dy], yGuides);
    top = Math.min(top + dy + (snap?.shift ?? 0), bottom - minHeight);
    guideY = snap?.guide ?? null;
  }
  if (handle.includes('s')) {
    const snap = nearest([bottom + dy], yGuides);
    bottom = Math.max(bottom + dy + (snap?.shift ?? 0), top + minHeight);
    guideY = snap?.guide ?? null;
  }
  return { box: { x: left, y: top, width: right - left, height: bottom - top }, guides: { x: guideX, y: guideY } };
}

export type LayerMove = 'forward' | 'backward' | 'front' | 'back';

/** Blocks are painted in list order: bringing one forward swaps it with the block drawn over it. */
export function moveLayer(blocks: readonly CanvasBlock[], id: string, move: LayerMove): CanvasBlock[] {
  const index = blocks.findIndex((block) => block.id === id);
  if (index < 0) return [...blocks];
  const rest = blocks.filter((block) => block.id !== id);
  const target = { forward: Math.min(index + 1, rest.length), backward: Math.max(index - 1, 0), front: rest.length, back: 0 }[move];
  return [...rest.slice(0, target), blocks[index]!, ...rest.slice(target)];
}

/** A new block's place: the middle of the canvas, or stepped down and right until no block already starts there. */
export function freePlace(existing: readonly CanvasBlock[], width: number, height: number): Box {
  const taken = existing.map(boxOf);
  let x = Math.round((CANVAS_WIDTH - width) / 2);
  let y = Math.round((CANVAS_HEIGHT - height) / 2);
  for (let step = 0; step < 20 && taken.some((box) => Math.abs(box.x - x) < 24 && Math.abs(box.y - y) < 24); step += 1) {
    x = Math.min(x + 40, CANVAS_WIDTH - width);
    y = Math.min(y + 40, CANVAS_HEIGHT - height);
    if (x === CANVAS_WIDTH - width && y === CANVAS_HEIGHT - height) {
      x = 40 * (step + 1);
      y = 40;
    }
  }
  return { x, y, width, height };
}
