import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.js';

const screenshotDir = fileURLToPath(new URL('../artifacts/screenshots/', import.meta.url));

/** Fails the test on any console error or uncaught exception the page produces. */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

test('the status page shows the product and a healthy server', async ({ page }) => {
  const errors = collectPageErrors(page);
  const health = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/health');

  await page.goto('/status');

  await expect(page).toHaveTitle('LiveSlides');
  await expect(page.getByRole('heading', { level: 1, name: 'LiveSlides' })).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  expect((await health).status()).toBe(200);

  const status = page.getByRole('region', { name: 'Server status' });
  await expect(status.getByText('Healthy')).toBeVisible();
  await expect(status.getByRole('heading', { name: 'Event store' })).toBeVisible();
  await expect(status.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open the API documentation' })).toHaveAttribute('href', '/api/docs');

  await page.screenshot({ path: `${screenshotDir}home.png`, fullPage: true });
  await expectAccessible(page, 'status page');
  expect(errors).toEqual([]);
});

test('an unreachable server shows the cannot-connect notice, and Reload tries again', async ({ page }) => {
  await page.route('**/api/health', (route) => route.abort('connectionrefused'));
  await page.goto('/status');

  const notice = page.getByRole('alert');
  await expect(notice.getByRole('heading', { name: 'Cannot connect to server' })).toBeVisible();
  await expect(notice.getByText('Please reload this page to try again.')).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}home-cannot-connect.png`, fullPage: true });
  await expectAccessible(page, 'status page: cannot connect');

  await page.unroute('**/api/health');
  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('region', { name: 'Server status' }).getByText('Healthy')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the status page fits a phone screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/status');
  await expect(page.getByRole('region', { name: 'Server status' }).getByText('Healthy')).toBeVisible();

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${screenshotDir}home-mobile.png`, fullPage: true });
});

test('the skip link moves keyboard users to the main content', async ({ page }) => {
  await page.goto('/status');
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('/api/docs shows the Swagger UI', async ({ page }) => {
  await page.goto('/api/docs');

  await expect(page.locator('.swagger-ui .info .title')).toContainText('LiveSlides');
  await expect(page.locator('.swagger-ui .opblock-summary-path', { hasText: '/api/health' }).first()).toBeVisible();

  await page.screenshot({ path: `${screenshotDir}api-docs.png`, fullPage: true });
});

test('an unknown path shows the 404 page', async ({ page }) => {
  const errors = collectPageErrors(page);

  await page.goto('/no/such/page');

  await expect(page).toHaveURL(/\/pages\/error-404$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · LiveSlides');
  await page.screenshot({ path: `${screenshotDir}not-found.png`, fullPage: true });
  await expectAccessible(page, '404 page');

  // Issue 26: the root offers a signed-out visitor the code entry first, and sign-up beside it.
  await page.getByRole('link', { name: 'Go to the start page' }).click();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/pages\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your free account' })).toBeVisible();
  expect(errors).toEqual([]);
});
