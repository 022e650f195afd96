import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import type { DeckDocument } from '../../contracts/deck/read-model.js';
import { QUIZ_SHEET_COLUMNS } from '../../contracts/imports/sheet-import.js';
import { expectAccessible } from './support/accessibility.js';
import { screenshotDir } from './support/app.js';
import { openImportDialog } from './support/import-dialog.js';
import { api, joinByLink, present } from './support/live-deck.js';

/** The presenter's own questions, written into the downloaded template in place of its examples. */
const QUESTIONS = [
  { title: 'Which planet is known as the red planet?', options: ['Venus', 'Mars', 'Jupiter'], correct: '2' },
  { title: 'Which of these are primary colours?', options: ['Red', 'Green', 'Blue', 'Purple'], correct: '1, 3' },
] as const;
/** Long enough that no step of the test can outlast a question, however busy the machine. */
const SECONDS = 600;

test('quiz questions from the downloaded template, filled in a spreadsheet, become quiz slides in the editor and on a phone', async ({ browser, page, request }) => {
  const { session, presentationId, errors, dialog } = await openImportDialog(page, request, 'Science quiz');
  const before = await api<DeckDocument>(request, session.token, 'get', `/api/presentation/${presentationId}`);
  const downloaded = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download the template' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe('quiz-import-template.xlsx');

  // Filled as a presenter would: the template's header kept, its example rows replaced by the quiz.
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path())!)) as never);
  const sheet = workbook.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...QUIZ_SHEET_COLUMNS]);
  const rows = QUESTIONS.map((question) => [question.title, ...question.options, ...Array<string>(6 - question.options.length).fill(''), question.correct, SECONDS]);
  for (let number = 2; number <= Math.max(sheet.rowCount, rows.length + 1); number++) {
    const row = rows[number - 2];
    QUIZ_SHEET_COLUMNS.forEach((_, column) => (sheet.getRow(number).getCell(column + 1).value = row?.[column] ?? null));
  }
  const filled = Buffer.from(await workbook.xlsx.writeBuffer());

  await dialog.getByLabel('Choose a spreadsheet (.xlsx)').setInputFiles({
    name: 'science-quiz.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: filled,
  });
  await expect(dialog.getByRole('status')).toHaveText('2 quiz questions have been added.');
  await page.screenshot({ path: `${screenshotDir}import-sheet-dialog-ready.png`, animations: 'disabled' });
  await expectAccessible(page, 'editor: import dialog after a quiz sheet');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // In the editor: the questions in the slide list, in the sheet's order, each with its options and right answers.
  const slideList = page.getByRole('navigation', { name: 'Slides' });
  for (const question of QUESTIONS) await expect(slideList.getByText(question.title).first()).toBeVisible();
  const deck = await api<DeckDocument>(request, session.token, 'get', `/api/presentation/${presentationId}`);
  const known = new Set(before.slides.map((slide) => slide.id));
  const questions = [...deck.slides].sort((a, b) => a.order - b.order).filter((slide) => !known.has(slide.id) && slide.type === 'pickAnswer');
  expect(questions.map((slide) => ({ title: slide.title, options: slide.options.map((option) => [option.title, option.correct]), timeLimit: slide.timeLimit }))).toEqual([
    { title: QUESTIONS[0].title, options: [['Venus', false], ['Mars', true], ['Jupiter', false]], timeLimit: SECONDS },
    { title: QUESTIONS[1].title, options: [['Red', true], ['Green', false], ['Blue', true], ['Purple', false]], timeLimit: SECONDS },
  ]);
  await page.goto(`/presentation/${presentationId}?slide=${questions[0]!.id}`);
  for (const [index, option] of QUESTIONS[0].options.entries()) await expect(page.getByRole('textbox', { name: `Option ${index + 1}` })).toHaveValue(option);
  await page.screenshot({ path: `${screenshotDir}import-sheet-editor.png`, animations: 'disabled' });

  // Presented from the first imported question: a phone joins the quiz, is asked it with the sheet's options and
  // answers it.
  await api(request, session.token, 'patch', `/api/presentation/${presentationId}/active-slide`, { activeSlide: questions[0]!.id });
  await present(page, presentationId);
  await expect(page.locator('[data-stage="lobby"]')).toBeVisible();
  const phone = await joinByLink(browser, deck.accessCode, 'Mia');
  await expect(phone.page.getByText('You’re in!')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'How to play' })).toBeVisible();
  await page.keyboard.press(' ');
  await expect(page.locator('[data-stage="question"]')).toBeVisible();
  await expect(phone.page.locator('[data-stage="question"]')).toBeVisible();
  for (const [index, option] of QUESTIONS[0].options.entries()) {
    await expect(phone.page.getByRole('button', { name: `${String.fromCharCode(65 + index)}: ${option}` })).toBeVisible();
  }
  await phone.page.screenshot({ path: `${screenshotDir}import-sheet-phone.png`, fullPage: true, animations: 'disabled' });
  await phone.page.getByRole('button', { name: 'B: Mars' }).click();
  // The only player answered: the question ends at once, and the sheet's right answer scores.
  await expect(phone.page.getByText('Correct!')).toBeVisible();
  await expectAccessible(phone.page, 'audience: imported quiz question', ['phone']);

  expect(errors).toEqual([]);
  expect(phone.errors).toEqual([]);
  await phone.context.close();
});
