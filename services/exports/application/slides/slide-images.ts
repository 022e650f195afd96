import { createCanvas, GlobalFonts, loadImage, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { ZipArchive } from 'archiver';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DeckDocument } from '../../../../contracts/deck/read-model.js';
import { FONT_FILES, IMAGE_FONT_FAMILY } from '../pdf/fonts.js';
import { deckSlidesInOrder, type SlideDrawing } from './deck-drawings.js';
import { placement } from './image-placement.js';
import type { SlideShape, TextShape } from './slide-drawing.js';
import type { DecodedImage, ImageReader } from './stored-images.js';

let fontsRegistered = false;

/** The deck as a zip of one 1280x720 PNG per slide, named slide-001.png onwards in the deck's order. */
export async function writeSlideImages(deck: DeckDocument, output: Writable, progress: (done: number) => void, read: ImageReader): Promise<void> {
  if (!fontsRegistered) {
    GlobalFonts.registerFromPath(FONT_FILES.regular, IMAGE_FONT_FAMILY);
    GlobalFonts.registerFromPath(FONT_FILES.bold, IMAGE_FONT_FAMILY);
    fontsRegistered = true;
  }
  // PNGs are compressed already: storing them saves the zip's own deflate pass.
  const archive = new ZipArchive({ store: true });
  const written = pipeline(archive, output);
  const drawings = deckSlidesInOrder(deck);
  // An image used on several slides is decoded once.
  const loaded = new WeakMap<DecodedImage, Promise<Image>>();
  const image = (decoded: DecodedImage) => loaded.get(decoded) ?? loaded.set(decoded, loadImage(decoded.bytes)).get(decoded)!;
  const held = new Set<object>();
  for (const [index, drawing] of drawings.entries()) {
    const canvas = await paint(drawing, read, image);
    // encode() runs on libuv's thread pool, off the event loop; the canvas is referenced until it ends, since a
    // canvas collected while its encode runs can crash the native module.
    const png = await canvas.encode('png');
    held.add(canvas);
    held.clear();
    archive.append(png, { name: `slide-${String(index + 1).padStart(3, '0')}.png` });
    progress((index + 1) / drawings.length);
  }
  await archive.finalize();
  await written;
  progress(1);
}

async function paint(drawing: SlideDrawing, read: ImageReader, image: (decoded: DecodedImage) => Promise<Image>) {
  const canvas = createCanvas(drawing.width, drawing.height);
  const context = canvas.getContext('2d');
  context.fillStyle = drawing.background;
  context.fillRect(0, 0, drawing.width, drawing.height);
  for (const shape of drawing.shapes) {
    // A turned canvas block turns about its box's centre, as CSS turns it.
    if (shape.rotation) {
      context.save();
      context.translate(shape.rotation.cx, shape.rotation.cy);
      context.rotate((shape.rotation.degrees * Math.PI) / 180);
      context.translate(-shape.rotation.cx, -shape.rotation.cy);
    }
    await paintShape(context, shape, read, image);
    if (shape.rotation) context.restore();
  }
  return canvas;
}

async function paintShape(context: SKRSContext2D, shape: SlideShape, read: ImageReader, image: (decoded: DecodedImage) => Promise<Image>): Promise<void> {
  switch (shape.kind) {
    case 'box':
      context.globalAlpha = shape.opacity ?? 1;
      context.fillStyle = shape.colour;
      context.fillRect(shape.x, shape.y, shape.width, shape.height);
      context.globalAlpha = 1;
      break;
    case 'image': {
      const decoded = await read(shape.file);
      if (!decoded) break;
      const at = placement(decoded, shape, shape.fit, shape.crop);
      context.save();
      context.beginPath();
      context.rect(shape.x, shape.y, shape.width, shape.height);
      context.clip();
      context.drawImage(await image(decoded), at.x, at.y, at.width, at.height);
      context.restore();
      break;
    }
    case 'polygon':
      context.fillStyle = shape.colour;
      context.beginPath();
      for (const [x, y] of shape.points) context.lineTo(x, y);
      context.closePath();
      context.fill();
      break;
    case 'text':
      text(context, shape);
      break;
  }
}

/** Text wrapped at word boundaries to the shape's width; lines past its height end the text with an ellipsis. */
function text(context: SKRSContext2D, shape: TextShape): void {
  context.font = `${shape.bold ? 'bold ' : ''}${shape.size}px "${IMAGE_FONT_FAMILY}"`;
  context.fillStyle = shape.colour;
  context.textBaseline = 'top';
  context.textAlign = shape.align ?? 'left';
  const x = shape.align === 'center' ? shape.x + shape.width / 2 : shape.x;
  const lineHeight = shape.size * 1.25;
  const maxLines = Math.max(1, Math.floor(shape.height / lineHeight));
  const lines = wrap(shape.text, (line) => context.measureText(line).width, shape.width);
  const shown = lines.slice(0, maxLines);
  if (lines.length > maxLines) shown[maxLines - 1] = `${shown[maxLines - 1]!.replace(/\s*\S*$/, '')}…`;
  for (const [index, line] of shown.entries()) context.fillText(line, x, shape.y + index * lineHeight);
}

/** Lines of at most `width` as measured; a word longer than a line is cut where it overflows. */
export function wrap(value: string, measure: (line: string) => number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of value.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (measure(line) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && measure(line.slice(0, cut)) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}
