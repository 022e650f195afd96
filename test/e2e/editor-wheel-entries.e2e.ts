import { expect, test } from '@playwright/test';
import { collectPageErrors, createPresentationThroughApi, registerThroughApi, screenshotDir, signInPage } from './support/app.js';

test('a spinner wheel takes a pasted list of entries from the keyboard, undone and redone as one step', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const session = await registerThroughApi(request);
  const id = await createPresentationThroughApi(request, session.token, 'Who presents next?');
  await signInPage(page, session);
  await page.goto(`/presentation/${id}`);
  await expect(page.getByText('Connected')).toBeVisible();
  await page.getByRole('button', { name: 'Add slide', exact: true }).first().click();
  await page.getByRole('dialog', { name: 'Add a slide' }).getByRole('button', { name: /^Spinner Wheel/ }).click();
  const saved = () => expect(page.locator('.save-state')).toHaveText('All changes saved');
  await saved();

  const entries = page.getByRole('textbox', { name: /^Entry \d+$/ });
  const paste = page.getByRole('textbox', { name: 'Paste entries, one per line' });
  await paste.focus();
  await page.keyboard.type('Ada');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Grace');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Linus');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Add entries' })).toBeFocused();
  await page.keyboard.press('Enter');
  await saved();
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(2)).toHaveValue('Linus');
  await expect(paste).toHaveValue('');
  await page.screenshot({ path: `${screenshotDir}editor-wheel-entries.png` });

  // Focus is on the button, not in a text field, so the editor's shortcuts undo and redo the whole list.
  await page.keyboard.press('Control+z');
  await saved();
  await expect(entries).toHaveCount(0);
  await page.keyboard.press('Control+Shift+z');
  await saved();
  await expect(entries).toHaveCount(3);
  await expect(entries.first()).toHaveValue('Ada');

  await page.getByRole('button', { name: 'Remove all entries' }).focus();
  await page.keyboard.press('Enter');
  await saved();
  await expect(entries).toHaveCount(0);
  expect(errors).toEqual([]);
});
