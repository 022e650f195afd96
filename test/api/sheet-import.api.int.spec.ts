import ExcelJS from 'exceljs';
import { QUIZ_SHEET_COLUMNS, SHEET_NOT_XLSX_MESSAGE, type SheetImportResult } from '../../contracts/imports/sheet-import.js';
import { pdfOfPages, workbookOf } from '../support/import-documents.js';
import { deckApi } from './support/deck-api.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

const HEADER = [...QUIZ_SHEET_COLUMNS];

describe('Quiz questions from a spreadsheet (issue 27, spec doc 3 §7 POST /api/presentation/import-sheet/ and its template)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_UPLOADS_PER_USER: '1000/3600' });
  });
  afterAll(() => t.close());

  async function presenter() {
    const { token } = await registerPresenter(t.http);
    const api = deckApi(t, token);
    return { token, api, presentationId: await api.createPresentation() };
  }
  const importSheet = (token: string, presentationId: string, bytes: Buffer, filename = 'quiz.xlsx') =>
    t.http.post('/api/presentation/import-sheet/').set(bearer(token)).field('presentationId', presentationId).attach('file', bytes, filename);

  it('serves a template whose header and example rows import as they are', async () => {
    const served = await t.http.get('/api/presentation/import-sheet/template').buffer(true).parse((response, callback) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => callback(null, Buffer.concat(chunks)));
    });
    expect(served.status).toBe(200);
    expect(served.headers['content-disposition']).toBe('attachment; filename="quiz-import-template.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(served.body as never);
    expect((workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);

    const p = await presenter();
    const result = (await importSheet(p.token, p.presentationId, served.body as Buffer).expect(201)).body as SheetImportResult;
    expect(result.slideIds).toHaveLength(2);
  });

  it('turns each row into a quiz question with its options, correct answers and time limit, checked slide by slide', async () => {
    const p = await presenter();
    const sheet = await workbookOf([
      HEADER,
      ['Largest planet?', 'Jupiter', 'Mars', 'Venus', '', '', '', 1, 30],
      [],
      ['Which are mammals?', 'Whale', 'Shark', 'Bat', 'Trout', '', '', '1, 3', ''],
      ['2 + 2 = ?', '3', '4', '', '', '', '', '2', 10],
    ]);
    const result = (await importSheet(p.token, p.presentationId, sheet).expect(201)).body as SheetImportResult;
    expect(result.slideIds).toHaveLength(3);
    const deck = await p.api.deck(p.presentationId);
    const questions = result.slideIds.map((id) => deck.slides.find((slide) => slide.id === id)!);
    expect(questions.map((slide) => ({ type: slide.type, title: slide.title, options: slide.options.map((option) => [option.title, option.correct]) }))).toEqual([
      { type: 'pickAnswer', title: 'Largest planet?', options: [['Jupiter', true], ['Mars', false], ['Venus', false]] },
      { type: 'pickAnswer', title: 'Which are mammals?', options: [['Whale', true], ['Shark', false], ['Bat', true], ['Trout', false]] },
      { type: 'pickAnswer', title: '2 + 2 = ?', options: [['3', false], ['4', true]] },
    ]);
    expect(questions[0]!.timeLimit).toBe(30);
    expect(questions[2]!.timeLimit).toBe(10);
    // In the order of the sheet, each question followed by its leaderboard.
    const order = deck.slides.map((slide) => slide.id);
    expect(order.indexOf(result.slideIds[0]!)).toBeLessThan(order.indexOf(result.slideIds[1]!));
    expect(order.indexOf(result.slideIds[1]!)).toBeLessThan(order.indexOf(result.slideIds[2]!));
  });

  it('names every wrong cell (400 with rows[N].column) and adds nothing', async () => {
    const p = await presenter();
    const before = (await p.api.deck(p.presentationId)).slides.length;
    const head = await t.storage.eventStore.headPosition();
    const sheet = await workbookOf([HEADER, ['Fine question?', 'A', 'B', '', '', '', '', 2, 20], ['', 'A', '', '', '', '', '', 5, 2]]);
    const response = await importSheet(p.token, p.presentationId, sheet).expect(400);
    expect(response.body.details).toEqual([
      { path: 'rows[3].question', message: 'Required' },
      { path: 'rows[3].options', message: 'At least two options are needed' },
      { path: 'rows[3].correctOptions', message: 'Give the numbers of filled options, e.g. 1 or 1, 3' },
      { path: 'rows[3].timeLimit', message: 'A whole number of seconds from 5 to 1200' },
    ]);
    expect(await t.storage.eventStore.headPosition()).toBe(head);
    expect((await p.api.deck(p.presentationId)).slides).toHaveLength(before);
  });

  it('refuses what is not a workbook (415) and someone who may not edit the deck (404)', async () => {
    const p = await presenter();
    const notSheet = await importSheet(p.token, p.presentationId, await pdfOfPages(1), 'quiz.xlsx');
    expect({ status: notSheet.status, message: notSheet.body.message }).toEqual({ status: 415, message: SHEET_NOT_XLSX_MESSAGE });
    const outsider = await registerPresenter(t.http);
    expect((await importSheet(outsider.token, p.presentationId, await workbookOf([HEADER, ['Q?', 'A', 'B', '', '', '', '', 1, '']]))).status).toBe(404);
  });
});
