import { expect, test, type Locator, type Page } from '@playwright/test';
import type { DeckDocument } from '../../contracts/deck/read-model.js';
import { expectAccessible } from './support/accessibility.js';
import { collectPageErrors, createPresentationThroughApi, registerThroughApi, screenshotDir, signInPage } from './support/app.js';

const slideItems = (page: Page) => page.getByRole('navigation', { name: 'Slides' }).locator('.slide-list__item');
const saved = (page: Page) => expect(page.locator('.save-state')).toHaveText('All changes saved');
const question = (page: Page) => page.getByRole('textbox', { name: 'Question', exact: true });
const heads = (page: Page) => page.getByRole('list', { name: 'Also editing now' }).getByRole('listitem');

async function type(field: Locator, text: string) {
  await field.fill(text);
  await field.blur();
}

test('co-editing: two windows edit one deck live, see each other, and each undo takes back only its own action', async ({ browser, request }) => {
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, 'Co-edited deck');
  const readDeck = async (): Promise<DeckDocument> => {
    const response = await request.get(`/api/presentation/${presentationId}`, { headers: { Authorization: `Bearer ${session.token}` } });
    expect(response.status()).toBe(200);
    return (await response.json()) as DeckDocument;
  };
  // Two browser contexts: the presenter's two windows, each with its own socket, local store and undo history.
  const contexts = [await browser.newContext(), await browser.newContext()];
  const [a, b] = await Promise.all(contexts.map((context) => context.newPage())) as [Page, Page];
  const errors = [collectPageErrors(a), collectPageErrors(b)];
  for (const page of [a, b]) {
    await signInPage(page, session);
    await page.goto(`/presentation/${presentationId}`);
    await expect(page.getByRole('heading', { name: 'Add your first slide' })).toBeVisible();
  }

  // Each window shows the other as a head: the presenter, in another window.
  for (const page of [a, b]) {
    await expect(heads(page)).toHaveCount(1);
    await expect(heads(page).first()).toHaveAttribute('title', 'Grace Hopper (you, in another window)');
  }

  // A adds a poll; it appears in B without a reload.
  await a.getByRole('button', { name: 'Add slide', exact: true }).first().click();
  const picker = a.getByRole('dialog', { name: 'Add a slide' });
  await picker.getByRole('button', { name: /^Poll/ }).click();
  await expect(picker).toHaveCount(0);
  await saved(a);
  await expect(slideItems(b)).toHaveCount(1);
  await slideItems(b).first().click();

  // B writes the question; A sees it. A adds an option and names it; B sees it.
  await type(question(b), 'Where shall we eat?');
  await saved(b);
  await expect(question(a)).toHaveValue('Where shall we eat?');
  await a.getByRole('button', { name: 'Add option' }).click();
  await saved(a);
  await type(a.getByRole('textbox', { name: 'Option 1' }), 'Pizza');
  await saved(a);
  await expect(b.getByRole('textbox', { name: 'Option 1' })).toHaveValue('Pizza');
  await a.screenshot({ path: `${screenshotDir}coediting-window-a.png` });
  await b.screenshot({ path: `${screenshotDir}coediting-window-b.png` });
  await expectAccessible(a, 'editor-coediting');

  // A's undo takes back A's last action (the option's name), not B's question, which was written before it.
  await a.getByRole('button', { name: 'Undo' }).click();
  await saved(a);
  await expect(b.getByRole('textbox', { name: 'Option 1' })).toHaveValue('');
  await expect(question(b)).toHaveValue('Where shall we eat?');

  // B's undo takes back B's question only: A's option stays.
  await b.getByRole('button', { name: 'Undo' }).click();
  await saved(b);
  await expect(question(a)).not.toHaveValue('Where shall we eat?');
  await expect(a.getByRole('textbox', { name: 'Option 1' })).toBeVisible();
  await a.screenshot({ path: `${screenshotDir}coediting-after-undos-a.png` });

  const server = await readDeck();
  expect(server.slides).toHaveLength(1);
  expect(server.slides[0]!.title).not.toBe('Where shall we eat?');
  expect(server.slides[0]!.options.map((option) => option.title)).toEqual(['']);
  await expect(question(b)).toHaveValue(await question(a).inputValue());

  // B closes its window: A no longer shows a head.
  await contexts[1]!.close();
  await expect(heads(a)).toHaveCount(0);
  expect(errors).toEqual([[], []]);
  await contexts[0]!.close();
});
