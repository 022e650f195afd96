import { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import { Document, Packer, Paragraph } from 'docx';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import PptxGenJSModule from 'pptxgenjs';
import sharp from 'sharp';

// pptxgenjs's CommonJS build is its default export under Node's ES-module rules.
const PptxGenJS = ((PptxGenJSModule as unknown as { default?: typeof PptxGenJSModule }).default ?? PptxGenJSModule) as unknown as new () => InstanceType<typeof import('pptxgenjs').default>;

/** A 400x300 PNG: left half red, right half blue (its colours survive re-encoding, so a test can find them). */
export async function twoColourPng(): Promise<Buffer> {
  const half = { width: 200, height: 300, channels: 3 as const };
  return sharp({ create: { width: 400, height: 300, channels: 3, background: '#0000ff' } })
    .composite([{ input: { create: { ...half, background: '#ff0000' } }, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

export const PPTX_SLIDES = [
  { title: 'Welcome to the quarterly review', body: ['Revenue grew 12%', 'Two new markets'], notes: 'Thank everyone for coming.' },
  { title: 'Our new office', body: [], notes: 'Mention the opening date: 3 March.', image: true },
  { title: 'Questions & <answers>', body: ['Ask anything'], notes: '' },
] as const;

/** A 16:9 PowerPoint written by pptxgenjs: three slides with title placeholders, body text, a picture and speaker notes. */
export async function threeSlidePptx(): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9';
  pptx.defineSlideMaster({
    title: 'TITLED',
    objects: [{ placeholder: { options: { name: 'title', type: 'title', x: 0.5, y: 0.25, w: 9, h: 1 }, text: '' } }],
  });
  const png = (await twoColourPng()).toString('base64');
  for (const content of PPTX_SLIDES) {
    const slide = pptx.addSlide({ masterName: 'TITLED' });
    slide.addText(content.title, { placeholder: 'title', x: 0.5, y: 0.25, w: 9, h: 1 });
    if (content.body.length > 0) slide.addText(content.body.map((text) => ({ text, options: { breakLine: true } })), { x: 0.5, y: 1.5, w: 9, h: 3 });
    if ('image' in content) slide.addImage({ data: `image/png;base64,${png}`, x: 5, y: 1.5, w: 4, h: 3 });
    if (content.notes) slide.addNotes(content.notes);
  }
  return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
}

/** A 16:9 PowerPoint of `slides` slides, each titled "Slide N" (the importer's slide limit is 100). */
export async function pptxOfSlides(slides: number): Promise<Buffer> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9';
  for (let number = 1; number <= slides; number++) pptx.addSlide().addText(`Slide ${number}`, { x: 0.5, y: 0.25, w: 9, h: 1 });
  return (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
}

/** A PDF of `pages` 16:9 pages (960x540 pt) by pdfkit: a red top-left quarter and "Page N" text on each. */
export function pdfOfPages(pages: number): Promise<Buffer> {
  const document = new PDFDocument({ size: [960, 540], margin: 0, autoFirstPage: false });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(chunks))));
  for (let number = 1; number <= pages; number++) {
    document.addPage();
    document.rect(0, 0, 480, 270).fill('#ff0000');
    document.fillColor('#000000').fontSize(40).text(`Page ${number} heading`, 520, 320);
    document.fontSize(20).text(`Body text of page ${number}`, 520, 400);
  }
  document.end();
  return done;
}

/** A workbook written by exceljs with the given rows on its first sheet. */
export async function workbookOf(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Quiz');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A Word document written by docx. */
export function wordDocument(): Promise<Buffer> {
  return Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Minutes of the meeting')] }] }));
}

/**
 * A zip bomb shaped like a pptx: a few hundred KB whose slide unpacks to `unpackedMb` MB of zeros (archiver
 * writes the true sizes in its directory, as a real bomb's would be).
 */
export async function pptxZipBomb(unpackedMb: number): Promise<Buffer> {
  const zip = new ZipArchive({ zlib: { level: 9 } });
  const chunks: Buffer[] = [];
  zip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    zip.on('end', () => resolve(Buffer.concat(chunks)));
    zip.on('error', reject);
  });
  zip.append('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>', { name: '[Content_Types].xml' });
  zip.append('<?xml version="1.0"?><p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>', { name: 'ppt/presentation.xml' });
  const zeros = Buffer.alloc(1024 * 1024);
  let left = unpackedMb;
  zip.append(
    new Readable({
      read() {
        this.push(left-- > 0 ? zeros : null);
      },
    }),
    { name: 'ppt/slides/slide1.xml' },
  );
  await zip.finalize();
  return done;
}
