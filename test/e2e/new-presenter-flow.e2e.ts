import { expect, test, type Locator, type Page } from '@playwright/test';
import type { DeckDocument } from '../../contracts/deck/read-model.js';
import { OFFICIAL_THEMES } from '../../contracts/themes/official-themes.js';
import { expectAccessible } from './support/accessibility.js';
import { collectPageErrors, registerThroughUi, screenshotDir } from './support/app.js';
import { answerPoll, joinOnPhone } from './support/live-deck.js';

/**
 * Issue 28's Must show, in one flow as a new presenter lives it: register, answer onboarding, pick a template in the
 * library, change its theme in the design tab, present it; two phones answer and the presenter sees the results.
 * Screenshots: test/artifacts/screenshots/new-presenter-{1-home,2-template,3-design,4-presenting,5-results}.png and new-presenter-phone.png.
 */
const POLL = 'How is your energy this week?';
const PARTY = OFFICIAL_THEMES.find((theme) => theme.themeName === 'Party')!;

const cssOf = (locator: Locator, property: string) => locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/** Every image drawn and every font in: a screenshot shows the design, not its loading. */
async function designLoaded(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0))).toBe(true);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

test('a new presenter registers, answers onboarding, picks a template, changes its theme, presents it, and sees two phones answer', async ({ browser, page, request }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Register, then onboarding on Home.
  const presenter = await registerThroughUi(page);
  const questions = page.getByRole('region', { name: 'Tell us a little about yourself' });
  await questions.getByRole('radio', { name: 'Work' }).check();
  await questions.getByLabel('Your profession (optional)').fill('Team lead');
  await page.screenshot({ path: `${screenshotDir}new-presenter-1-home.png`, animations: 'disabled' });
  await questions.getByRole('button', { name: 'Continue' }).click();
  await expect(questions).toHaveCount(0);
  const session = JSON.parse((await page.evaluate(() => window.localStorage.getItem('liveslides.session'))) ?? '{}') as { token: string };
  const auth = { Authorization: `Bearer ${session.token}` };
  const profile = await (await request.get('/api/users/get-profile/', { headers: auth })).json();
  expect(profile).toMatchObject({ email: presenter.email, personalInformation: { useLiveSlidesFor: 'work', userProfession: 'Team lead' } });

  // Home's "Templates" leads to the library; the presenter finds a template, previews it and uses it.
  await page.getByRole('link', { name: /^Templates Browse ready-made/ }).click();
  await expect(page).toHaveURL(/\/apps\/template-library$/);
  await page.getByRole('searchbox', { name: 'Search templates' }).fill('weekly');
  await page.getByRole('link', { name: 'Preview Weekly Team Meeting' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Team Meeting' })).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}new-presenter-2-template.png`, animations: 'disabled' });
  await page.getByRole('button', { name: 'Use this template' }).click();
  await expect(page).toHaveURL(/\/presentation\/[0-9a-f-]{36}$/);
  const presentationId = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect(page.getByText('Connected')).toBeVisible();

  // The design tab: the Party theme, on the canvas and saved.
  await page.getByRole('tab', { name: 'Design' }).click();
  const themes = page.getByRole('list', { name: 'Themes' });
  await themes.getByRole('button', { name: 'Party', exact: true }).click();
  await expect(themes.getByRole('button', { name: 'Party', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('All changes saved')).toBeVisible();
  await expect(page.getByTestId('contrast-warning')).toHaveCount(0);
  await designLoaded(page);
  await page.screenshot({ path: `${screenshotDir}new-presenter-3-design.png`, animations: 'disabled' });
  const deck = (await (await request.get(`/api/presentation/${presentationId}`, { headers: auth })).json()) as DeckDocument;
  expect(deck.name).toBe('Weekly Team Meeting');
  expect(deck.fontFamily).toBe(PARTY.fontFamily);

  // Present from the first slide; the poll is the second.
  const wentLive = page.waitForResponse((response) => response.url().includes('/api/presentation/update-next-slide/') && response.status() === 200);
  await page.goto(`/presentation/${presentationId}?presenting=true`);
  await wentLive;
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly Team Meeting' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  const stage = page.getByRole('region', { name: /^Slide 2 of 5/ });
  await expect(stage.getByRole('heading', { level: 1, name: POLL })).toBeVisible();
  expect(await cssOf(stage, 'background-color')).toBe(rgb(PARTY.baseColour));
  expect(await cssOf(stage, 'font-family')).toContain(PARTY.fontFamily);
  await designLoaded(page);
  await page.screenshot({ path: `${screenshotDir}new-presenter-4-presenting.png`, animations: 'disabled' });

  // Two phones join and answer, in the deck's theme.
  const ada = await joinOnPhone(browser, deck.accessCode, 'Ada', '🦊');
  const alan = await joinOnPhone(browser, deck.accessCode, 'Alan', '🐙');
  await answerPoll(ada.page, POLL, 'Fully charged');
  await answerPoll(alan.page, POLL, 'Running low');
  for (const person of [ada, alan]) expect(await cssOf(person.page.locator('.audience-slide__hero'), 'background-color')).toBe(rgb(PARTY.baseColour));
  await designLoaded(ada.page);
  await ada.page.screenshot({ path: `${screenshotDir}new-presenter-phone.png`, fullPage: true, animations: 'disabled' });
  await expectAccessible(ada.page, 'phone: a poll answered, Party theme', ['phone']);

  // The presenter sees the results.
  await expect(page.getByRole('listitem', { name: 'Fully charged: 1' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Running low: 1' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Good: 0' })).toBeVisible();
  await expect(page.getByTestId('respondents')).toHaveText('2 responses');
  await page.mouse.move(10, 10);
  await page.screenshot({ path: `${screenshotDir}new-presenter-5-results.png`, animations: 'disabled' });
  await expectAccessible(page, 'presenting: poll results, Party theme', ['desktop']);

  for (const person of [ada, alan]) {
    expect(person.errors).toEqual([]);
    await person.context.close();
  }
  expect(errors).toEqual([]);
});
