// Reads a PDF with pdf.js (Mozilla's reader) in its own Node process, since jest runs CommonJS and pdf.js ships ES modules only.
// Usage: node test/support/read-pdf.mjs <file.pdf> [<png prefix>]. Prints {"pages": [text of each page]}; renders <png prefix>-page-NN.png when given.
import { createCanvas } from '@napi-rs/canvas';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const [file, pngPrefix] = process.argv.slice(2);
const document = await getDocument({ data: new Uint8Array(await readFile(file)), useSystemFonts: false, disableFontFace: true }).promise;
const pages = [];
for (let number = 1; number <= document.numPages; number++) {
  const page = await document.getPage(number);
  const content = await page.getTextContent();
  pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
  if (pngPrefix) {
    const viewport = page.getViewport({ scale: 1.5 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    await page.render({ canvas, canvasContext: canvas.getContext('2d'), viewport }).promise;
    await mkdir(path.dirname(pngPrefix), { recursive: true });
    await writeFile(`${pngPrefix}-page-${String(number).padStart(2, '0')}.png`, canvas.toBuffer('image/png'));
  }
}
process.stdout.write(JSON.stringify({ pages }));
