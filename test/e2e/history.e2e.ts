import { expect, test, type Locator, type Page } from '@playwright/test';
import type { DeckDocument } from '../../contracts/deck/read-model.js';
import { deckContent } from '../../services/slides/test-support/deck-content.js';
import { expectAccessible } from './support/accessibility.js';
import { collectPageErrors, createPresentationThroughApi, recordToasts, registerThroughApi, screenshotDir, signInPage } from './support/app.js';

const slideItems = (page: Page) => page.getByRole('navigation', { name: 'Slides' }).locator('.slide-list__item');
const saved = (page: Page) => expect(page.locator('.save-state')).toHaveText('All changes saved');

async function type(field: Locator, text: string) {
  await field.fill(text);
  await field.blur();
}

async function addSlide(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add slide', exact: true }).first().click();
  const picker = page.getByRole('dialog', { name: 'Add a slide' });
  await picker.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect(picker).toHaveCount(0);
}

test('history: edit a deck in 10 steps, preview step 4, restore it, undo the restore back to step 10, redo it', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const toasts = await recordToasts(page);
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, 'History deck');
  const readDeck = async (): Promise<DeckDocument> => {
    const response = await request.get(`/api/presentation/${presentationId}`, { headers: { Authorization: `Bearer ${session.token}` } });
    expect(response.status()).toBe(200);
    return (await response.json()) as DeckDocument;
  };
  await signInPage(page, session);
  await page.goto(`/presentation/${presentationId}`);
  await expect(page.getByRole('heading', { name: 'Add your first slide' })).toBeVisible();

  // Ten steps, each one action (one change in the history); the deck is kept as it was after each.
  const question = () => page.getByRole('textbox', { name: 'Question', exact: true });
  const steps: ((page: Page) => Promise<void>)[] = [
    () => addSlide(page, 'Poll'),
    () => type(question(), 'Lunch?'),
    () => page.getByRole('button', { name: 'Add option' }).click(),
    () => type(page.getByRole('textbox', { name: 'Option 1' }), 'Pizza'),
    () => page.getByRole('button', { name: 'Add option' }).click(),
    () => type(page.getByRole('textbox', { name: 'Option 2' }), 'Sushi'),
    () => type(question(), 'Dinner?'),
    () => addSlide(page, 'Word Cloud'),
    () => type(question(), 'One word'),
    () => type(question(), 'Today in one word'),
  ];
  const decks: DeckDocument[] = [];
  for (const step of steps) {
    const before = decks.at(-1)?.revision ?? -1;
    await step(page);
    await saved(page);
    await expect.poll(async () => (await readDeck()).revision).toBeGreaterThan(before);
    decks.push(await readDeck());
  }
  const step4 = decks[3]!;
  const step10 = decks[9]!;
  expect(step4.slides.map((slide) => [slide.title, slide.options.map((option) => option.title)])).toEqual([['Lunch?', ['Pizza']]]);
  await expect(slideItems(page)).toHaveCount(2);

  // The History button opens every change, newest first: step 10 on top, step 4 seven down (the first change made the deck).
  await page.getByRole('button', { name: 'History' }).click();
  const panel = page.getByRole('dialog', { name: 'Version history' });
  const changes = panel.getByRole('list').first().getByRole('button');
  await expect(panel.getByRole('heading', { name: '11 changes' })).toBeVisible();
  await expect(changes).toHaveCount(11);
  await expect(changes.nth(0)).toContainText('Change 11');
  await expect(changes.nth(0)).toContainText('current');
  await expect(changes.nth(10)).toContainText('Created the presentation');
  const restore = panel.getByRole('button', { name: 'Restore this version' });
  await expect(restore).toBeDisabled();

  // Keyboard: from the newest change, Down six times to step 4 and Enter; the preview draws that deck read-only.
  const step4Entry = changes.nth(6);
  await expect(step4Entry).toContainText('Change 5');
  await expect(step4Entry).toHaveAttribute('data-revision', String(step4.revision));
  await changes.nth(0).focus();
  for (let down = 0; down < 6; down++) await page.keyboard.press('ArrowDown');
  await expect(step4Entry).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(step4Entry).toHaveAttribute('aria-pressed', 'true');
  const preview = panel.getByRole('img', { name: 'Slide 1 of 1: Lunch?' });
  await expect(preview).toBeVisible();
  await expect(preview).toContainText('Pizza');
  await expect(preview).not.toContainText('Sushi');
  await expect(panel.getByRole('group', { name: 'Slides of this version' }).getByRole('button')).toHaveCount(1);
  await page.screenshot({ path: `${screenshotDir}history-preview-step4.png` });
  await expectAccessible(page, 'editor: version history with a preview');

  // Restore: new changes after the log; the deck equals step 4.
  await expect(restore).toBeEnabled();
  await restore.click();
  await expect(panel).toHaveCount(0);
  await expect.poll(toasts).toContain('The earlier version was restored. Undo brings back what you had.');
  await saved(page);
  await expect(slideItems(page)).toHaveCount(1);
  await expect(slideItems(page).nth(0)).toHaveAccessibleName('Slide 1, Poll: Lunch?');
  const restored = await readDeck();
  expect(restored.revision).toBeGreaterThan(step10.revision);
  expect(deckContent(restored)).toEqual(deckContent(step4));
  await page.screenshot({ path: `${screenshotDir}history-restored-step4.png` });

  // The restore is in the history too, as the newest change.
  await page.getByRole('button', { name: 'History' }).click();
  await expect(panel.getByRole('heading', { name: '12 changes' })).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toHaveCount(0);

  // Undo of the restore (the editor's own undo) gives step 10 back.
  await page.locator('#editor-canvas').click();
  await page.keyboard.press('Control+z');
  await saved(page);
  await expect(slideItems(page)).toHaveCount(2);
  await expect.poll(async () => deckContent(await readDeck())).toEqual(deckContent(step10));
  await page.screenshot({ path: `${screenshotDir}history-undone-step10.png` });

  // And redo restores step 4 again.
  await page.keyboard.press('Shift+Control+z');
  await saved(page);
  await expect(slideItems(page)).toHaveCount(1);
  await expect.poll(async () => deckContent(await readDeck())).toEqual(deckContent(step4));
  expect(errors).toEqual([]);
});
