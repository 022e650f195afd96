import { expect, test, type Browser } from '@playwright/test';
import type { DeckDocument } from '../../contracts/deck/read-model.js';
import { expectAccessible } from './support/accessibility.js';
import { collectPageErrors, registerThroughUi, screenshotDir } from './support/app.js';

/** The audience joins on an iPhone-sized screen. */
const PHONE = { width: 390, height: 844 };
const POLL_TITLE = 'How are you feeling today?';

/** An audience member on their phone: the code on /join, a name, an avatar. */
async function joinOnPhone(browser: Browser, accessCode: string, name: string, avatar: string) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto('/join');
  await page.getByLabel('Code').fill(accessCode);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page).toHaveURL(new RegExp(`/${accessCode}$`));
  await page.getByLabel(/Your name/).fill(name);
  await page.getByRole('radio', { name: `Avatar ${avatar}` }).check();
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText(`You: ${name}`)).toBeVisible();
  return { context, page, errors };
}

test('a new presenter registers, answers onboarding, starts from the ready poll, presents it; two phones answer and the presenter sees the results', async ({ browser, page, request }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Register: Home greets a new presenter ("Welcome", not "Welcome back") and asks the onboarding questions.
  const presenter = await registerThroughUi(page);
  const questions = page.getByRole('region', { name: 'Tell us a little about yourself' });
  await expect(questions).toBeVisible();
  await expect(page.getByRole('region', { name: 'Or start with a ready activity' }).getByRole('button')).toHaveCount(5);
  await page.screenshot({ path: `${screenshotDir}onboarding-home-new-presenter.png`, fullPage: true, animations: 'disabled' });
  await expectAccessible(page, 'home: onboarding');

  await questions.getByRole('radio', { name: 'Work' }).check();
  await questions.getByLabel('Your profession (optional)').fill('Trainer');
  await questions.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Thanks! Pick how you would like to start below.')).toBeVisible();
  await expect(questions).toHaveCount(0);

  // The answers are stored on the account: a reload still asks nothing.
  const stored = JSON.parse((await page.evaluate(() => window.localStorage.getItem('liveslides.session'))) ?? '{}') as { token: string; user: { id: string } };
  const auth = { Authorization: `Bearer ${stored.token}` };
  const profile = await (await request.get('/api/users/get-profile/', { headers: auth })).json();
  expect(profile).toMatchObject({ email: presenter.email, signInCount: 1, personalInformation: { useLiveSlidesFor: 'work', userProfession: 'Trainer' } });

  // The ready poll deck opens in the editor.
  await page.getByRole('button', { name: /Team check-in poll/ }).click();
  await expect(page).toHaveURL(/\/presentation\/[^/?]+$/);
  const presentationId = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect(page.getByRole('textbox', { name: 'Heading', exact: true })).toHaveValue('Quick check-in');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.screenshot({ path: `${screenshotDir}onboarding-feature-deck-editor.png`, animations: 'disabled' });
  const deck = (await (await request.get(`/api/presentation/${presentationId}`, { headers: auth })).json()) as DeckDocument;
  expect(deck.name).toBe('Team check-in poll');
  expect([...deck.slides].sort((a, b) => a.order - b.order).map((slide) => slide.title)).toEqual([
    'Quick check-in',
    POLL_TITLE,
    'How should we spend the next hour?',
  ]);

  // Present: the intro, then the poll.
  const wentLive = page.waitForResponse((response) => response.url().includes('/api/presentation/update-next-slide/') && response.status() === 200);
  await page.goto(`/presentation/${presentationId}?presenting=true`);
  await wentLive;
  await expect(page.getByRole('heading', { level: 1, name: 'Quick check-in' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('heading', { level: 1, name: POLL_TITLE })).toBeVisible();

  // Two phones join and answer.
  const ada = await joinOnPhone(browser, deck.accessCode, 'Ada', '🦊');
  const alan = await joinOnPhone(browser, deck.accessCode, 'Alan', '🐙');
  for (const [person, choice] of [
    [ada, 'Great'],
    [alan, 'Good'],
  ] as const) {
    await expect(person.page.getByRole('heading', { level: 1, name: POLL_TITLE })).toBeVisible();
    await person.page.getByRole('radio', { name: choice }).check();
    await person.page.getByRole('button', { name: 'Submit' }).click();
    await expect(person.page.getByText('Thanks! Your answer was sent.')).toBeVisible();
  }
  await ada.page.screenshot({ path: `${screenshotDir}onboarding-phone-poll-answered.png`, fullPage: true, animations: 'disabled' });

  // The presenter sees the results.
  await expect(page.getByRole('listitem', { name: 'Great: 1' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Good: 1' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'So-so: 0' })).toBeVisible();
  await expect(page.getByTestId('respondents')).toHaveText('2 responses');
  await page.mouse.move(10, 10);
  await page.screenshot({ path: `${screenshotDir}onboarding-presenter-poll-results.png`, animations: 'disabled' });

  for (const person of [ada, alan]) {
    expect(person.errors).toEqual([]);
    await person.context.close();
  }
  expect(errors).toEqual([]);
});
