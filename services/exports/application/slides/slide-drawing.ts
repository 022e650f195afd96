import type { DeckSlide } from '../../../../contracts/deck/read-model.js';
import { CANVAS_HEIGHT, CANVAS_WIDTH, type CanvasBlock } from '../../../../contracts/slides/canvas-blocks.js';
import { BLANK_SLIDE_STYLE } from '../../../../contracts/slides/constants.js';
import { OPTION_COLOURS, OPTION_LETTERS } from '../../../../contracts/slides/option-palette.js';
import { lineOutlines } from './line-outline.js';
import { shapeOutline, type Point } from './shape-outline.js';
import { uploadedImageIn, type ImageCrop, type ImageFile, type ImageFit, type Rect } from './image-placement.js';

/** Spec doc 3 §9 themes: the default blank slide's text and base colours. */
const DEFAULT_TEXT = '#313131';
const DEFAULT_BASE = '#ffffff';
/** Spec doc 1 §9: title font 48 px, heading 52 px. */
const TITLE_SIZE = 48;
const HEADING_SIZE = 52;
const RICH_TEXT_SIZES = { heading: HEADING_SIZE, caption: 24, content: 32 } as const;
const MARGIN = 80;

/** A canvas block's turn (its transform's rotate()), about its box's centre as CSS turns it. */
export interface Rotation {
  readonly degrees: number;
  readonly cx: number;
  readonly cy: number;
}

export interface TextShape {
  readonly kind: 'text';
  readonly rotation?: Rotation;
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly size: number;
  readonly bold: boolean;
  readonly colour: string;
  /** Left unless said (an image's caption is centred under it, as on the stage). */
  readonly align?: 'left' | 'center';
}

export interface BoxShape {
  readonly kind: 'box';
  readonly rotation?: Rotation;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly colour: string;
  /** 0..1; opaque unless said (the veil over a background image lets part of it through). */
  readonly opacity?: number;
}

/** An uploaded image, drawn into its box as the stage fits it; `crop` picks the part of it that fills the box. */
export interface ImageShape {
  readonly kind: 'image';
  readonly rotation?: Rotation;
  readonly file: ImageFile;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly fit: ImageFit;
  readonly crop: ImageCrop | null;
}

/** A filled outline: a canvas shape (circle, triangle, star...) as the editor clips it. */
export interface PolygonShape {
  readonly kind: 'polygon';
  readonly rotation?: Rotation;
  readonly points: readonly Point[];
  readonly colour: string;
}

export type SlideShape = TextShape | BoxShape | ImageShape | PolygonShape;

/** One slide as a 1280x720 canvas of boxes and text: what both the slide PDF and the slide images paint. */
export interface SlideDrawing {
  readonly width: number;
  readonly height: number;
  readonly background: string;
  readonly shapes: readonly SlideShape[];
}

/**
 * A slide as the stage shows its content, before anyone answers: a canvas slide's text, pictures, shapes and lines
 * where the editor put them; any other slide's title, subheading, description and options (lettered A to H in the
 * options' colours, or bulleted on a bullet-point slide), with the slide's picture between the text and the options;
 * the background picture under all of it, behind a veil of the base colour. Shapes are filled without their border;
 * emoji are not drawn.
 */
export function slideDrawing(slide: DeckSlide, number: number, count: number): SlideDrawing {
  const ink = slide.textColour ?? DEFAULT_TEXT;
  const base = slide.baseColour ?? DEFAULT_BASE;
  const blocks = slide.canvasBlocks ?? [];
  const shapes = blocks.some((block) => !block.hidden) ? canvasShapes(blocks, ink) : contentShapes(slide, ink);
  const footer: TextShape = { kind: 'text', text: `${number} / ${count}`, x: CANVAS_WIDTH - MARGIN - 200, y: CANVAS_HEIGHT - 44, width: 200, height: 24, size: 18, bold: false, colour: ink };
  return { width: CANVAS_WIDTH, height: CANVAS_HEIGHT, background: base, shapes: [...backdropShapes(slide, base), ...shapes, footer] };
}

/** Spec doc 2 §3: the background image covers the slide (or its crop fills it); `visibility` is how much shows through the veil. */
function backdropShapes(slide: DeckSlide, base: string): SlideShape[] {
  const imageId = uploadedImageIn(slide.backgroundImage);
  if (!imageId) return [];
  const crop = slide.backgroundImageCropperData ?? null;
  const usable = crop && crop.width > 0 && crop.height > 0 ? crop : null;
  const visibility = slide.visibility ?? BLANK_SLIDE_STYLE.visibility;
  // Crop data is in the full image's pixels, which only the largest file keeps (as on the stage).
  const file: ImageFile = { imageId, size: usable ? 'xLarge' : 'large' };
  return [
    { kind: 'image', file, x: 0, y: 0, width: CANVAS_WIDTH, height: CANVAS_HEIGHT, fit: 'cover', crop: usable },
    { kind: 'box', x: 0, y: 0, width: CANVAS_WIDTH, height: CANVAS_HEIGHT, colour: base, opacity: 1 - visibility / 100 },
  ];
}

function contentShapes(slide: DeckSlide, ink: string): SlideShape[] {
  const width = CANVAS_WIDTH - 2 * MARGIN;
  const shapes: SlideShape[] = [];
  let y = 64;
  const text = (value: string | undefined, size: number, bold: boolean, lines: number) => {
    if (!value?.trim()) return;
    const height = Math.ceil(size * 1.25 * lines);
    shapes.push({ kind: 'text', text: value.trim(), x: MARGIN, y, width, height, size, bold, colour: ink });
    y += height + 12;
  };
  text(slide.title, TITLE_SIZE, true, 2);
  text(slide.subheading, 30, false, 1);
  text(slide.description, 24, false, 3);
  const options = slide.options.filter((option) => option.title.trim()).slice(0, OPTION_LETTERS.length);
  const bullets = slide.type === 'bulletPoints';
  const imageId = uploadedImageIn(slide.image);
  if (imageId) {
    // The picture takes the room the options leave (at most half of it when there are options), its caption under it.
    const room = CANVAS_HEIGHT - 70 - y;
    const forOptions = options.length === 0 ? 0 : Math.min(Math.floor(room / 2), options.length * 56);
    const caption = slide.imageCaption?.trim() ?? '';
    const captionHeight = caption ? 40 : 0;
    const height = room - forOptions - captionHeight - 12;
    if (height > 0) {
      shapes.push({ kind: 'image', file: { imageId, size: 'large' }, x: MARGIN, y, width, height, fit: slide.layout === 'title' ? 'cover' : 'contain', crop: null });
      if (caption) shapes.push({ kind: 'text', text: caption, x: MARGIN, y: y + height + 8, width, height: 30, size: 24, bold: false, colour: ink, align: 'center' });
      y += height + captionHeight + 12;
    }
  }
  const rowHeight = Math.min(56, Math.floor((CANVAS_HEIGHT - 70 - y) / Math.max(1, options.length)));
  for (const [index, option] of options.entries()) {
    const top = y + index * rowHeight;
    const size = Math.max(14, Math.min(26, rowHeight - 22));
    if (bullets) {
      shapes.push({ kind: 'text', text: `•  ${option.title}`, x: MARGIN, y: top + 6, width, height: rowHeight - 6, size, bold: false, colour: ink });
      continue;
    }
    const colour = OPTION_COLOURS[index]!;
    shapes.push({ kind: 'box', x: MARGIN, y: top, width, height: rowHeight - 10, colour });
    shapes.push({ kind: 'text', text: `${OPTION_LETTERS[index]}   ${option.title}`, x: MARGIN + 18, y: top + (rowHeight - 10 - size * 1.25) / 2, width: width - 36, height: size * 1.25, size, bold: true, colour: '#ffffff' });
  }
  return shapes;
}

function canvasShapes(blocks: readonly CanvasBlock[], ink: string): SlideShape[] {
  return blocks.flatMap((block) => {
    if (block.hidden) return [];
    const { x, y } = translation(block.style.transform);
    const degrees = rotationOf(block.style.transform);
    const shapes = blockShapes(block, { x, y, width: block.style.width, height: block.style.height }, ink);
    if (degrees === 0) return shapes;
    const rotation: Rotation = { degrees, cx: x + block.style.width / 2, cy: y + block.style.height / 2 };
    return shapes.map((shape) => ({ ...shape, rotation }));
  });
}

function blockShapes(block: CanvasBlock, { x, y, width, height }: Rect, ink: string): SlideShape[] {
  switch (block.type) {
    case 'RichText': {
      const size = block.style.fontSize ?? RICH_TEXT_SIZES[block.tag];
      return [{ kind: 'text', text: plainTextOf(block.content.value), x, y, width, height: Math.max(height, size * 1.25), size, bold: block.tag === 'heading', colour: ink }];
    }
    case 'Shape':
      if (block.shape === 'rectangle') return [{ kind: 'box', x, y, width, height, colour: block.shapeStyle.fill }];
      return [{ kind: 'polygon', points: shapeOutline(block.shape, { x, y, width, height }), colour: block.shapeStyle.fill }];
    case 'Image': {
      // The editor stretches a picture to its block's box.
      const imageId = uploadedImageIn({ url: block.content.src });
      return imageId ? [{ kind: 'image', file: { imageId, size: 'large' }, x, y, width, height, fit: 'fill', crop: null }] : [];
    }
    case 'Line':
      return lineOutlines(block, { x, y, width, height }).map((points): SlideShape => ({ kind: 'polygon', points, colour: block.colour }));
    case 'Emoji':
      return [];
  }
}

/** The block's turn in degrees from its CSS transform's rotate(), as the canvas editor writes it; 0 without one. */
export function rotationOf(transform: string): number {
  const match = /rotate\(\s*(-?[\d.]+)deg\s*\)/.exec(transform);
  return match ? Number(match[1]) % 360 : 0;
}

/** The block's place from its CSS transform's translate(x, y), as the canvas editor writes it; 0, 0 without one. */
export function translation(transform: string): { x: number; y: number } {
  const match = /translate\(\s*(-?[\d.]+)(?:px)?\s*,\s*(-?[\d.]+)(?:px)?\s*\)/.exec(transform);
  return match ? { x: Number(match[1]), y: Number(match[2]) } : { x: 0, y: 0 };
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** Sanitised rich text as the words it shows: paragraphs and breaks become line breaks, tags go, entities are read. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\n{2,}/g, '\n')
    .trim();
}
