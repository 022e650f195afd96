import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.js';
import { collectPageErrors, createPresentationThroughApi, registerThroughApi, screenshotDir, signInPage } from './support/app.js';
import { buildDeck } from './support/live-deck.js';

test('My Presentations draws each deck’s first slide as its thumbnail, and an empty frame for a deck without slides (issue 26)', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const session = await registerThroughApi(request);
  const withSlides = await createPresentationThroughApi(request, session.token, 'Team lunch');
  await buildDeck(request, session.token, withSlides, [
    { type: 'poll', title: 'Soup or salad?', options: ['Soup', 'Salad'] },
    { type: 'wordCloud', title: 'One word for the menu' },
  ]);
  await createPresentationThroughApi(request, session.token, 'Nothing yet');
  await signInPage(page, session);
  await page.goto('/apps/presentations');

  const lunch = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Team lunch', exact: true }) }).getByTestId('presentation-thumbnail');
  await expect(lunch).toHaveAttribute('data-drawn', 'ready');
  await expect(lunch.locator('[data-renderer="stage"]')).toHaveAttribute('data-slide-type', 'poll');
  await expect(lunch).toContainText('Soup or salad?');
  const empty = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Nothing yet', exact: true }) }).getByTestId('presentation-thumbnail');
  await expect(empty.locator('.presentation-thumbnail__empty')).toHaveCount(1);
  await expectAccessible(page, 'my presentations with thumbnails');
  await page.screenshot({ path: `${screenshotDir}i26-thumbnails-presentation-list.png`, animations: 'disabled' });
  expect(errors).toEqual([]);
});
