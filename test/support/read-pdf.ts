import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The text of each page of a PDF, as pdf.js reads it; the pages are also rendered to `<pngPrefix>-page-NN.png` when given. */
export async function readPdf(bytes: Buffer, pngPrefix?: string): Promise<string[]> {
  const folder = await mkdtemp(path.join(tmpdir(), 'read-pdf-'));
  try {
    const file = path.join(folder, 'file.pdf');
    await writeFile(file, bytes);
    // jest runs this as CommonJS (with __dirname), Playwright as an ES module (run from the repository's root).
    const script = typeof __dirname === 'string' ? path.resolve(__dirname, 'read-pdf.mjs') : path.resolve('test/support/read-pdf.mjs');
    const { stdout } = await run(process.execPath, [script, file, ...(pngPrefix ? [pngPrefix] : [])], { maxBuffer: 256 * 1024 * 1024 });
    return (JSON.parse(stdout) as { pages: string[] }).pages;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
