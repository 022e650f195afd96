import ExcelJS from 'exceljs';
import { Writable } from 'node:stream';
import type { WorkbookRow } from './workbook-child.js';
import { WorkbookProcess } from './workbook-process.js';

/** A Writable that keeps what it is given, and says when it was ended. */
function collector() {
  const chunks: Buffer[] = [];
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
  });
  return { output, bytes: () => Buffer.concat(chunks) };
}

function sheetRows(index: number): WorkbookRow[] {
  return [['Name', `Person ${index}`], ['Points', index * 10], ['Rank', null], [], ['#', 'Answer'], [1, `=not a formula ${index}`]];
}

describe('WorkbookProcess: the workbook written by a child process', () => {
  it('writes every sheet it is sent, in order, with its cells, also past the sheets it lets be in flight at once', async () => {
    const { output, bytes } = collector();
    const workbook = WorkbookProcess.start(output);
    // More sheets than the parent lets wait in the child (32): the later ones wait for the zip to take earlier ones.
    const sheets = 150;
    for (let index = 1; index <= sheets; index++) await workbook.addSheet(`P${index} Person ${index}`, sheetRows(index));
    await workbook.finish();

    const read = new ExcelJS.Workbook();
    await read.xlsx.load(bytes() as unknown as ArrayBuffer);
    expect(read.worksheets.map((sheet) => sheet.name)).toEqual(Array.from({ length: sheets }, (_, index) => `P${index + 1} Person ${index + 1}`));
    const last = read.getWorksheet(`P${sheets} Person ${sheets}`)!;
    expect(last.getRow(1).values).toEqual([undefined, 'Name', `Person ${sheets}`]);
    expect(last.getCell('B2').value).toBe(sheets * 10);
    expect(last.getCell('B3').value).toBeNull();
    expect(last.getCell('B6').value).toBe(`=not a formula ${sheets}`);
  });

  it('fails the export with the reason when the writer process dies, and sends nothing more', async () => {
    const { output } = collector();
    const workbook = WorkbookProcess.start(output);
    await workbook.addSheet('Summary', [['Participants', 1]]);
    const pid = workbook.pid!;
    process.kill(pid, 'SIGKILL');

    await expect(workbook.finish()).rejects.toThrow(/workbook writer/);
    await expect(workbook.addSheet('Later', [['x']])).rejects.toThrow(/workbook writer/);
  });

  it('gives the workbook up when this side fails midway: the child process ends', async () => {
    const { output } = collector();
    const workbook = WorkbookProcess.start(output);
    await workbook.addSheet('Summary', [['Participants', 1]]);
    workbook.abort();

    await expect(workbook.finish()).rejects.toThrow(/workbook writer/);
  });
});
