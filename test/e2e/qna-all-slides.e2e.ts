import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility.js';
import { clickPresentingControl, collectPageErrors, createPresentationThroughApi, registerThroughApi, screenshotDir, signInPage } from './support/app.js';
import { buildDeck, joinByLink, present } from './support/live-deck.js';

const POLL_TITLE = 'Where should the offsite be?';
const TEXT_TITLE = 'Thanks for coming';
const QUESTION = 'Is the offsite paid travel?';

const saved = (page: Page) => expect(page.locator('.save-state')).toHaveText('All changes saved');

const question = (page: Page, text: string) => page.getByTestId('qna-question').filter({ hasText: text });
const presenterQuestion = (page: Page, text: string) => page.getByTestId('presenter-question').filter({ hasText: text });
const rightEdge = async (element: Locator) => {
  const box = await element.boundingBox();
  return box ? box.x + box.width : Infinity;
};

test('Q&A on every slide: with no Q&A slide, phones ask and upvote beside a poll; the presenter approves and answers from the panel while the poll stays on stage', async ({ browser, page, request }) => {
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, 'Offsite planning');
  const deck = await buildDeck(request, session.token, presentationId, [
    { type: 'poll', title: POLL_TITLE, options: ['Lisbon', 'Berlin'] },
    { type: 'textSlide', title: TEXT_TITLE },
  ]);
  expect(deck.slides.some((slide) => slide.type === 'question')).toBe(false);

  // The presenter turns on Q&A for every slide, and moderation, in the editor's Settings.
  const presenterErrors = collectPageErrors(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInPage(page, session);
  await page.goto(`/presentation/${presentationId}`);
  await expect(page.getByText('Connected')).toBeVisible();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('switch', { name: 'Q&A open on every slide' }).check();
  await saved(page);
  await page.getByRole('switch', { name: 'Moderate answers before they show' }).check();
  await saved(page);

  await present(page, presentationId);
  await expect(page.getByRole('heading', { level: 1, name: POLL_TITLE })).toBeVisible();

  const ada = await joinByLink(browser, deck.accessCode, 'Ada');
  const grace = await joinByLink(browser, deck.accessCode, 'Grace');
  // Each phone shows the poll, and beside it an entry to the questions.
  for (const person of [ada, grace]) {
    await expect(person.page.getByRole('heading', { level: 1, name: POLL_TITLE })).toBeVisible();
    await expect(person.page.getByRole('radio', { name: 'Lisbon' })).toBeVisible();
    await expect(person.page.getByRole('button', { name: 'Ask a question' })).toHaveAttribute('aria-expanded', 'false');
  }

  // Ada opens the questions and asks; with moderation on, hers waits for approval.
  await ada.page.getByRole('button', { name: 'Ask a question' }).click();
  await expect(ada.page.getByRole('button', { name: 'Hide questions' })).toHaveAttribute('aria-expanded', 'true');
  await expect(ada.page.getByText('No questions yet. Be the first to ask!')).toBeVisible();
  await ada.page.getByLabel('Your question').fill(QUESTION);
  await ada.page.getByRole('button', { name: 'Send question' }).click();
  await expect(ada.page.getByText('Question sent.')).toBeVisible();
  await expect(question(ada.page, QUESTION)).toContainText('Waiting for approval');
  // The poll is still there to answer, under the same heading.
  await ada.page.getByRole('radio', { name: 'Lisbon' }).check();
  await ada.page.getByRole('button', { name: 'Submit' }).click();
  await expect(ada.page.getByText('Thanks! Your answer was sent.')).toBeVisible();
  await ada.page.screenshot({ path: `${screenshotDir}qna-all-phone-waiting.png`, fullPage: true, animations: 'disabled' });
  await expectAccessible(ada.page, 'audience: poll with the Q&A beside it open, own question waiting');

  // Grace does not see it yet.
  await grace.page.getByRole('button', { name: 'Ask a question' }).click();
  await expect(grace.page.getByText('No questions yet. Be the first to ask!')).toBeVisible();
  await expect(question(grace.page, QUESTION)).toHaveCount(0);

  // The presenter opens the Q&A panel; the poll stays on the stage, with Ada's answer counted.
  await clickPresentingControl(page, 'Q&A');
  const panel = page.getByRole('complementary', { name: 'Q&A' });
  await expect(panel.getByRole('button', { name: 'Pending (1)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 1, name: POLL_TITLE })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Lisbon: 1' })).toBeVisible();
  // Beside the panel, not under it: the stage and the controls end where the panel starts.
  const panelLeft = (await panel.boundingBox())!.x;
  await expect.poll(() => rightEdge(page.getByRole('main'))).toBeLessThanOrEqual(panelLeft);
  await expect.poll(() => rightEdge(page.getByRole('navigation', { name: 'Presentation controls' }))).toBeLessThanOrEqual(panelLeft);
  await expect(presenterQuestion(page, QUESTION)).toContainText('Ada');
  await page.mouse.move(10, 10);
  await page.screenshot({ path: `${screenshotDir}qna-all-presenter-pending.png`, animations: 'disabled' });
  await expectAccessible(page, 'presenting: poll on stage, Q&A panel with a pending question');
  await presenterQuestion(page, QUESTION).getByRole('button', { name: 'Approve' }).click();
  await expect(panel.getByRole('button', { name: 'Pending (0)' })).toBeVisible();
  await panel.getByRole('button', { name: 'Live (1)' }).click();

  // Approved: Ada's question stops waiting, Grace sees it and upvotes it.
  await expect(question(ada.page, QUESTION)).not.toContainText('Waiting for approval');
  const onGrace = question(grace.page, QUESTION);
  await onGrace.getByRole('button', { name: `Upvote “${QUESTION}” (0)` }).click();
  await expect(onGrace.getByRole('button', { name: `Take back your upvote on “${QUESTION}” (1)` })).toHaveAttribute('aria-pressed', 'true');
  await expect(presenterQuestion(page, QUESTION)).toContainText('1 upvote');
  // Ada sees the vote on her own question, and cannot vote on it herself.
  await expect(question(ada.page, QUESTION).getByRole('button')).toBeDisabled();
  await expect(question(ada.page, QUESTION).getByRole('button')).toContainText('1');
  await grace.page.screenshot({ path: `${screenshotDir}qna-all-phone-upvoted.png`, fullPage: true, animations: 'disabled' });
  await expectAccessible(grace.page, 'audience: poll with the Q&A beside it open, an upvoted question');

  // Marked answered from the panel: both phones say so, and the presenter finds it under Answered.
  await presenterQuestion(page, QUESTION).getByRole('button', { name: 'Mark answered' }).click();
  for (const person of [ada, grace]) await expect(question(person.page, QUESTION)).toContainText('Answered');
  await panel.getByRole('button', { name: 'Answered (1)' }).click();
  await expect(presenterQuestion(page, QUESTION).getByRole('button', { name: 'Not answered' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: POLL_TITLE })).toBeVisible();
  await page.mouse.move(10, 10);
  await page.screenshot({ path: `${screenshotDir}qna-all-presenter-answered.png`, animations: 'disabled' });
  await expectAccessible(page, 'presenting: poll on stage, Q&A panel with an answered question');
  await ada.page.screenshot({ path: `${screenshotDir}qna-all-phone-answered.png`, fullPage: true, animations: 'disabled' });

  // On the next slide, a text slide, the questions are still offered, with the same list.
  await clickPresentingControl(page, 'Next slide');
  await expect(page.getByRole('heading', { level: 1, name: TEXT_TITLE })).toBeVisible();
  await expect(grace.page.getByRole('heading', { level: 1, name: TEXT_TITLE })).toBeVisible();
  await expect(question(grace.page, QUESTION)).toContainText('Answered');
  await grace.page.getByLabel('Your question').fill('Can partners come along?');
  await grace.page.getByRole('button', { name: 'Send question' }).click();
  await expect(question(grace.page, 'Can partners come along?')).toContainText('Waiting for approval');
  await panel.getByRole('button', { name: 'Pending (1)' }).click();
  await expect(presenterQuestion(page, 'Can partners come along?')).toContainText('Grace');
  await grace.page.screenshot({ path: `${screenshotDir}qna-all-phone-text-slide.png`, fullPage: true, animations: 'disabled' });
  await expectAccessible(grace.page, 'audience: text slide with the Q&A beside it open');

  for (const person of [ada, grace]) {
    expect(person.errors).toEqual([]);
    await person.context.close();
  }
  expect(presenterErrors).toEqual([]);
});
