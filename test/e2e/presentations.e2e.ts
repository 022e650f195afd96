import { expect, test } from '@playwright/test';
import {
  collectPageErrors,
  createPresentationThroughApi,
  recordToasts,
  registerThroughApi,
  registerThroughUi,
  screenshotDir,
  signInPage,
} from './support/app.js';
import { expectAccessible } from './support/accessibility.js';

test('a visitor is sent to login with the page kept, and arrives there after registering', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/apps/trash-bin');
  await expect(page).toHaveURL(/\/pages\/login\?redirect=%2Fapps%2Ftrash-bin$/);
  await expectAccessible(page, 'login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/pages\/register\?redirect=%2Fapps%2Ftrash-bin$/);
  await page.screenshot({ path: `${screenshotDir}register.png`, fullPage: true });
  await expectAccessible(page, 'register');

  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(`ada-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/apps\/trash-bin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
  await expect(page.getByText('The trash is empty')).toBeVisible();
  await expectAccessible(page, 'trash: empty');
  expect(errors).toEqual([]);
});

test('register, create presentations, rename, sort, move to trash and restore', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const toasts = await recordToasts(page);
  await registerThroughUi(page);
  await expect(page.getByText('No presentations yet')).toBeVisible();
  await expectAccessible(page, 'home: no presentations');

  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('liveslides.session') ?? '{}') as { token: string }).token);
  await createPresentationThroughApi(request, token, 'My new presentation');
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'My presentations' }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: 'My new presentation', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Rename My new presentation' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename presentation' });
  await expectAccessible(page, 'presentations: rename dialog');
  await rename.getByLabel('Presentation name').fill('Algebra basics');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect.poll(toasts).toContain('Renamed to “Algebra basics”');
  await expect(table.getByRole('link', { name: 'Algebra basics', exact: true })).toBeVisible();

  // Two more, made over the API as set-up; the list sorts by name both ways.
  await createPresentationThroughApi(request, token, 'Zoology field trip');
  await createPresentationThroughApi(request, token, 'Biology quiz');
  await page.reload();
  await page.getByLabel('Sort by').selectOption('name');
  await page.getByLabel('Order').selectOption('asc');
  await expect(page).toHaveURL(/sortColumn=name&sortOrder=asc/);
  await expect(table.getByRole('rowheader')).toHaveText(['Algebra basics', 'Biology quiz', 'Zoology field trip']);
  await page.getByLabel('Order').selectOption('desc');
  await expect(table.getByRole('rowheader')).toHaveText(['Zoology field trip', 'Biology quiz', 'Algebra basics']);
  await page.screenshot({ path: `${screenshotDir}presentations-list.png`, fullPage: true });
  await expectAccessible(page, 'presentations: list');

  await page.getByRole('button', { name: 'Move Biology quiz to the trash' }).click();
  await expectAccessible(page, 'presentations: move to trash confirmation');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Move to trash' }).click();
  await expect.poll(toasts).toContain('Deleted presentation "Biology quiz"');
  await expect(table.getByRole('rowheader')).toHaveText(['Zoology field trip', 'Algebra basics']);

  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Trash' }).click();
  await expect(page.getByRole('rowheader', { name: 'Biology quiz' })).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}trash.png`, fullPage: true });
  await expectAccessible(page, 'trash: one presentation');
  await page.getByRole('button', { name: 'Restore Biology quiz' }).click();
  await expect.poll(toasts).toContain('Restored presentation "Biology quiz"');
  await expect(page.getByText('The trash is empty')).toBeVisible();

  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('region', { name: 'Recent presentations' }).getByRole('listitem')).toHaveCount(3);
  await page.screenshot({ path: `${screenshotDir}home-signed-in.png`, fullPage: true });
  await expectAccessible(page, 'home: recent presentations');
  expect(errors).toEqual([]);
});

test('a session the server no longer accepts shows the logged-out countdown, then the login page', async ({ page, request }) => {
  const session = await registerThroughApi(request);
  await signInPage(page, { ...session, token: `${session.token}tampered` });
  // The countdown reads the page's clock, held still here: a busy machine may take seconds between two steps.
  await page.clock.setFixedTime(new Date());
  await page.goto('/apps/presentations');

  const modal = page.getByRole('alertdialog', { name: 'It looks like you have been logged out' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('You will be directed to the Login screen in 7 seconds')).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}logged-out.png` });
  await modal.getByRole('button', { name: 'Login again' }).click();
  await expect(page).toHaveURL(/\/pages\/login\?from=logout&redirect=%2Fapps%2Fpresentations$/);
  await expect(page.getByText('You have been logged out. Log in to continue.')).toBeVisible();
  await expectAccessible(page, 'login: after logout');
});

test('an unreachable API shows "Cannot connect to server" with Reload', async ({ page, request }) => {
  const session = await registerThroughApi(request);
  await signInPage(page, session);
  await page.route('**/api/presentation?**', (route) => route.abort('connectionrefused'));
  await page.goto('/apps/presentations');
  const modal = page.getByRole('alertdialog', { name: 'Cannot connect to server' });
  await expect(modal.getByText('Please reload this page to try again.')).toBeVisible();
  await expectAccessible(page, 'presentations: cannot connect');
  await page.unroute('**/api/presentation?**');
  await modal.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByText('No presentations yet')).toBeVisible();
});

test('the lists work on a phone screen without sideways scrolling', async ({ page, request }) => {
  const session = await registerThroughApi(request);
  await createPresentationThroughApi(request, session.token, 'Pocket-sized deck');
  await signInPage(page, session);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/apps/home');
  await expect(page.getByRole('link', { name: 'Pocket-sized deck', exact: true })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${screenshotDir}home-signed-in-mobile.png`, fullPage: true });
});
