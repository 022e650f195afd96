import { QUIZ_SHEET_COLUMNS } from '../../../contracts/imports/sheet-import.js';

const EXAMPLES = [
  ['What is the capital of France?', 'Paris', 'Lyon', 'Marseille', 'Nice', '', '', '1', '20'],
  ['Which of these are prime numbers?', '2', '4', '7', '9', '', '', '1, 3', '30'],
];

let template: Promise<Buffer> | null = null;

/**
 * The downloadable quiz template: the header the import expects and two example questions (made once, kept).
 * exceljs loads with the first download: a server that is never asked does not hold it (about 30 MB).
 */
export function quizSheetTemplate(): Promise<Buffer> {
  template ??= (async () => {
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Quiz');
    sheet.addRow([...QUIZ_SHEET_COLUMNS]);
    sheet.getRow(1).font = { bold: true };
    for (const example of EXAMPLES) sheet.addRow(example);
    sheet.columns.forEach((column) => (column.width = 22));
    return Buffer.from(await workbook.xlsx.writeBuffer());
  })();
  return template;
}
