import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { DeckDocument } from '../../contracts/deck/read-model.js';
import { expectAccessible } from './support/accessibility.js';
import { clickPresentingControl, collectPageErrors, createPresentationThroughApi, registerThroughApi, screenshotDir, signInPage } from './support/app.js';

/** The phone: the audience joins on an iPhone-sized screen. */
const PHONE = { width: 390, height: 844 };

const POLL_TITLE = 'Which colour should the new logo be?';
const CLOUD_TITLE = 'One word for this sprint';

async function deckCall<T>(request: APIRequestContext, token: string, method: 'get' | 'post' | 'patch', path: string, data?: object): Promise<T> {
  const response = await request[method](path, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), `${method.toUpperCase()} ${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The deck the presenter built in the editor: a poll with three options, then a word cloud (through the deck API). */
async function buildDeck(request: APIRequestContext, token: string, presentationId: string): Promise<DeckDocument> {
  const poll = await deckCall<{ id: string }>(request, token, 'post', '/api/slide/create/', { presentationId, type: 'poll' });
  await deckCall(request, token, 'patch', `/api/slide/${poll.id}`, { title: POLL_TITLE });
  for (const title of ['Teal', 'Coral', 'Gold']) {
    await deckCall(request, token, 'post', '/api/slide-option/create/', { slideId: poll.id, title });
  }
  const cloud = await deckCall<{ id: string }>(request, token, 'post', '/api/slide/create/', { presentationId, type: 'wordCloud', insertAfter: poll.id });
  await deckCall(request, token, 'patch', `/api/slide/${cloud.id}`, { title: CLOUD_TITLE, entriesPerParticipant: 1 });
  return deckCall<DeckDocument>(request, token, 'get', `/api/presentation/${presentationId}`);
}

/** Steps the presenting screen to a slide with the keyboard, as a presenter with a clicker would. */
async function showSlide(page: Page, deck: DeckDocument, title: string): Promise<void> {
  const titles = [...deck.slides].sort((a, b) => a.order - b.order).map((slide) => slide.title);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/.+/);
  const from = titles.indexOf((await heading.textContent()) ?? '');
  const to = titles.indexOf(title);
  expect(to).toBeGreaterThanOrEqual(0);
  for (let step = from; step !== to; step += to > from ? 1 : -1) {
    await page.keyboard.press(to > from ? 'ArrowRight' : 'ArrowLeft');
  }
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** An audience member on their phone: types the code on /join, gives a name, picks an avatar. */
async function joinOnPhone(browser: Browser, accessCode: string, name: string, avatar: string, admissionScreenshot?: string) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto('/join');
  await expect(page.getByLabel('Code')).toBeVisible();
  if (admissionScreenshot) await expectAccessible(page, 'audience: join by code');
  await page.getByLabel('Code').fill(`${accessCode.slice(0, 3)} ${accessCode.slice(3)}`);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(new RegExp(`/${accessCode}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to my presentation' })).toBeVisible();
  await page.getByLabel(/Your name/).fill(name);
  await page.getByRole('radio', { name: `Avatar ${avatar}` }).check();
  if (admissionScreenshot) {
    await page.screenshot({ path: `${screenshotDir}${admissionScreenshot}`, fullPage: true, animations: 'disabled' });
    await expectAccessible(page, 'audience: admission');
  }
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText(`You: ${name}`)).toBeVisible();
  return { context, page, errors };
}

test('the presenter presents; two phones join by code and answer a poll and a word cloud; the screen shows the bars and the words', async ({ browser, page, request }) => {
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, 'Sprint review');
  const deck = await buildDeck(request, session.token, presentationId);

  // The presenter presents in the browser.
  const presenterErrors = collectPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInPage(page, session);
  const wentLive = page.waitForResponse((response) => response.url().includes('/api/presentation/update-next-slide/') && response.status() === 200);
  await page.goto(`/presentation/${presentationId}?presenting=true`);
  await wentLive;
  await showSlide(page, deck, POLL_TITLE);
  const instructions = page.getByRole('note');
  const origin = new URL(page.url()).origin;
  // The address to type is the code entry (issue 26); the QR code goes straight in.
  await expect(instructions).toHaveAttribute('aria-label', `Go to ${new URL(origin).host}/join and use the code ${deck.accessCode.replace(/(\d{3})(?=\d)/g, '$1 ')}`);
  await expect(instructions.getByRole('img', { name: `QR code to join at ${origin}/${deck.accessCode}` })).toBeVisible();

  // Two audience members join on their phones.
  const ada = await joinOnPhone(browser, deck.accessCode, 'Ada', '🦊', 'live-audience-phone-admission.png');
  const grace = await joinOnPhone(browser, deck.accessCode, 'Grace', '🐙');
  await expect(page.getByTestId('audience-counter')).toContainText('2 online');
  await expect(page.getByTestId('audience-counter')).toContainText('2 of 50 joined');

  // Both answer the poll.
  for (const [person, choice] of [
    [ada, 'Teal'],
    [grace, 'Coral'],
  ] as const) {
    await expect(person.page.getByRole('heading', { level: 1, name: POLL_TITLE })).toBeVisible();
    if (person === ada) await expectAccessible(ada.page, 'audience: poll question');
    await person.page.getByRole('radio', { name: choice }).check();
    await person.page.getByRole('button', { name: 'Submit' }).click();
    await expect(person.page.getByText('Thanks! Your answer was sent.')).toBeVisible();
  }

  // The presenter's bars count them.
  await expect(page.getByRole('listitem', { name: 'Teal: 1' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Coral: 1' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Gold: 0' })).toBeVisible();
  await expect(page.getByTestId('respondents')).toHaveText('2 responses');
  await page.mouse.move(10, 10);
  await page.screenshot({ path: `${screenshotDir}live-presenter-poll-results.png`, animations: 'disabled' });
  await expectAccessible(page, 'presenting: poll with results');

  // A reaction from a phone reaches the presenter's screen.
  await grace.page.getByRole('button', { name: 'Send Love' }).click();
  await expect(page.getByRole('listitem', { name: 'Love: 1' })).toBeVisible();

  // The phone shows the person's own answer and the results.
  await expect(ada.page.getByRole('listitem', { name: 'Coral: 1' })).toBeVisible();
  await ada.page.screenshot({ path: `${screenshotDir}live-audience-phone-poll.png`, fullPage: true, animations: 'disabled' });
  await expectAccessible(ada.page, 'audience: poll answered, with results');

  // The presenter moves on; the phones follow to the word cloud.
  const movedOn = page.waitForResponse((response) => response.url().includes('/api/presentation/update-next-slide/') && response.status() === 200);
  await showSlide(page, deck, CLOUD_TITLE);
  await movedOn;
  for (const [person, word] of [
    [ada, 'Focused'],
    [grace, '  focused '],
  ] as const) {
    await expect(person.page.getByRole('heading', { level: 1, name: CLOUD_TITLE })).toBeVisible();
    if (person === ada) await expectAccessible(ada.page, 'audience: word cloud question');
    await person.page.getByLabel('Your word').fill(word);
    await person.page.getByRole('button', { name: 'Submit' }).click();
    await expect(person.page.getByText('Thanks! Your answer was sent.')).toBeVisible();
  }
  await grace.page.screenshot({ path: `${screenshotDir}live-audience-phone-word-cloud.png`, fullPage: true, animations: 'disabled' });
  await expectAccessible(grace.page, 'audience: word cloud answered');

  // The word arrives trimmed and lower-cased, counted twice, at the largest size.
  const cloud = page.getByRole('list', { name: 'Word cloud' });
  await expect(cloud.getByText('focused', { exact: true })).toBeVisible();
  await expect(cloud.getByText('focused', { exact: true })).toHaveAttribute('data-count', '2');
  await expect(page.getByTestId('respondents')).toHaveText('2 responses');
  await page.mouse.move(20, 20);
  await page.screenshot({ path: `${screenshotDir}live-presenter-word-cloud.png`, animations: 'disabled' });
  await expectAccessible(page, 'presenting: word cloud');

  // A phone that reloads is the same person, with the answer it already gave.
  await ada.page.reload();
  await expect(ada.page.getByText('You: Ada')).toBeVisible();
  await expect(ada.page.getByRole('heading', { level: 1, name: CLOUD_TITLE })).toBeVisible();
  await expect(ada.page.getByText('Thanks! Your answer was sent.')).toBeVisible();
  await expect(ada.page.getByRole('button', { name: 'Submit' })).toHaveCount(0);

  // Backstage shows the same live slide and results, and offers no word removal (spec doc 2 §4).
  const backstage = await page.context().newPage();
  const backstageErrors = collectPageErrors(backstage);
  await backstage.setViewportSize({ width: 1440, height: 900 });
  await backstage.goto(`/presentation/${presentationId}/backstage`);
  await expect(backstage.getByRole('heading', { level: 3, name: CLOUD_TITLE })).toBeVisible();
  await expect(backstage.getByRole('list', { name: 'Word cloud' }).getByText('focused', { exact: true })).toBeVisible();
  await expect(backstage.getByTestId('audience-counter')).toContainText('2 of 50 joined');
  await expect(backstage.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await backstage.screenshot({ path: `${screenshotDir}live-backstage.png`, animations: 'disabled' });
  await expectAccessible(backstage, 'backstage: word cloud');

  // The presenting screen takes a word out of the cloud, for the phones too.
  await page.bringToFront();
  await clickPresentingControl(page, 'Remove words');
  await expectAccessible(page, 'presenting: removing words');
  await page.getByRole('button', { name: 'Remove “focused” (2)' }).click();
  await expect(cloud).toHaveCount(0);
  await expect(page.getByText('Waiting for the first answers…')).toBeVisible();
  await expect(grace.page.getByText('Waiting for the first answers…')).toBeVisible();
  expect(backstageErrors).toEqual([]);

  for (const person of [ada, grace]) {
    expect(person.errors).toEqual([]);
    await person.context.close();
  }
  expect(presenterErrors).toEqual([]);
});

test('the 51st person on a free plan is turned away with a clear message, and the presenter sees why', async ({ browser, page, request }) => {
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, 'Town hall');
  const deck = await buildDeck(request, session.token, presentationId);
  const presenterErrors = collectPageErrors(page);
  await signInPage(page, session);
  const wentLive = page.waitForResponse((response) => response.url().includes('/api/presentation/update-next-slide/') && response.status() === 200);
  await page.goto(`/presentation/${presentationId}?presenting=true`);
  await wentLive;

  // Fifty people fill the free plan's seats.
  for (let index = 0; index < 50; index++) {
    const joined = await request.post('/api/audience/join', { data: { accessCode: deck.accessCode, name: `Guest ${index + 1}` } });
    expect(joined.status()).toBe(200);
  }
  await expect(page.getByTestId('audience-counter')).toContainText('50 of 50 joined');

  // The next one, on a phone, is told the session is full.
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  const phoneErrors = collectPageErrors(phone);
  await phone.goto(`/${deck.accessCode}`);
  await phone.getByLabel(/Your name/).fill('Latecomer');
  await phone.getByRole('button', { name: 'Join' }).click();
  await expect(phone.getByRole('alert')).toHaveText('This session is full. The presenter’s plan allows no more participants.');
  await phone.screenshot({ path: `${screenshotDir}live-audience-phone-session-full.png`, fullPage: true, animations: 'disabled' });
  await expectAccessible(phone, 'audience: session full');

  const banner = page.getByRole('alert').filter({ hasText: 'Your session is full' });
  await expect(banner).toContainText('The free plan allows 50 participants, so 1 person could not join.');
  await page.screenshot({ path: `${screenshotDir}live-presenter-session-full.png`, animations: 'disabled' });
  await expectAccessible(page, 'presenting: session full banner');

  // The browser logs the refused join (422) as a failed resource load; that is the refusal itself, nothing else.
  expect(phoneErrors.filter((error) => !error.includes('422'))).toEqual([]);
  expect(presenterErrors).toEqual([]);
  await context.close();
});
