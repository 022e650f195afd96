import { expect, test, type Page } from '@playwright/test';
import type { DeckDocument } from '../../contracts/deck/read-model.js';
import { expectAccessible } from './support/accessibility.js';
import { collectPageErrors, newPresenter, recordToasts, registerThroughApi, screenshotDir, signInPage } from './support/app.js';
import { answerPoll, joinOnPhone } from './support/live-deck.js';

/**
 * Issue 28 demo (spec doc 1 §2): `/live-demo/` plays a demo deck for someone without an account (a guest presenter),
 * phones join it and answer; the guest keeps the deck by signing up (`/save-presentation/`), and the new account
 * holds its own copy. `/demo` opens the demo in the editor; a share code that opens nothing reports and goes Home.
 */
const FIRST_POLL = 'Would you rather be able to fly or be invisible?';
const DECK_URL = /\/presentation\/([0-9a-f-]{36})\?(presenting=true&)?source=demo$/;

async function storedSession(page: Page): Promise<{ token: string; user: { id: string; isGuest: boolean } }> {
  return JSON.parse((await page.evaluate(() => window.localStorage.getItem('liveslides.session'))) ?? '{}');
}

const deckIdOf = (page: Page) => DECK_URL.exec(page.url())![1]!;

/** Holds every copy request until released, so the screen shown while a copy runs can be looked at. */
async function holdCopies(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/presentation/copy-by-share-code/**', async (route) => {
    await held;
    await route.continue();
  });
  return async () => {
    release();
    await page.unrouteAll({ behavior: 'wait' });
  };
}

test('the demo plays without an account, phones answer it, and it is kept after sign-up', async ({ browser, page, request }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });

  // No account: the live demo starts presenting a copy of the demo deck, owned by a new guest.
  const wentLive = page.waitForResponse((response) => response.url().includes('/api/presentation/update-next-slide/') && response.status() === 200);
  await page.goto('/live-demo/');
  await expect(page).toHaveURL(DECK_URL);
  expect(page.url()).toContain('presenting=true');
  await wentLive;
  await expect(page.getByRole('heading', { level: 1, name: 'Would You Rather?' })).toBeVisible();
  const guest = await storedSession(page);
  expect(guest.user.isGuest).toBe(true);
  const guestDeckId = deckIdOf(page);
  const guestAuth = { Authorization: `Bearer ${guest.token}` };
  const guestDeck = (await (await request.get(`/api/presentation/${guestDeckId}`, { headers: guestAuth })).json()) as DeckDocument;
  expect(guestDeck.name).toBe('Would You Rather?');

  // Two phones join with the access code and answer the first poll; the guest presenter sees the results.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('heading', { level: 1, name: FIRST_POLL })).toBeVisible();
  const ada = await joinOnPhone(browser, guestDeck.accessCode, 'Ada', '🦊');
  const alan = await joinOnPhone(browser, guestDeck.accessCode, 'Alan', '🐙');
  await answerPoll(ada.page, FIRST_POLL, 'Fly');
  await answerPoll(alan.page, FIRST_POLL, 'Be invisible');
  await expect(page.getByRole('listitem', { name: 'Fly: 1' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Be invisible: 1' })).toBeVisible();
  await expect(page.getByTestId('respondents')).toHaveText('2 responses');
  await page.mouse.move(10, 10);
  await page.screenshot({ path: `${screenshotDir}demo-live-results.png`, animations: 'disabled' });
  await ada.page.screenshot({ path: `${screenshotDir}demo-live-phone.png`, fullPage: true, animations: 'disabled' });
  for (const person of [ada, alan]) {
    expect(person.errors).toEqual([]);
    await person.context.close();
  }

  // Back in the editor the guest is told the deck is not kept without an account, and keeps it by signing up.
  await page.goto(`/presentation/${guestDeckId}?source=demo`);
  const notice = page.getByRole('status').filter({ hasText: 'You are trying LiveSlides as a guest.' });
  await expect(notice).toBeVisible();
  await expectAccessible(page, 'editor: a guest demo deck with the keep notice', ['desktop']);
  await page.screenshot({ path: `${screenshotDir}demo-guest-editor.png`, animations: 'disabled' });
  await notice.getByRole('button', { name: 'Keep this presentation' }).click();
  await expect(page).toHaveURL(/\/pages\/register\?redirect=/);
  const presenter = newPresenter();
  await page.getByLabel('First name').fill(presenter.firstName);
  await page.getByLabel('Last name').fill(presenter.lastName);
  await page.getByLabel('Email').fill(presenter.email);
  await page.getByLabel('Password').fill(presenter.password);
  const releaseSave = await holdCopies(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saving the presentation to your account…' })).toBeVisible();
  await expectAccessible(page, 'save-presentation: saving');
  await releaseSave();

  // The new account opens its own copy of the deck (`?source=demo`); the guest notice is gone.
  await expect(page).toHaveURL(DECK_URL);
  const keptId = deckIdOf(page);
  expect(keptId).not.toBe(guestDeckId);
  await expect(page.getByRole('textbox', { name: 'Heading', exact: true })).toHaveValue('Would You Rather?');
  await expect(page.getByText('You are trying LiveSlides as a guest.')).toHaveCount(0);
  await page.screenshot({ path: `${screenshotDir}demo-kept-after-sign-up.png`, animations: 'disabled' });
  const account = await storedSession(page);
  expect(account.user.isGuest).toBe(false);
  const auth = { Authorization: `Bearer ${account.token}` };
  const kept = (await (await request.get(`/api/presentation/${keptId}`, { headers: auth })).json()) as DeckDocument;
  const titles = (deck: DeckDocument) => [...deck.slides].sort((a, b) => a.order - b.order).map((slide) => slide.title);
  expect(kept.name).toBe('Would You Rather?');
  expect(titles(kept)).toEqual(titles(guestDeck));
  const list = await (await request.get('/api/presentation?', { headers: auth })).json();
  expect(JSON.stringify(list)).toContain(keptId);
  // The guest's deck stays the guest's: the new account does not reach it.
  expect((await request.get(`/api/presentation/${guestDeckId}`, { headers: auth })).status()).toBe(404);
  expect(errors).toEqual([]);
});

test('/demo opens the demo in the editor; /save-presentation/ asks to register first, and a code that opens nothing goes Home', async ({ browser, page, request }) => {
  const errors = collectPageErrors(page);
  const releaseDemo = await holdCopies(page);
  await page.goto('/demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Opening the demo presentation…' })).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}demo-opening.png`, animations: 'disabled' });
  await expectAccessible(page, 'demo: opening');
  await releaseDemo();
  await expect(page).toHaveURL(DECK_URL);
  expect(page.url()).not.toContain('presenting=true');
  await expect(page.getByRole('textbox', { name: 'Heading', exact: true })).toHaveValue('Would You Rather?');
  await expect(page.getByRole('button', { name: 'Keep this presentation' })).toBeVisible();
  expect((await storedSession(page)).user.isGuest).toBe(true);

  // Signed out, saving asks to register and comes back to the same save.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/save-presentation/?shareCode=abcdefghij');
  await expect(visitor).toHaveURL(/\/pages\/register\?redirect=%2Fsave-presentation%2F%3FshareCode%3Dabcdefghij$/);
  await expectAccessible(visitor, 'register, on the way to saving a demo');
  await visitorContext.close();

  // A presenter whose share code opens nothing is told so and goes Home (spec doc 3 "Demo copy failure").
  const presenter = await registerThroughApi(request);
  const signedIn = await browser.newContext();
  const presenterPage = await signedIn.newPage();
  const presenterErrors = collectPageErrors(presenterPage);
  await signInPage(presenterPage, presenter);
  const toasts = await recordToasts(presenterPage);
  await presenterPage.goto('/save-presentation/?shareCode=zzzzzzzzzz');
  await expect(presenterPage).toHaveURL(/\/apps\/home$/);
  await expect.poll(toasts).toContain('This link does not open a presentation any more. Ask its owner for a new one.');
  expect(presenterErrors.filter((error) => !error.includes('404'))).toEqual([]);
  await signedIn.close();
  expect(errors).toEqual([]);
});
