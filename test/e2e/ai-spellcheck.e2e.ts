import { expect, test } from '@playwright/test';
import type { DeckDocument, DeckSlide } from '../../contracts/deck/read-model.js';
import { FakeOpenAiServer } from '../support/fake-openai-server.js';
import { expectAccessible } from './support/accessibility.js';
import { collectPageErrors, createPresentationThroughApi, registerThroughApi, screenshotDir, signInPage } from './support/app.js';
import { e2eAiPort } from './support/e2e-ai.js';
import { api } from './support/live-deck.js';

const model = new FakeOpenAiServer();
test.beforeAll(async () => {
  await model.start(e2eAiPort(Number(process.env.E2E_PORT ?? 3100)));
});
test.afterAll(() => model.close());

/** What the stand-in model says of the deck: the texts are numbered 1 (the question), 2 and 3 (its options). */
const BOTH = JSON.stringify({ misspellings: [{ text: 1, word: 'teh', corrections: ['the', 'tea'] }, { text: 3, word: 'Nto', corrections: ['Not'] }] });
const ONLY_NTO = JSON.stringify({ misspellings: [{ text: 3, word: 'Nto', corrections: ['Not'] }] });

test('the editor checks spelling 10 s after a change; a correction is an ordinary edit and dismissed words stay dismissed', async ({ page, request }) => {
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, 'Quarterly review');
  const slide = await api<DeckSlide>(request, session.token, 'post', '/api/slide/create/', {
    presentationId,
    type: 'poll',
    fields: { title: 'Welcome to teh quarterly review' },
    options: [{ title: 'Yes' }, { title: 'Nto sure' }],
  });
  // Every check after the first sees the question corrected; more answers than checks, so none is left unanswered.
  model.answer({ content: BOTH }, ...Array.from({ length: 5 }, () => ({ content: ONLY_NTO })));
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInPage(page, session);
  await page.goto(`/presentation/${presentationId}?slide=${slide.id}`);

  const spelling = page.getByRole('group', { name: 'Spelling' });
  await expect(spelling.getByText('“teh” in “Welcome to teh quarterly review”')).toBeVisible();
  await expect(spelling.getByText('2 possible misspellings in this presentation.')).toBeVisible();
  await expectAccessible(page, 'editor: spelling suggestions');
  await spelling.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${screenshotDir}ai-spellcheck-suggestions.png`, animations: 'disabled' });
  // The model read the deck's texts, numbered.
  expect(model.requests[0]!.body.messages.at(-1)!.content).toBe('1. Welcome to teh quarterly review\n2. Yes\n3. Nto sure');

  await spelling.getByRole('button', { name: 'Change “teh” to “the”' }).click();
  await expect(page.getByRole('textbox', { name: 'Question', exact: true })).toHaveValue('Welcome to the quarterly review');
  await expect.poll(async () => (await api<DeckDocument>(request, session.token, 'get', `/api/presentation/${presentationId}`)).slides.find((candidate) => candidate.id === slide.id)?.title).toBe(
    'Welcome to the quarterly review',
  );

  await expect(spelling.getByText('“Nto” in “Nto sure”')).toBeVisible();
  await spelling.getByRole('button', { name: 'Dismiss all' }).click();
  await expect(spelling.getByText('No spelling mistakes found.')).toBeVisible();

  // Dismissed for the deck: after a reload the model still names "Nto", and it is not shown.
  const asked = model.requests.length;
  await page.reload();
  await expect(spelling.getByText('Spelling is checked 10 seconds after your last change.')).toBeVisible();
  await expect(spelling.getByText('No spelling mistakes found.')).toBeVisible();
  expect(model.requests.length).toBeGreaterThan(asked);
  await spelling.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${screenshotDir}ai-spellcheck-dismissed.png`, animations: 'disabled' });
  expect(errors).toEqual([]);
});
