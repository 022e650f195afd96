import type ExcelJS from 'exceljs';
import type * as Fs from 'node:fs';

/** A row as the child writes it: cells already made inert by the parent. */
export type WorkbookRow = (string | number | null)[];

/** What the parent sends the child process, in order: sheets, then the end. */
export type WorkbookChildMessage =
  | { readonly kind: 'sheet'; readonly name: string; readonly rows: readonly WorkbookRow[] }
  | { readonly kind: 'end' };

/** What the child answers: each sheet once the zip has taken it, then the end (or why it failed). */
export type WorkbookChildReply = { readonly kind: 'sheetWritten' } | { readonly kind: 'done' } | { readonly kind: 'failed'; readonly error: string };

/** The file descriptor the workbook's bytes leave the child by (0-2 are stdio, 4 is the IPC channel). */
export const WORKBOOK_OUTPUT_FD = 3;

/**
 * The child process's whole program: an exceljs streaming WorkbookWriter fed sheet by sheet over IPC, its zip
 * written to WORKBOOK_OUTPUT_FD. It runs from its source text (workbook-process.ts), so it may use only its
 * arguments: the same code runs compiled and under the test runner.
 */
export function workbookChild(excel: typeof ExcelJS, fs: typeof Fs, child: NodeJS.Process, outputFd: number): void {
  const output = fs.createWriteStream('', { fd: outputFd });
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: output, useStyles: false, useSharedStrings: false });
  const reply = (message: WorkbookChildReply) => child.send?.(message);
  const fail = (error: unknown) => {
    reply({ kind: 'failed', error: String((error instanceof Error && error.stack) || error) });
    child.disconnect?.();
  };

  // A committed sheet only waits in the zip's queue, holding its rows' XML: a sheet counts as written once the zip
  // has taken it in (its 'entry' event), which is what lets the parent's credit bound memory. Then exceljs keeps
  // only what closing the workbook reads of it (id, name, state): its writer held a 64 KB buffer, rows and columns.
  const taken = new Map<string, () => void>();
  // The archiver exceljs writes its zip with, and its list of sheets (neither is in exceljs's types).
  const { zip, _worksheets: worksheets } = workbook as unknown as { zip: NodeJS.EventEmitter; _worksheets: unknown[] };
  zip.on('entry', (entry: { name: string }) => {
    taken.get(entry.name)?.();
    taken.delete(entry.name);
  });
  zip.on('error', fail);
  output.on('error', fail);

  // Sheets are taken as they come (the zip deflates one while the next is laid out); each is answered once zipped.
  const addSheet = (name: string, rows: readonly WorkbookRow[]) => {
    const sheet = workbook.addWorksheet(name);
    taken.set(`xl/worksheets/sheet${sheet.id}.xml`, () => {
      worksheets[sheet.id] = { id: sheet.id, name: sheet.name, state: sheet.state, committed: true };
      reply({ kind: 'sheetWritten' });
    });
    for (const row of rows) sheet.addRow(row).commit();
    sheet.commit();
  };

  child.on('message', (message: WorkbookChildMessage) => {
    try {
      if (message.kind === 'sheet') addSheet(message.name, message.rows);
      else
        workbook.commit().then(() => {
          reply({ kind: 'done' });
          child.disconnect?.();
        }, fail);
    } catch (error) {
      fail(error);
    }
  });
  // The parent went away (it stopped, or gave the export up): nothing will read the file.
  child.on('disconnect', () => setImmediate(() => child.exit(0)));
}
