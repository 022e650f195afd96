import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const screenshotDir = fileURLToPath(new URL('../../artifacts/screenshots/', import.meta.url));

const ADMIN_PICKED_PATH = '/api/templates/admin-picked';

/** Collects console errors and uncaught exceptions; a test ends with expect(errors).toEqual([]). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // Home asks for admin-picked templates and hides the section on a 404 (a server without the template library).
    if (message.type() === 'error' && new URL(message.location().url || 'about:blank').pathname === ADMIN_PICKED_PATH) return;
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

export interface Presenter {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
}

export function newPresenter(): Presenter {
  return { email: `presenter-${randomUUID()}@example.com`, password: 'correct horse battery', firstName: 'Grace', lastName: 'Hopper' };
}

/** Registers through the form, as a person would; ends on Home. */
export async function registerThroughUi(page: Page, presenter: Presenter = newPresenter()): Promise<Presenter> {
  await page.goto('/pages/register');
  await page.getByLabel('First name').fill(presenter.firstName);
  await page.getByLabel('Last name').fill(presenter.lastName);
  await page.getByLabel('Email').fill(presenter.email);
  await page.getByLabel('Password').fill(presenter.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/apps\/home$/);
  // A new account's first visit (issue 28): "Welcome", not "Welcome back".
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${presenter.firstName}` })).toBeVisible();
  return presenter;
}

/** Registers over the API (for set-up that is not what a test is about) and returns the bearer token. */
export async function registerThroughApi(request: APIRequestContext, presenter: Presenter = newPresenter()) {
  const response = await request.post('/api/users/create-presenter', { data: presenter });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { token: string; user: unknown };
  return { presenter, token: body.token, user: body.user };
}

/** Signs a page in with a session made over the API, the way the app stores it. */
export async function signInPage(page: Page, session: { token: string; user: unknown }): Promise<void> {
  await page.addInitScript((stored) => {
    // Init scripts run in every frame too; a framed player or viewer on a slide is not the app and may not have storage.
    if (window.top !== window) return;
    if (!window.localStorage.getItem('liveslides.session')) window.localStorage.setItem('liveslides.session', stored);
  }, JSON.stringify({ token: session.token, user: session.user }));
}

export async function createPresentationThroughApi(request: APIRequestContext, token: string, name: string): Promise<string> {
  const response = await request.post('/api/presentation', { data: { name }, headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/**
 * Clicks one of the presenting screen's controls. They fade after 2 s without activity (and take no clicks then),
 * which a busy machine can spend between two steps; focus inside them holds them on screen, so the click is sure.
 */
export async function clickPresentingControl(page: Page, name: string): Promise<void> {
  const control = page.getByRole('navigation', { name: 'Presentation controls' }).getByRole('button', { name, exact: true });
  // A control still focused from the last click holds nothing (that click's pointer started the 2 s again): focus it afresh.
  await control.evaluate((element) => {
    if (element === document.activeElement) (element as HTMLElement).blur();
  });
  await control.focus();
  await control.click();
}

/**
 * Every toast message the page shows from now on, kept after the toast has gone: a toast stays 3 to 5 s, and a busy
 * machine may look later than that. Call before the page loads; each new document starts a new record.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    Object.assign(window, { shownToasts: shown });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const toasts = node.matches('.toast') ? [node] : [...node.querySelectorAll('.toast')];
          for (const toast of toasts) shown.push(toast.querySelector('.toast__message')?.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { shownToasts?: string[] }).shownToasts ?? []);
}
