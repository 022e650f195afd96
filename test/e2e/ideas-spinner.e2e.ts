import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.js';
import { clickPresentingControl, collectPageErrors, createPresentationThroughApi, registerThroughApi, screenshotDir, signInPage } from './support/app.js';
import { buildDeck, joinOnPhone, present } from './support/live-deck.js';

const IDEAS_TITLE = 'How could our Mondays be better?';
const WHEEL_TITLE = 'Who brings the cake on Friday?';
const NAMES = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Ken'];

const stage = (page: Page, name: string) => page.locator(`[data-stage="${name}"]`);
const ideaCard = (page: Page, text: string) => page.getByRole('region', { name: 'Ideas' }).getByRole('listitem').filter({ hasText: text });

/** How far the wheel is turned now, as drawn. */
const wheelTurn = (page: Page) => page.locator('.wheel__disc').evaluate((disc) => (disc as HTMLElement).style.transform);

/** Votes on a phone for the idea with this text (the Vote button beside it). */
async function voteFor(page: Page, text: string): Promise<void> {
  const idea = page.getByRole('listitem').filter({ hasText: text });
  await idea.getByRole('button', { name: 'Vote' }).click();
  await expect(idea.getByRole('button', { name: 'Vote' })).toHaveAttribute('aria-pressed', 'true');
}

test('the presenter runs a brainstorm (ideas, votes, ranked result) and spins the wheel; two phones take part and land on the same winner', async ({ browser, page, request }) => {
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, 'Team retro');
  const deck = await buildDeck(request, session.token, presentationId, [
    { type: 'ideas', title: IDEAS_TITLE, fields: { limitChoice: 2, entriesPerParticipant: 2 } },
    // The longest spin: the presenter stops it, so no screen lands before every screen was seen turning, however busy the machine.
    { type: 'spinnerWheel', title: WHEEL_TITLE, options: NAMES, fields: { spinDuration: 1200 } },
  ]);

  const presenterErrors = collectPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInPage(page, session);
  await present(page, presentationId);
  await expect(page.getByRole('heading', { level: 1, name: IDEAS_TITLE })).toBeVisible();
  await expect(stage(page, 'submission')).toBeVisible();

  const ada = await joinOnPhone(browser, deck.accessCode, 'Ada', '🦊');
  const grace = await joinOnPhone(browser, deck.accessCode, 'Grace', '🐙');
  const phones = [ada, grace];

  // --- Submission: each phone sends ideas; they appear as cards on the big screen.
  await expect(ada.page.getByLabel('Your idea')).toBeVisible();
  await expectAccessible(ada.page, 'audience: brainstorm, send an idea');
  await ada.page.getByLabel('Your idea').fill('No meetings before ten');
  await ada.page.getByRole('button', { name: 'Send idea' }).click();
  await ada.page.getByLabel('Your idea').fill('Breakfast together');
  await ada.page.getByRole('button', { name: 'Send idea' }).click();
  await expect(ada.page.getByText('Thanks! Your ideas are in.')).toBeVisible();
  await grace.page.getByLabel('Your idea').fill('Walking one-to-ones');
  // Sent with the keyboard alone: Tab to the button, Enter.
  await grace.page.getByLabel('Your idea').press('Tab');
  await grace.page.keyboard.press('Enter');
  await expect(ideaCard(grace.page, 'Walking one-to-ones')).toContainText('Your idea');
  for (const text of ['No meetings before ten', 'Breakfast together', 'Walking one-to-ones']) await expect(ideaCard(page, text)).toBeVisible();
  await expect(page.getByText('3 ideas')).toBeVisible();
  await page.mouse.move(10, 10);
  await page.screenshot({ path: `${screenshotDir}ideas-presenter-submission.png`, animations: 'disabled' });
  await ada.page.screenshot({ path: `${screenshotDir}ideas-phone-submission.png`, fullPage: true, animations: 'disabled' });
  await expectAccessible(page, 'presenting: brainstorm, ideas coming in');
  await expectAccessible(grace.page, 'audience: brainstorm, ideas sent');

  // --- Voting: the presenter starts it; each phone has 2 votes (limitChoice); the screen counts them live.
  await clickPresentingControl(page, 'Start voting');
  await expect(stage(page, 'voting')).toBeVisible();
  for (const phone of phones) await expect(phone.page.getByText('You have 2 votes left of 2.')).toBeVisible();
  await voteFor(ada.page, 'Walking one-to-ones');
  await voteFor(ada.page, 'Breakfast together');
  await expect(ada.page.getByText('You have 0 votes left of 2.')).toBeVisible();
  // Out of votes: the other ideas cannot take one until a vote is taken back.
  await expect(ada.page.getByRole('listitem').filter({ hasText: 'No meetings before ten' }).getByRole('button', { name: 'Vote' })).toBeDisabled();
  await voteFor(grace.page, 'Walking one-to-ones');
  await expect(ideaCard(page, 'Walking one-to-ones')).toContainText('2 votes');
  await expect(ideaCard(page, 'Breakfast together')).toContainText('1 vote');
  await grace.page.screenshot({ path: `${screenshotDir}ideas-phone-voting.png`, fullPage: true, animations: 'disabled' });
  await page.mouse.move(10, 10);
  await page.screenshot({ path: `${screenshotDir}ideas-presenter-voting.png`, animations: 'disabled' });
  await expectAccessible(grace.page, 'audience: brainstorm, voting');
  await expectAccessible(page, 'presenting: brainstorm, voting');

  // --- Result: ranked on the screen and on the phones.
  await clickPresentingControl(page, 'Show results');
  await expect(stage(page, 'result')).toBeVisible();
  const ranked = page.getByRole('region', { name: 'Ideas' }).getByRole('listitem');
  await expect(ranked).toHaveText([/^1\.Walking one-to-ones.*2 votes$/, /^2\.Breakfast together.*1 vote$/, /^3\.No meetings before ten.*0 votes$/]);
  for (const phone of phones) await expect(phone.page.getByRole('region', { name: 'Ideas' }).getByRole('listitem').first()).toContainText('Walking one-to-ones');
  await page.mouse.move(10, 10);
  await page.screenshot({ path: `${screenshotDir}ideas-presenter-result.png`, animations: 'disabled' });
  await ada.page.screenshot({ path: `${screenshotDir}ideas-phone-result.png`, fullPage: true, animations: 'disabled' });
  await expectAccessible(page, 'presenting: brainstorm, result');
  await expectAccessible(ada.page, 'audience: brainstorm, result');

  // --- The wheel: the presenter moves on and spins; both phones land on the same entry as the screen.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('heading', { level: 1, name: WHEEL_TITLE })).toBeVisible();
  for (const phone of phones) await expect(phone.page.getByRole('img', { name: 'Spinner wheel with 6 entries' })).toBeVisible();
  await expectAccessible(ada.page, 'audience: spinner wheel, waiting');
  // Grace's phone asks for reduced motion: her wheel does not turn, it says it spins and then shows where it landed.
  await grace.page.emulateMedia({ reducedMotion: 'reduce' });
  const atRest = await wheelTurn(page);
  await clickPresentingControl(page, 'Spin');
  for (const screen of [page, ...phones.map((phone) => phone.page)]) await expect(screen.getByTestId('wheel-spinning')).toBeVisible();
  await expect.poll(() => wheelTurn(page)).not.toBe(atRest);
  await expect.poll(() => wheelTurn(ada.page)).not.toBe(atRest);
  expect(await wheelTurn(grace.page)).toBe(atRest);
  await page.mouse.move(10, 10);
  await page.screenshot({ path: `${screenshotDir}spinner-presenter-spinning.png`, animations: 'disabled' });
  await clickPresentingControl(page, 'Stop');
  const winner = (await page.getByTestId('wheel-winner').locator('.wheel-winner__title').textContent())!;
  expect(NAMES).toContain(winner);
  for (const phone of phones) await expect(phone.page.getByTestId('wheel-winner')).toContainText(winner);
  // Every screen rests at the same turn: the winner under the pointer.
  const landed = await wheelTurn(page);
  for (const phone of phones) await expect.poll(() => wheelTurn(phone.page)).toBe(landed);
  // Screen readers hear the winner where the wheel landed.
  await expect(page.getByTestId('wheel-announcer')).toHaveText(new RegExp(`The wheel landed on ${winner}`));
  await expect(ada.page.getByTestId('wheel-announcer')).toHaveText(new RegExp(`The wheel landed on ${winner}`));
  await page.mouse.move(10, 10);
  await page.screenshot({ path: `${screenshotDir}spinner-presenter-winner.png`, animations: 'disabled' });
  await grace.page.screenshot({ path: `${screenshotDir}spinner-phone-winner.png`, fullPage: true, animations: 'disabled' });
  await expectAccessible(page, 'presenting: spinner wheel, winner');
  await expectAccessible(grace.page, 'audience: spinner wheel, winner');

  // Take the winner off and spin again: it cannot win twice.
  await clickPresentingControl(page, 'Take winner off');
  for (const screen of [page, ...phones.map((phone) => phone.page)]) await expect(screen.getByRole('img', { name: 'Spinner wheel with 5 entries' })).toBeVisible();
  await clickPresentingControl(page, 'Spin again');
  await clickPresentingControl(page, 'Stop');
  const second = (await page.getByTestId('wheel-winner').locator('.wheel-winner__title').textContent())!;
  expect(second).not.toBe(winner);
  for (const phone of phones) await expect(phone.page.getByTestId('wheel-winner')).toContainText(second);

  for (const phone of phones) await phone.context.close();
  expect([...presenterErrors, ...ada.errors, ...grace.errors]).toEqual([]);
});
