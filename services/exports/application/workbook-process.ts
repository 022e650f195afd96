import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { WORKBOOK_OUTPUT_FD, workbookChild, type WorkbookChildMessage, type WorkbookChildReply, type WorkbookRow } from './workbook-child.js';

/** Sheets sent but not yet zipped: enough to keep the child busy, few enough that neither side holds many. */
const SHEETS_IN_FLIGHT = 32;

/**
 * A workbook written by a child process: exceljs and its zip run there, so the server's event loop never waits
 * for them and the writer's memory is its own (and returned whole when it ends). The parent sends each sheet's
 * rows as it has them and waits while SHEETS_IN_FLIGHT are not yet zipped; the file's bytes stream to `output`.
 */
export class WorkbookProcess {
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];
  private failure: Error | null = null;
  private readonly ended: Promise<void>;
  private readonly written: Promise<void>;

  private constructor(private readonly child: ChildProcess, output: Writable) {
    this.written = pipeline(child.stdio[WORKBOOK_OUTPUT_FD] as Readable, output);
    this.ended = new Promise<void>((resolve, reject) => {
      child.on('message', (reply: WorkbookChildReply) => {
        switch (reply.kind) {
          case 'sheetWritten':
            this.inFlight--;
            this.waiting.shift()?.();
            return;
          case 'done':
            resolve();
            return;
          case 'failed':
            this.fail(new Error(`The workbook writer failed: ${reply.error}`), reject);
            return;
        }
      });
      child.on('error', (error) => this.fail(error, reject));
      // 'close' comes after the IPC channel's last message, so a 'done' is never taken for a stop.
      child.on('close', (code, signal) => this.fail(new Error(`The workbook writer stopped (exit code ${code}, signal ${signal})`), reject));
    });
    // Whoever awaits first sees the failure; the other promise must not go unhandled meanwhile.
    this.ended.catch(() => undefined);
    this.written.catch(() => undefined);
  }

  static start(output: Writable): WorkbookProcess {
    const require = createRequire(import.meta.url);
    const source = `(${workbookChild.toString()})(require(${JSON.stringify(require.resolve('exceljs'))}), require('node:fs'), process, ${WORKBOOK_OUTPUT_FD});`;
    // A small young generation: the writer's garbage is many short strings, and its peak RSS is what counts.
    const child = spawn(process.execPath, ['--max-semi-space-size=2', '-e', source], { stdio: ['ignore', 'inherit', 'inherit', 'pipe', 'ipc'], serialization: 'advanced' });
    return new WorkbookProcess(child, output);
  }

  /** The child's process id (a test stops it as a crash would). */
  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Resolves once the sheet is sent and the child has room for more. */
  async addSheet(name: string, rows: readonly WorkbookRow[]): Promise<void> {
    while (this.inFlight >= SHEETS_IN_FLIGHT && !this.failure) await new Promise<void>((resolve) => this.waiting.push(resolve));
    if (this.failure) throw this.failure;
    this.inFlight++;
    this.send({ kind: 'sheet', name, rows });
  }

  /** Closes the workbook; resolves once every byte of the file reached `output`. */
  async finish(): Promise<void> {
    if (this.failure) throw this.failure;
    this.send({ kind: 'end' });
    await this.ended;
    await this.written;
  }

  /** Gives the workbook up (the export failed on this side). */
  abort(): void {
    if (this.child.exitCode === null) this.child.kill();
  }

  private send(message: WorkbookChildMessage): void {
    this.child.send(message, (error) => {
      if (error) this.fail(new Error(`The workbook writer could not be sent a message: ${error.message}`), () => undefined);
    });
  }

  private fail(error: Error, reject: (error: Error) => void): void {
    if (this.failure) return;
    this.failure = error;
    for (const resume of this.waiting.splice(0)) resume();
    reject(error);
  }
}
