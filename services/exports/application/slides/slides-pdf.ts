import PDFDocument from 'pdfkit';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { DeckDocument } from '../../../../contracts/deck/read-model.js';
import { FONT_FILES } from '../pdf/fonts.js';
import { deckSlidesInOrder, type SlideDrawing } from './deck-drawings.js';
import type { SlideShape } from './slide-drawing.js';
import { placement } from './image-placement.js';
import type { DecodedImage, ImageReader } from './stored-images.js';

/** pdfkit's openImage (not in its type definitions): an image opened once is drawn on any page by passing it to image(). */
interface OpenedImage {
  readonly width: number;
  readonly height: number;
}
interface Opening {
  openImage(src: Buffer): OpenedImage;
}

/** The deck as a PDF, one 1280x720 page per slide, its text kept as text (searchable, selectable), its images drawn. */
export async function writeSlidesPdf(deck: DeckDocument, output: Writable, progress: (done: number) => void, read: ImageReader): Promise<void> {
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0, info: { Title: deck.name, Creator: 'LiveSlides' } });
  doc.registerFont('regular', FONT_FILES.regular);
  doc.registerFont('bold', FONT_FILES.bold);
  const written = pipeline(doc, output);
  const drawings = deckSlidesInOrder(deck);
  // An image used on several slides is embedded in the file once.
  const embedded = new WeakMap<DecodedImage, OpenedImage>();
  const image = (decoded: DecodedImage) => embedded.get(decoded) ?? embedded.set(decoded, (doc as unknown as Opening).openImage(decoded.bytes)).get(decoded)!;
  for (const [index, drawing] of drawings.entries()) {
    await paint(doc, drawing, read, image);
    progress((index + 1) / drawings.length);
    await yieldToEventLoop();
  }
  // A PDF needs a page: a deck without slides gives one blank page with its name.
  if (drawings.length === 0) doc.addPage({ size: [1280, 720] }).font('bold').fontSize(48).text(deck.name, 80, 64, { width: 1120 });
  doc.end();
  await written;
  progress(1);
}

async function paint(doc: PDFKit.PDFDocument, drawing: SlideDrawing, read: ImageReader, image: (decoded: DecodedImage) => OpenedImage): Promise<void> {
  doc.addPage({ size: [drawing.width, drawing.height], margin: 0 });
  doc.rect(0, 0, drawing.width, drawing.height).fill(drawing.background);
  for (const shape of drawing.shapes) {
    // A turned canvas block turns about its box's centre, as CSS turns it.
    if (shape.rotation) doc.save().rotate(shape.rotation.degrees, { origin: [shape.rotation.cx, shape.rotation.cy] });
    await paintShape(doc, shape, read, image);
    if (shape.rotation) doc.restore();
  }
}

async function paintShape(doc: PDFKit.PDFDocument, shape: SlideShape, read: ImageReader, image: (decoded: DecodedImage) => OpenedImage): Promise<void> {
  switch (shape.kind) {
    case 'box':
      doc.save().fillOpacity(shape.opacity ?? 1);
      doc.rect(shape.x, shape.y, shape.width, shape.height).fill(shape.colour);
      doc.restore();
      break;
    case 'image': {
      const decoded = await read(shape.file);
      if (!decoded) break;
      const at = placement(decoded, shape, shape.fit, shape.crop);
      doc.save().rect(shape.x, shape.y, shape.width, shape.height).clip();
      doc.image(image(decoded) as unknown as Buffer, at.x, at.y, { width: at.width, height: at.height });
      doc.restore();
      break;
    }
    case 'polygon':
      doc.polygon(...shape.points.map(([x, y]) => [x, y])).fill(shape.colour);
      break;
    case 'text':
      doc
        .font(shape.bold ? 'bold' : 'regular')
        .fontSize(shape.size)
        .fillColor(shape.colour)
        .text(shape.text, shape.x, shape.y, { width: shape.width, height: shape.height, ellipsis: true, lineGap: shape.size * 0.05, align: shape.align ?? 'left' });
      break;
  }
}
