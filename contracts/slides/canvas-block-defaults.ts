import type { LineBlock, RichTextBlock, Shape, ShapeBlock } from './canvas-blocks.js';
import { CANVAS_HEIGHT, CANVAS_WIDTH } from './canvas-blocks.js';
import { DEFAULT_CONTENT_TEXT, DEFAULT_HEADING_TITLE } from './constants.js';

/** Doc 2 §3 "Defaults": shapes 120x120 (a star 126 wide), lines 300 wide with weight 3, title 48px, heading 52px. */
export const SHAPE_DEFAULT_SIZE = 120;
export const STAR_DEFAULT_WIDTH = 126;
export const LINE_DEFAULT_WIDTH = 300;
export const LINE_DEFAULT_WEIGHT = 3;
export const TITLE_FONT_SIZE_PX = 48;
export const HEADING_FONT_SIZE_PX = 52;
const CONTENT_FONT_SIZE_PX = 24;
const DEFAULT_INK = '#313131';

/** New blocks land in the middle of the canvas, where the presenter is looking. */
function centred(width: number, height: number): string {
  return `translate(${Math.round((CANVAS_WIDTH - width) / 2)}px, ${Math.round((CANVAS_HEIGHT - height) / 2)}px)`;
}

export function defaultShapeBlock(id: string, shape: Shape): ShapeBlock {
  const width = shape === 'star' ? STAR_DEFAULT_WIDTH : SHAPE_DEFAULT_SIZE;
  return {
    id,
    type: 'Shape',
    shape,
    shapeStyle: { fill: DEFAULT_INK, stroke: DEFAULT_INK, strokeWidth: 0 },
    style: { width, height: SHAPE_DEFAULT_SIZE, transform: centred(width, SHAPE_DEFAULT_SIZE) },
  };
}

export function defaultLineBlock(id: string): LineBlock {
  return {
    id,
    type: 'Line',
    weight: LINE_DEFAULT_WEIGHT,
    dash: 'solid',
    start: 'none',
    end: 'none',
    colour: DEFAULT_INK,
    style: { width: LINE_DEFAULT_WIDTH, height: LINE_DEFAULT_WEIGHT, transform: centred(LINE_DEFAULT_WIDTH, LINE_DEFAULT_WEIGHT) },
  };
}

export function defaultTitleBlock(id: string, text = ''): RichTextBlock {
  return {
    id,
    type: 'RichText',
    tag: 'heading',
    content: { value: text },
    style: { width: 1040, height: 80, transform: 'translate(120px, 80px)', fontSize: TITLE_FONT_SIZE_PX },
  };
}

/**
 * A new Content (freestyle) slide: a heading and a body with the placeholders doc 2 §5 uses to tell an
 * untouched slide ("heading has 'Click to add heading' and content 'Click to add content'").
 */
export function defaultContentSlideBlocks(newId: () => string): RichTextBlock[] {
  return [
    {
      id: newId(),
      type: 'RichText',
      tag: 'heading',
      content: { value: `<p>${DEFAULT_HEADING_TITLE}</p>` },
      style: { width: 1040, height: 90, transform: 'translate(120px, 120px)', fontSize: HEADING_FONT_SIZE_PX },
    },
    {
      id: newId(),
      type: 'RichText',
      tag: 'content',
      content: { value: `<p>${DEFAULT_CONTENT_TEXT}</p>` },
      style: { width: 1040, height: 360, transform: 'translate(120px, 240px)', fontSize: CONTENT_FONT_SIZE_PX },
    },
  ];
}
