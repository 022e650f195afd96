import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import { collectPageErrors } from './app.js';

/** The phone: an iPhone-sized screen. */
export const PHONE = { width: 390, height: 844 };

export async function api<T>(request: APIRequestContext, token: string, method: 'get' | 'post' | 'patch', path: string, data?: object): Promise<T> {
  const response = await request[method](path, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${method.toUpperCase()} ${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export interface SlideSpec {
  readonly type: string;
  readonly title: string;
  readonly options?: readonly string[];
  readonly fields?: Record<string, unknown>;
}

/** A deck of the given slides in order, made over the deck API; the presentation opens on the first one. */
export async function buildDeck(request: APIRequestContext, token: string, presentationId: string, slides: readonly SlideSpec[]): Promise<DeckDocument> {
  const before = await api<DeckDocument>(request, token, 'get', `/api/presentation/${presentationId}`);
  let previous: string | undefined;
  for (const slide of slides) {
    const created = await api<{ id: string }>(request, token, 'post', '/api/slide/create/', {
      presentationId,
      type: slide.type,
      fields: { title: slide.title, ...slide.fields },
      ...(slide.options && { options: slide.options.map((title) => ({ title })) }),
      ...(previous && { insertAfter: previous }),
    });
    previous = created.id;
  }
  const deck = await api<DeckDocument>(request, token, 'get', `/api/presentation/${presentationId}`);
  const first = [...deck.slides].filter((slide) => !before.slides.some((old) => old.id === slide.id)).sort((a, b) => a.order - b.order)[0]!;
  await api(request, token, 'patch', `/api/presentation/${presentationId}/active-slide`, { activeSlide: first.id });
  return api<DeckDocument>(request, token, 'get', `/api/presentation/${presentationId}`);
}

/** Opens the presenting screen, which takes the presentation live. */
export async function present(page: Page, presentationId: string): Promise<void> {
  const wentLive = page.waitForResponse((response) => response.url().includes('/api/presentation/update-next-slide/') && response.status() === 200);
  await page.goto(`/presentation/${presentationId}?presenting=true`);
  await wentLive;
}

/** A phone in its own browser context, with its errors collected. */
export async function openPhone(browser: Browser, viewport: { width: number; height: number } = PHONE, deviceScaleFactor = 2) {
  const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true, deviceScaleFactor });
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page) };
}

/** An audience member on their phone: code on /join, a name, an avatar, in. */
export async function joinOnPhone(browser: Browser, accessCode: string, name: string, avatar: string) {
  const phone = await openPhone(browser);
  const { page } = phone;
  await page.goto('/join');
  await page.getByLabel('Code').fill(accessCode);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(new RegExp(`/${accessCode}$`));
  await page.getByLabel(/Your name/).fill(name);
  await page.getByRole('radio', { name: `Avatar ${avatar}` }).check();
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText(`You: ${name}`)).toBeVisible();
  return phone;
}

/** An audience member on their phone: opens the code's link, gives a name and joins. */
export async function joinByLink(browser: Browser, accessCode: string, name: string) {
  const phone = await openPhone(browser);
  await phone.page.goto(`/${accessCode}`);
  await phone.page.getByLabel(/Your name/).fill(name);
  await phone.page.getByRole('button', { name: 'Join' }).click();
  await expect(phone.page.getByText(`You: ${name}`)).toBeVisible();
  return phone;
}

/** A phone answers the poll it shows with one choice and sees the answer sent. */
export async function answerPoll(page: Page, question: string, choice: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: question })).toBeVisible();
  await page.getByRole('radio', { name: choice }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Thanks! Your answer was sent.')).toBeVisible();
}
