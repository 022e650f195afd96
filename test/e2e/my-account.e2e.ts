import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.js';
import { collectPageErrors, registerThroughApi, screenshotDir, signInPage } from './support/app.js';

test('My Account: the presenter renames themself and changes their password, then signs in with the new one', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const session = await registerThroughApi(request);
  await signInPage(page, session);
  await page.goto('/apps/home');
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/apps\/user-profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expectAccessible(page, 'my account');

  const names = page.getByRole('region', { name: 'Your name' });
  await names.getByLabel('First name').fill('Amazing');
  await names.getByLabel('Last name').fill('Grace');
  await names.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('banner').getByText('Amazing Grace')).toBeVisible();

  const password = page.getByRole('region', { name: 'Change password' });
  await password.getByLabel('Current password').fill('not my password');
  await password.getByLabel('New password').fill('a brand new passphrase');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('The current password is incorrect.')).toBeVisible();
  await password.getByLabel('Current password').fill(session.presenter.password);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByLabel('Current password')).toHaveValue('');
  await page.screenshot({ path: `${screenshotDir}my-account.png`, fullPage: true, animations: 'disabled' });

  // The new password signs in; the old one no longer does. The new name came along.
  const login = await request.post('/api/auth/login', { data: { email: session.presenter.email, password: 'a brand new passphrase' } });
  expect(login.status()).toBe(200);
  expect(((await login.json()) as { user: { firstName: string; lastName: string } }).user).toMatchObject({ firstName: 'Amazing', lastName: 'Grace' });
  expect((await request.post('/api/auth/login', { data: { email: session.presenter.email, password: session.presenter.password } })).status()).toBe(401);
  // The one refused attempt (wrong current password) is the only failed request.
  expect(errors).toEqual(['console: Failed to load resource: the server responded with a status of 400 (Bad Request)']);
});
