import type { OnModuleDestroy } from '@nestjs/common';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { SANITIZE_HTML_POLICY, sanitiseRichTextValues, type RichTextSanitiser, type RichTextValue, type SanitisedRichText } from './rich-text-sanitiser.js';

interface Reply {
  readonly id: number;
  readonly results?: SanitisedRichText[];
  readonly error?: string;
}

interface Pending {
  resolve(results: SanitisedRichText[]): void;
  reject(error: Error): void;
}

/**
 * Sanitising a megabyte of rich text takes a few hundred milliseconds, so it runs on a thread of its own and
 * the event loop (answers, acks, health) never waits for it. One thread: the other core stays with the
 * event loop. The thread runs sanitiseRichTextValues from its source text, so the same code runs compiled
 * and under the test runner (as the SQLite writer thread does); it starts with the first rich text.
 */
export class RichTextSanitiserThread implements OnModuleDestroy {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  readonly sanitise: RichTextSanitiser = (values) => {
    if (values.length === 0) return Promise.resolve([]);
    const id = this.nextId++;
    return new Promise<SanitisedRichText[]>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.thread().postMessage({ id, values } satisfies { id: number; values: readonly RichTextValue[] });
    });
  };

  onModuleDestroy(): Promise<void> {
    return this.close();
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker) await worker.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const sanitizeHtml = createRequire(import.meta.url).resolve('sanitize-html');
    const source = `
      const { parentPort } = require('node:worker_threads');
      const sanitizeHtml = require(${JSON.stringify(sanitizeHtml)});
      const sanitise = ${sanitiseRichTextValues.toString()};
      const policy = ${JSON.stringify(SANITIZE_HTML_POLICY)};
      parentPort.on('message', ({ id, values }) => {
        try {
          parentPort.postMessage({ id, results: sanitise(sanitizeHtml, policy, values) });
        } catch (error) {
          parentPort.postMessage({ id, error: String(error && error.stack || error) });
        }
      });`;
    const worker = new Worker(source, { eval: true });
    worker.unref();
    worker.on('message', (reply: Reply) => this.settle(reply));
    // A thread that dies fails what it held; the next rich text starts a new one.
    const fail = (error: Error) => {
      if (this.worker !== worker && this.worker !== undefined) return;
      this.worker = undefined;
      for (const [id, pending] of this.pending) {
        this.pending.delete(id);
        pending.reject(error);
      }
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The rich-text sanitiser thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  private settle({ id, results, error }: Reply): void {
    const pending = this.pending.get(id);
    if (!pending) return;
    this.pending.delete(id);
    if (results) pending.resolve(results);
    else pending.reject(new Error(`Sanitising rich text failed: ${error ?? 'no result'}`));
  }
}
