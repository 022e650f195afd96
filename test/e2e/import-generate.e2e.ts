import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { DeckDocument } from '../../contracts/deck/read-model.js';
import { FakeOpenAiServer } from '../support/fake-openai-server.js';
import { PPTX_SLIDES, pdfOfPages, threeSlidePptx } from '../support/import-documents.js';
import { expectAccessible } from './support/accessibility.js';
import { screenshotDir } from './support/app.js';
import { openImportDialog } from './support/import-dialog.js';
import { e2eAiPort } from './support/e2e-ai.js';
import { api } from './support/live-deck.js';

/** What the stand-in model writes from a document: a quiz question and a poll. */
const GENERATED = {
  slides: [
    { type: 'pickAnswer', title: 'How much did revenue grow?', options: [{ title: '12%', correct: true }, { title: '20%', correct: false }] },
    { type: 'poll', title: 'Which market should we enter next?', options: [{ title: 'Nordics' }, { title: 'Iberia' }] },
  ],
};
const PPTX_MIME = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

const model = new FakeOpenAiServer();
test.beforeAll(async () => {
  await model.start(e2eAiPort(Number(process.env.E2E_PORT ?? 3100)));
});
test.afterAll(() => model.close());

async function openImport(page: Page, request: APIRequestContext, name: string) {
  const { session, presentationId, errors, dialog } = await openImportDialog(page, request, name);
  await expect(dialog.getByRole('group', { name: 'What to do with the document' })).toBeVisible();
  const deck = () => api<DeckDocument>(request, session.token, 'get', `/api/presentation/${presentationId}`);
  // The deck's slides in order as type:title; the leaderboard each quiz question brings is left out.
  const titles = async () =>
    [...(await deck()).slides]
      .sort((a, b) => a.order - b.order)
      .filter((slide) => slide.type !== 'leaderboard')
      .map((slide) => `${slide.type}:${slide.title}`);
  return { session, presentationId, errors, dialog, deck, titles };
}

test('"Import and generate slides with AI" (the default) imports the PowerPoint, then the AI writes interactive slides from its text', async ({ page, request }) => {
  const { dialog, errors, titles } = await openImport(page, request, 'Quarterly review');
  await expect(dialog.getByRole('radio', { name: 'Import and generate slides with AI' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Import slides' })).not.toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Generate interactive slides' })).not.toBeChecked();
  await expectAccessible(page, 'editor: import dialog with the AI choices');

  model.answer({ content: JSON.stringify(GENERATED), chunkChars: 30 });
  await dialog.getByLabel('Choose a PowerPoint or PDF file').setInputFiles({ name: 'review.pptx', mimeType: PPTX_MIME, buffer: await threeSlidePptx() });
  await expect(dialog.getByRole('status')).toHaveText('Your slides are ready!');
  await page.screenshot({ path: `${screenshotDir}import-generate-ready.png`, animations: 'disabled' });

  // The model read the document's text; the deck has the three imported slides, then the generated ones.
  const asked = model.requests.at(-1)!.body.messages.at(-1)!.content;
  for (const slide of PPTX_SLIDES) expect(asked).toContain(slide.title);
  const deck = await titles();
  expect(deck.filter((entry) => PPTX_SLIDES.some((slide) => entry.endsWith(`:${slide.title}`)))).toHaveLength(3);
  expect(deck.slice(-2)).toEqual(['pickAnswer:How much did revenue grow?', 'poll:Which market should we enter next?']);
  const slideList = page.getByRole('navigation', { name: 'Slides' });
  await expect(slideList.getByText('Which market should we enter next?').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('"Generate interactive slides" reads a PDF for the AI only: progress while it writes, no page imported', async ({ page, request }) => {
  const { session, presentationId, dialog, errors, deck, titles } = await openImport(page, request, 'Handout');
  const before = await titles();
  await dialog.getByRole('radio', { name: 'Generate interactive slides' }).check();

  // The model writes the first slide, then is still thinking about the second.
  const content = JSON.stringify(GENERATED);
  model.answer({ content, chunkChars: 10, holdAt: content.indexOf('Which market') + 5 });
  const asking = page.waitForRequest((sent) => sent.url().endsWith('/api/generative-ai/presentation/generate-from-document'));
  await dialog.getByLabel('Choose a PowerPoint or PDF file').setInputFiles({ name: 'handout.pdf', mimeType: 'application/pdf', buffer: await pdfOfPages(3) });
  const { requestId, documentText, fileName } = (await asking).postDataJSON() as { requestId: string; documentText: string; fileName: string };
  expect({ fileName, pages: ['Page 1 heading', 'Page 2 heading', 'Page 3 heading'].every((text) => documentText.includes(text)) }).toEqual({ fileName: 'handout.pdf', pages: true });
  await expect(dialog.getByRole('status')).toHaveText('Generating some questions by AI…');
  // No second document while the AI writes; the dialog may close (the slides reach the editor without it).
  await expect(dialog.getByLabel('Choose a PowerPoint or PDF file')).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeEnabled();
  await model.waitUntilHeld();
  await page.screenshot({ path: `${screenshotDir}import-generate-progress.png`, animations: 'disabled' });
  await expectAccessible(page, 'editor: import dialog while the AI writes');

  // Stopped half-way (as the AI tab's Stop does): the whole first slide stays, and the dialog ends.
  await expect.poll(async () => (await titles()).includes('pickAnswer:How much did revenue grow?')).toBe(true);
  await api(request, session.token, 'post', '/api/generative-ai/chat/stop', { presentationId, requestId });
  await expect(dialog.getByRole('status')).toHaveText('Your slides are ready!');
  await expect(dialog.getByLabel('Choose a PowerPoint or PDF file')).toBeEnabled();
  const after = await deck();
  expect(after.slides.filter((slide) => slide.metadata?.isImportedFromPPT)).toHaveLength(0);
  expect((await titles()).filter((entry) => !before.includes(entry))).toEqual(['pickAnswer:How much did revenue grow?']);
  expect(errors).toEqual([]);
});

test('when the AI cannot write slides, the dialog says the spec’s failure message and the deck keeps only what was imported', async ({ page, request }) => {
  const { dialog, errors, titles } = await openImport(page, request, 'Nothing from AI');
  const before = await titles();
  await dialog.getByRole('radio', { name: 'Generate interactive slides' }).check();
  // Nothing scripted: the model server answers with an error, every time it is asked.
  await dialog.getByLabel('Choose a PowerPoint or PDF file').setInputFiles({ name: 'handout.pdf', mimeType: 'application/pdf', buffer: await pdfOfPages(1) });
  await expect(dialog.getByRole('alert')).toHaveText('Cannot generate quiz at the moment.');
  await page.screenshot({ path: `${screenshotDir}import-generate-failed.png`, animations: 'disabled' });
  expect(await titles()).toEqual(before);
  expect(errors).toEqual([]);
});
