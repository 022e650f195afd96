import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, createPresentationThroughApi, recordToasts, registerThroughApi, screenshotDir, signInPage } from './support/app.js';
import { expectAccessible } from './support/accessibility.js';

/** Opens a Move dialog (a presentation's or a folder's), picks the destination and moves. */
async function moveTo(page: Page, what: string, destination: string | RegExp, button = `Move ${what} to a folder`): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: `Move “${what}”` });
  const select = dialog.getByLabel('Destination');
  // The folder tree loads with the dialog; the option is there once it has.
  await expect(select.getByRole('option', { name: destination })).toHaveCount(1);
  const value = await select.getByRole('option', { name: destination }).getAttribute('value');
  await select.selectOption(value ?? '');
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(dialog).toBeHidden();
}

test('personal folders: create, open with breadcrumbs, nest, rename, move a folder, move a presentation in and out, delete', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const toasts = await recordToasts(page);
  const session = await registerThroughApi(request);
  await createPresentationThroughApi(request, session.token, 'Deck A');
  await createPresentationThroughApi(request, session.token, 'Deck B');
  await signInPage(page, session);
  await page.goto('/apps/presentations');
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: 'Deck A', exact: true })).toBeVisible();

  // Create a folder with the keyboard alone: focus the button, Enter, type, Enter.
  await page.getByRole('button', { name: 'New folder' }).focus();
  await page.keyboard.press('Enter');
  const create = page.getByRole('dialog', { name: 'New folder' });
  await expect(create.getByLabel('Folder name')).toBeFocused();
  await expectAccessible(page, 'presentations: new folder dialog');
  await page.keyboard.type('Talks');
  await page.keyboard.press('Enter');
  await expect.poll(toasts).toContain('Folder “Talks” created');
  await expect(page.getByRole('link', { name: 'Open folder Talks' })).toBeVisible();

  await moveTo(page, 'Deck A', 'Talks');
  await expect.poll(toasts).toContain('Moved “Deck A” to Talks');
  await expect(table.getByRole('link', { name: 'Deck A', exact: true })).toBeHidden();
  await expect(table.getByRole('link', { name: 'Deck B', exact: true })).toBeVisible();
  await expectAccessible(page, 'presentations: with folders');

  await page.getByRole('link', { name: 'Open folder Talks' }).click();
  await expect(page).toHaveURL(/\/apps\/presentations\/folders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Talks' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Deck A', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'New folder' }).click();
  await page.getByRole('dialog', { name: 'New folder' }).getByLabel('Folder name').fill('2026');
  await page.getByRole('dialog', { name: 'New folder' }).getByRole('button', { name: 'Save' }).click();
  await page.getByRole('link', { name: 'Open folder 2026' }).click();
  const breadcrumbs = page.getByRole('navigation', { name: 'Folder path' });
  await expect(breadcrumbs.getByRole('listitem')).toHaveText(['My presentations', 'Talks', '2026']);
  await expect(page.getByText('This folder is empty.')).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}folder-contents.png`, fullPage: true });
  await expectAccessible(page, 'folder contents');

  await breadcrumbs.getByRole('link', { name: 'Talks' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Talks' })).toBeVisible();
  await page.getByRole('button', { name: 'Rename folder 2026' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename folder' });
  await rename.getByLabel('Folder name').fill('Year 2026');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: 'Open folder Year 2026' })).toBeVisible();

  // A folder moves too: out to the top, and back in from there.
  await moveTo(page, 'Year 2026', 'My presentations (no folder)', 'Move folder Year 2026');
  await expect(page.getByRole('link', { name: 'Open folder Year 2026' })).toBeHidden();
  await breadcrumbs.getByRole('link', { name: 'My presentations' }).click();
  await expect(page.getByRole('link', { name: 'Open folder Year 2026' })).toBeVisible();
  await moveTo(page, 'Year 2026', 'Talks', 'Move folder Year 2026');
  await expect(page.getByRole('link', { name: 'Open folder Year 2026' })).toBeHidden();
  await page.getByRole('link', { name: 'Open folder Talks' }).click();
  await expect(page.getByRole('link', { name: 'Open folder Year 2026' })).toBeVisible();

  // Out of the folder, back to the top of My presentations.
  await moveTo(page, 'Deck A', 'My presentations (no folder)');
  await expect(page.getByText('This folder is empty.')).toBeVisible();
  await expectAccessible(page, 'folder contents: empty');
  await breadcrumbs.getByRole('link', { name: 'My presentations' }).click();
  await expect(table.getByRole('link', { name: 'Deck A', exact: true })).toBeVisible();

  // Into the subfolder, then the top folder deleted: both folders go, and the deck with them to the trash.
  await moveTo(page, 'Deck A', 'Year 2026');
  await expect(table.getByRole('link', { name: 'Deck A', exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Delete folder Talks' }).click();
  await expectAccessible(page, 'presentations: delete folder confirmation');
  await page.getByRole('alertdialog', { name: 'Delete folder?' }).getByRole('button', { name: 'Delete folder' }).click();
  await expect.poll(toasts).toContain('Folder deleted; 1 presentation went to the trash');
  await expect(page.getByRole('link', { name: 'Open folder Talks' })).toBeHidden();

  await page.goto('/apps/trash-bin');
  await expect(page.getByRole('table').getByText('Deck A')).toBeVisible();
  expect(errors).toEqual([]);
});
