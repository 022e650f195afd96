import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.js';
import { collectPageErrors, createPresentationThroughApi, registerThroughApi, screenshotDir, signInPage } from './support/app.js';
import { buildDeck, present } from './support/live-deck.js';

const saved = (page: Page) => expect(page.locator('.save-state')).toHaveText('All changes saved');
const stage = (page: Page) => page.getByRole('heading', { level: 1 });

test('a guest tries the editor without an account, and is sent to register from the other screens', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/pages/register');
  await expectAccessible(page, 'register, with the guest trial');
  await page.getByRole('button', { name: 'Try the editor' }).click();
  await expect(page).toHaveURL(/\/presentation\/[0-9a-f-]+\?new=true$/);
  const picker = page.getByRole('dialog', { name: 'Add a slide' });
  await picker.getByRole('button', { name: /^Poll/ }).click();
  await expect(picker).toHaveCount(0);
  await saved(page);
  const question = page.getByRole('textbox', { name: 'Question', exact: true });
  await question.fill('Tea or coffee?');
  await question.blur();
  await saved(page);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Question', exact: true })).toHaveValue('Tea or coffee?');
  await page.screenshot({ path: `${screenshotDir}guest-editor.png`, animations: 'disabled' });

  await page.goto('/apps/home');
  await expect(page).toHaveURL(/\/pages\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your free account' })).toBeVisible();
  await page.getByRole('button', { name: 'Try the editor' }).click();
  await expect(page).toHaveURL(/\/presentation\/[0-9a-f-]+\?new=true$/);
  await expect(page.getByRole('dialog', { name: 'Add a slide' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('presenting comforts: the slide grid (G), the slide search (/), the cheatsheet (?) and controls that fade', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const { token, user } = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, token, 'Comforts');
  await buildDeck(request, token, presentationId, [
    { type: 'poll', title: 'Favourite colour?', options: ['Teal', 'Coral'] },
    { type: 'wordCloud', title: 'One word for today' },
    { type: 'textSlide', title: 'Thanks!', fields: { subheading: 'See you next week' } },
  ]);
  await signInPage(page, { token, user });
  await present(page, presentationId);
  await expect(stage(page)).toHaveText('Favourite colour?');

  await page.keyboard.press('g');
  const grid = page.getByRole('dialog', { name: 'All slides' });
  await expect(grid.getByRole('button')).toContainText(['1 Favourite colour?', '2 One word for today', '3 Thanks!']);
  await expectAccessible(page, 'presenting: slide grid');
  await page.screenshot({ path: `${screenshotDir}presenting-slide-grid.png`, animations: 'disabled' });
  await grid.getByRole('button', { name: /Thanks!/ }).click();
  await expect(grid).toHaveCount(0);
  await expect(stage(page)).toHaveText('Thanks!');

  await page.keyboard.press('/');
  const search = page.getByRole('dialog', { name: 'Find a slide' });
  const field = search.getByRole('searchbox', { name: 'Words on the slide' });
  // The key that opened the popup is not typed into it.
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();
  await field.pressSequentially('word today');
  await expect(search.getByRole('list', { name: 'Slides found' }).getByRole('button')).toHaveText(['2 One word for today']);
  await expectAccessible(page, 'presenting: slide search');
  await page.screenshot({ path: `${screenshotDir}presenting-slide-search.png`, animations: 'disabled' });
  await field.press('Enter');
  await expect(search).toHaveCount(0);
  await expect(stage(page)).toHaveText('One word for today');

  await page.keyboard.press('?');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet.locator('dd')).toContainText(['Next slide', 'Previous slide', 'See all slides', 'Find a slide', 'Show these shortcuts']);
  // Escape closes the cheatsheet and stays presenting.
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(stage(page)).toHaveText('One word for today');

  // With no activity the controls fade; focus on one holds them on screen.
  const root = page.locator('.presenting');
  await expect(root).toHaveClass(/presenting--idle/);
  await page.getByRole('navigation', { name: 'Presentation controls' }).getByRole('button', { name: 'Next slide', exact: true }).focus();
  await expect(root).not.toHaveClass(/presenting--idle/);
  expect(errors).toEqual([]);
});
