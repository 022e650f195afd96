import PDFDocument from 'pdfkit';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FONT_FILES } from './fonts.js';

export const INK = '#1f2328';
export const MUTED = '#57606a';
export const ACCENT = '#6a1ebb';
export const CORRECT = '#1a7f37';
export const TRACK = '#eaeef2';

/** A4 portrait, the size a report is printed on. */
const MARGIN = 48;

/**
 * A report document streamed into `output` as it is written, with the few layout moves a report needs:
 * headings, wrapped text, labelled bars, and rows of a table that start a new page when the page is full.
 */
export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly written: Promise<void>;

  constructor(output: Writable, title: string) {
    this.doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: title, Creator: 'LiveSlides' } });
    this.doc.registerFont('regular', FONT_FILES.regular);
    this.doc.registerFont('bold', FONT_FILES.bold);
    this.doc.font('regular').fillColor(INK);
    this.written = pipeline(this.doc, output);
  }

  get width(): number {
    return this.doc.page.width - 2 * MARGIN;
  }

  get left(): number {
    return MARGIN;
  }

  /** Starts a new page unless `height` still fits on this one. */
  room(height: number): void {
    if (this.doc.y + height > this.doc.page.height - MARGIN) this.doc.addPage();
  }

  newPage(): void {
    this.doc.addPage();
  }

  heading(text: string, size = 18): void {
    this.room(size * 3);
    this.doc.moveDown(0.5).font('bold').fontSize(size).fillColor(INK).text(text, this.left, this.doc.y, { width: this.width });
    this.doc.moveDown(0.3).font('regular');
  }

  paragraph(text: string, { size = 10, colour = INK, bold = false }: { size?: number; colour?: string; bold?: boolean } = {}): void {
    this.doc.font(bold ? 'bold' : 'regular').fontSize(size);
    this.room(this.doc.heightOfString(text, { width: this.width }));
    this.doc.fillColor(colour).text(text, this.left, this.doc.y, { width: this.width });
    this.doc.font('regular');
  }

  /** Label and value pairs, one a line. */
  facts(pairs: readonly (readonly [string, string])[]): void {
    for (const [label, value] of pairs) {
      this.room(16);
      const y = this.doc.y;
      this.doc.font('bold').fontSize(10).fillColor(MUTED).text(label, this.left, y, { width: 170 });
      this.doc.font('regular').fillColor(INK).text(value, this.left + 180, y, { width: this.width - 180 });
      this.doc.y = Math.max(this.doc.y, y + 14);
    }
  }

  /** A horizontal bar: label on the left, the bar scaled to `share` (0..1), the figure at its end. */
  bar(label: string, share: number, figure: string, colour = ACCENT): void {
    const labelWidth = this.width * 0.38;
    const barWidth = this.width * 0.44;
    this.doc.font('regular').fontSize(9);
    const height = Math.max(14, this.doc.heightOfString(label, { width: labelWidth }) + 4);
    this.room(height);
    const y = this.doc.y;
    this.doc.fillColor(INK).text(label, this.left, y + 2, { width: labelWidth });
    const x = this.left + labelWidth + 8;
    this.doc.rect(x, y + 2, barWidth, 10).fill(TRACK);
    const filled = Math.max(0, Math.min(1, share)) * barWidth;
    if (filled > 0) this.doc.rect(x, y + 2, filled, 10).fill(colour);
    this.doc.fillColor(INK).text(figure, x + barWidth + 6, y + 2, { width: this.width - labelWidth - barWidth - 14 });
    this.doc.y = y + height;
  }

  /** A table row; `widths` are shares of the page width. Bold for a header row. */
  row(cells: readonly string[], widths: readonly number[], { bold = false, colour = INK }: { bold?: boolean; colour?: string } = {}): void {
    this.doc.font(bold ? 'bold' : 'regular').fontSize(9);
    const columns = cells.map((cell, index) => ({ cell, width: this.width * (widths[index] ?? 0) - 6 }));
    const line = this.doc.currentLineHeight(true);
    // Most cells fit on one line: measuring a width is far cheaper than wrapping, which only the others need.
    const fits = columns.map(({ cell, width }) => this.doc.widthOfString(cell) <= width);
    const height = Math.max(...columns.map(({ cell, width }, index) => (fits[index] ? line : this.doc.heightOfString(cell || ' ', { width })))) + 4;
    this.room(height);
    const y = this.doc.y;
    let x = this.left;
    for (const [index, { cell, width }] of columns.entries()) {
      this.doc.fillColor(colour).text(cell, x, y, fits[index] ? { lineBreak: false } : { width });
      x += width + 6;
    }
    this.doc.y = y + height;
    this.doc.font('regular');
  }

  gap(lines = 0.6): void {
    this.doc.moveDown(lines);
  }

  /** Ends the document and resolves once `output` has all of it. */
  async end(): Promise<void> {
    this.doc.end();
    await this.written;
  }
}
