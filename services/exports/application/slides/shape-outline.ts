import type { Shape } from '../../../../contracts/slides/canvas-blocks.js';
import type { Rect } from './image-placement.js';

export type Point = readonly [number, number];

/** The editor's clip-path polygons (client editor.css .slide__shape--*), in shares of the block's box. */
const POLYGONS: Readonly<Partial<Record<Shape, readonly Point[]>>> = {
  triangle: [[0.5, 0], [1, 1], [0, 1]],
  diamond: [[0.5, 0], [1, 0.5], [0.5, 1], [0, 0.5]],
  star: [[0.5, 0], [0.61, 0.35], [0.98, 0.35], [0.68, 0.57], [0.79, 0.91], [0.5, 0.7], [0.21, 0.91], [0.32, 0.57], [0.02, 0.35], [0.39, 0.35]],
  arrow: [[0, 0.3], [0.6, 0.3], [0.6, 0], [1, 0.5], [0.6, 1], [0.6, 0.7], [0, 0.7]],
};
/** The editor's rounded rectangle corner (border-radius 18px). */
const ROUNDED_CORNER = 18;
/** Points per quarter of a curve: smooth at slide size, few enough to stay small in a PDF. */
const CURVE_STEPS = 16;

/** A canvas shape's outline as a polygon in slide pixels, as the editor draws it in `box`. */
export function shapeOutline(shape: Shape, box: Rect): Point[] {
  const { x, y, width, height } = box;
  switch (shape) {
    case 'rectangle':
      return [[x, y], [x + width, y], [x + width, y + height], [x, y + height]];
    case 'circle':
      return arcs(box, width / 2, height / 2);
    case 'roundedRectangle':
      return arcs(box, Math.min(ROUNDED_CORNER, width / 2), Math.min(ROUNDED_CORNER, height / 2));
    case 'triangle':
    case 'diamond':
    case 'star':
    case 'arrow':
      return POLYGONS[shape]!.map(([share, down]) => [x + share * width, y + down * height]);
  }
}

/** An ellipse around (cx, cy), `steps` points per quarter. */
export function ellipse(cx: number, cy: number, rx: number, ry: number, steps = CURVE_STEPS): Point[] {
  return arcs({ x: cx - rx, y: cy - ry, width: 2 * rx, height: 2 * ry }, rx, ry, steps);
}

/** A rectangle whose corners are quarter ellipses of radii rx, ry (an ellipse when they are half the box). */
function arcs(box: Rect, rx: number, ry: number, steps = CURVE_STEPS): Point[] {
  const corners: readonly { cx: number; cy: number; from: number }[] = [
    { cx: box.x + box.width - rx, cy: box.y + ry, from: -Math.PI / 2 },
    { cx: box.x + box.width - rx, cy: box.y + box.height - ry, from: 0 },
    { cx: box.x + rx, cy: box.y + box.height - ry, from: Math.PI / 2 },
    { cx: box.x + rx, cy: box.y + ry, from: Math.PI },
  ];
  return corners.flatMap(({ cx, cy, from }) =>
    Array.from({ length: steps + 1 }, (_, step): Point => {
      const angle = from + (step / steps) * (Math.PI / 2);
      return [cx + rx * Math.cos(angle), cy + ry * Math.sin(angle)];
    }),
  );
}
