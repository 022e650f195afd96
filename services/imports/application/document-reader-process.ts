import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ParsedSheetRow, ParsedSlide, ReadFailure } from '../domain/parsed-document.js';
import { documentReaderChild, type ReaderFormat, type ReaderLimits, type ReaderReply, type ReaderRequest } from './document-reader-child.js';

export interface ReaderBudget {
  /** The reader is stopped after this long, whatever it is doing (a document that never ends). */
  readonly timeoutMs: number;
  /** The reader's JavaScript heap (megabytes); past it the process dies and the document counts as unreadable. */
  readonly maxHeapMb: number;
  readonly limits: ReaderLimits;
}

export type ReadOutcome = { readonly ok: true; readonly rows: ParsedSheetRow[] } | { readonly ok: false; readonly failure: ReadFailure; readonly detail: string };

export interface ReadCallbacks {
  /** The document's slide count, once known. */
  onTotal?(total: number): void;
  /** Each slide in order; the reader waits for the promise before it reads the next. */
  onSlide?(index: number, slide: ParsedSlide): Promise<void>;
}

/**
 * One document read by a child process of its own: unzipping, XML parsing and PDF rendering never run on the
 * server's event loop, the heap is capped and the time limited, and a document that crashes the reader (a bomb,
 * a malformed file) ends only that process.
 */
export function readDocument(format: ReaderFormat, bytes: Uint8Array, budget: ReaderBudget, callbacks: ReadCallbacks = {}): Promise<ReadOutcome> {
  const require = createRequire(import.meta.url);
  const pdfjsPath = require.resolve('pdfjs-dist/legacy/build/pdf.mjs');
  const standardFonts = pathToFileURL(path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep).href;
  const libs = `{
    yauzl: require(${JSON.stringify(require.resolve('yauzl'))}),
    XMLParser: require(${JSON.stringify(require.resolve('fast-xml-parser'))}).XMLParser,
    createCanvas: require(${JSON.stringify(require.resolve('@napi-rs/canvas'))}).createCanvas,
    exceljs: require(${JSON.stringify(require.resolve('exceljs'))}),
    loadPdfjs: () => import(${JSON.stringify(pathToFileURL(pdfjsPath).href)}),
    standardFontDataUrl: ${JSON.stringify(standardFonts)},
  }`;
  const source = `(${documentReaderChild.toString()})(${libs}, ${JSON.stringify(budget.limits)}, process);`;
  const child = spawn(process.execPath, [`--max-old-space-size=${budget.maxHeapMb}`, '-e', source], {
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    serialization: 'advanced',
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    if (stderr.length < 4000) stderr += chunk.toString();
  });

  return new Promise<ReadOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: ReadOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (child.exitCode === null) child.kill('SIGKILL');
      resolve(outcome);
    };
    const timer = setTimeout(() => finish({ ok: false, failure: 'unreadable', detail: `Reading took longer than ${budget.timeoutMs} ms` }), budget.timeoutMs);
    let rows: ParsedSheetRow[] = [];
    child.on('message', (reply: ReaderReply) => {
      switch (reply.kind) {
        case 'total':
          callbacks.onTotal?.(reply.total);
          return;
        case 'slide':
          void Promise.resolve(callbacks.onSlide?.(reply.index, reply.slide)).then(
            () => send({ kind: 'next' }),
            (error: Error) => finish({ ok: false, failure: 'unreadable', detail: `Storing slide ${reply.index + 1} failed: ${error.message}` }),
          );
          return;
        case 'rows':
          rows = reply.rows;
          return;
        case 'done':
          finish({ ok: true, rows });
          return;
        case 'failed':
          finish({ ok: false, failure: reply.failure, detail: reply.detail });
          return;
        default:
          return reply satisfies never;
      }
    });
    child.on('error', (error) => finish({ ok: false, failure: 'unreadable', detail: `The reader did not start: ${error.message}` }));
    // Out of heap, or killed: the document was too much for the reader's budget.
    child.on('close', (code, signal) => finish({ ok: false, failure: 'tooLarge', detail: `The reader stopped (exit ${code}, signal ${signal}): ${stderr.slice(0, 500)}` }));
    const send = (request: ReaderRequest) => {
      if (!settled && child.connected) child.send(request);
    };
    send({ kind: 'read', format, bytes });
  });
}
