import PDFDocument from 'pdfkit';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { DeckDocument } from '../../../../contracts/deck/read-model.js';
import { FONT_FILES } from '../pdf/fonts.js';
import { deckSlidesInOrder, type SlideDrawing } from './deck-drawings.js';

/** The deck as a PDF, one 1280x720 page per slide, its text kept as text (searchable, selectable). */
export async function writeSlidesPdf(deck: DeckDocument, output: Writable, progress: (done: number) => void): Promise<void> {
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0, info: { Title: deck.name, Creator: 'LiveSlides' } });
  doc.registerFont('regular', FONT_FILES.regular);
  doc.registerFont('bold', FONT_FILES.bold);
  const written = pipeline(doc, output);
  const drawings = deckSlidesInOrder(deck);
  for (const [index, drawing] of drawings.entries()) {
    paint(doc, drawing);
    progress((index + 1) / drawings.length);
    await yieldToEventLoop();
  }
  // A PDF needs a page: a deck without slides gives one blank page with its name.
  if (drawings.length === 0) doc.addPage({ size: [1280, 720] }).font('bold').fontSize(48).text(deck.name, 80, 64, { width: 1120 });
  doc.end();
  await written;
  progress(1);
}

function paint(doc: PDFKit.PDFDocument, drawing: SlideDrawing): void {
  doc.addPage({ size: [drawing.width, drawing.height], margin: 0 });
  doc.rect(0, 0, drawing.width, drawing.height).fill(drawing.background);
  for (const shape of drawing.shapes) {
    if (shape.kind === 'box') {
      doc.rect(shape.x, shape.y, shape.width, shape.height).fill(shape.colour);
      continue;
    }
    doc
      .font(shape.bold ? 'bold' : 'regular')
      .fontSize(shape.size)
      .fillColor(shape.colour)
      .text(shape.text, shape.x, shape.y, { width: shape.width, height: shape.height, ellipsis: true, lineGap: shape.size * 0.05 });
  }
}
