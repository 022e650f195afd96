import { expect, test } from '@playwright/test';
import { linkIn, startSmtpTestServer, type SmtpTestServer } from '../support/smtp-test-server.js';
import { expectAccessible } from './support/accessibility.js';
import { e2eSmtpPort } from './support/e2e-mail.js';
import { collectPageErrors, registerThroughApi, screenshotDir } from './support/app.js';

// One SMTP server on the e2e server's mail port: this file's tests share it, one at a time.
test.describe.configure({ mode: 'serial' });

let smtp: SmtpTestServer;
test.beforeAll(async () => {
  smtp = await startSmtpTestServer(e2eSmtpPort(Number(process.env.E2E_PORT ?? 3100)));
});
test.afterAll(async () => {
  await smtp?.close();
});

test('a presenter who forgot their password gets a link by email, sets a new one, signs in with it, and the link works once', async ({ page, request, baseURL }) => {
  const errors = collectPageErrors(page);
  const { presenter } = await registerThroughApi(request);

  await page.goto('/pages/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/pages\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectAccessible(page, 'forgot password');

  await page.getByLabel('Email').fill(presenter.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(`If an account exists for ${presenter.email}, a link to reset its password is on its way.`);
  await expectAccessible(page, 'forgot password: link sent');
  await page.screenshot({ path: `${screenshotDir}forgot-password-sent.png`, animations: 'disabled' });

  const mail = await smtp.nextMailTo(presenter.email);
  expect(mail.subject).toBe('Reset your LiveSlides password');
  const link = linkIn(mail, `${baseURL}/pages/forgot-password?token=`);

  await page.goto(link);
  await expect(page.getByText(`Choose a new password for ${presenter.email}.`)).toBeVisible();
  await expectAccessible(page, 'reset password');
  const newPassword = 'a brand new passphrase';
  await page.getByLabel('New password').fill(newPassword);
  await page.screenshot({ path: `${screenshotDir}forgot-password-new-password.png`, animations: 'disabled' });
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page).toHaveURL(/\/pages\/login\?from=password-reset$/);
  await expect(page.getByText('Your password was changed and you were signed out everywhere.', { exact: false })).toBeVisible();
  await page.getByLabel('Email').fill(presenter.email);
  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/apps\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${presenter.firstName}` })).toBeVisible();

  // The same link again: refused before any password is typed, with a way to ask for a new one.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('This password reset link has already been used. Request a new one if you still need it.');
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await expectAccessible(page, 'reset password: link already used');
  await page.screenshot({ path: `${screenshotDir}forgot-password-link-used.png`, animations: 'disabled' });
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/pages\/forgot-password$/);

  // The used link's check answers 422 on purpose; the browser logs that, and nothing else may go wrong.
  expect(errors).toEqual(['console: Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)']);
});
