import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.js';
import { joinOverSocket } from './support/audience-socket.js';
import { collectPageErrors, createPresentationThroughApi, registerThroughApi, screenshotDir, signInPage } from './support/app.js';
import { buildDeck, joinByLink } from './support/live-deck.js';

test('Home shows the audience’s private feedback (a rating of 2 left out) and each recent deck’s first slide (issue 28)', async ({ page, browser, request, baseURL }) => {
  const errors = collectPageErrors(page);
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, 'Town hall');
  const deck = await buildDeck(request, session.token, presentationId, [{ type: 'poll', title: 'Soup or salad?', options: ['Soup', 'Salad'] }]);
  const auth = { Authorization: `Bearer ${session.token}` };
  expect((await request.put(`/api/presentation/update-next-slide/${presentationId}`, { data: { activeSlide: deck.slides[0]!.id }, headers: auth })).status()).toBe(200);

  const sockets = await Promise.all(['Grace', 'Linus'].map((name) => joinOverSocket(request, baseURL!, deck.accessCode, name)));
  const phone = await joinByLink(browser, deck.accessCode, 'Mei');
  try {
    expect((await request.post(`/api/presentation/${presentationId}/stop-presenting`, { headers: auth })).status()).toBe(200);
    expect(await sockets[0]!.emitWithAck('feedback:submit', { rating: 5, comment: 'Clear and short' })).toMatchObject({ ok: true });
    expect(await sockets[1]!.emitWithAck('feedback:submit', { rating: 2, comment: 'Too long' })).toMatchObject({ ok: true });
    await phone.page.getByRole('radio', { name: '4 stars' }).check();
    await phone.page.getByLabel('Anything to add? (optional)').fill('Good pace');
    await phone.page.getByRole('button', { name: 'Send rating' }).click();
    await expect(phone.page.getByRole('status').filter({ hasText: 'Thank you: the presenter will see your rating.' })).toBeVisible();
    expect(phone.errors).toEqual([]);
  } finally {
    await phone.context.close();
    for (const socket of sockets) socket.disconnect();
  }

  await signInPage(page, session);
  await page.goto('/apps/home');
  const feedbacks = page.getByRole('region', { name: 'What your audience said' });
  await expect(feedbacks.getByRole('listitem')).toHaveCount(2);
  await expect(feedbacks).toContainText('Clear and short');
  await expect(feedbacks).toContainText('Rated 5 out of 5');
  await expect(feedbacks).toContainText('Good pace');
  await expect(feedbacks).toContainText('Rated 4 out of 5');
  await expect(feedbacks).not.toContainText('Too long');

  const recent = page.getByRole('region', { name: 'Recent presentations' });
  const thumbnail = recent.getByRole('listitem').filter({ hasText: 'Town hall' }).getByTestId('presentation-thumbnail');
  // Home lists recent decks below the fold; a thumbnail is drawn as its card comes near the screen.
  await thumbnail.scrollIntoViewIfNeeded();
  await expect(thumbnail).toHaveAttribute('data-drawn', 'ready');
  await expect(thumbnail.locator('[data-renderer="stage"]')).toHaveAttribute('data-slide-type', 'poll');
  await expect(thumbnail).toContainText('Soup or salad?');
  await expectAccessible(page, 'home with feedbacks and thumbnails');
  // From the top, so the fixed top bar sits where a person sees it in the full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${screenshotDir}i28-home-feedbacks-thumbnails.png`, fullPage: true, animations: 'disabled' });

  await feedbacks.getByRole('link', { name: 'Town hall' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/apps/report/${presentationId}$`));
  expect(errors).toEqual([]);
});
