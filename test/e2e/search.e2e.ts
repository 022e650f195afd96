import { expect, test } from '@playwright/test';
import { collectPageErrors, createPresentationThroughApi, registerThroughApi, screenshotDir, signInPage } from './support/app.js';
import { expectAccessible } from './support/accessibility.js';

test('a presenter finds decks by title and by slide text from My presentations, with the keyboard, and opens a slide', async ({ page, request }) => {
  const errors = collectPageErrors(page);
  const owner = await registerThroughApi(request);
  const auth = { Authorization: `Bearer ${owner.token}` };
  await createPresentationThroughApi(request, owner.token, 'Crème brûlée workshop');
  const geology = await createPresentationThroughApi(request, owner.token, 'Geology');
  await request.post('/api/slide/create/', { headers: auth, data: { presentationId: geology, type: 'poll', fields: { title: 'Rivers of Europe' } } });
  const slide = await request.post('/api/slide/create/', { headers: auth, data: { presentationId: geology, type: 'poll', fields: { title: 'Which volcano erupted in 2010?' } } });
  expect(slide.status()).toBe(201);
  const slideId = ((await slide.json()) as { id: string }).id;
  // Another presenter's deck with the same words is never among the results.
  const other = await registerThroughApi(request);
  await createPresentationThroughApi(request, other.token, 'Volcano crème brûlée');

  await signInPage(page, owner);
  await page.goto('/apps/presentations');
  const box = page.getByRole('searchbox', { name: 'Search presentations and slides' });
  await box.focus();
  await page.keyboard.type('CREME BRULEE');
  await page.keyboard.press('Enter');
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(page.getByRole('status').filter({ hasText: '1 result for “CREME BRULEE”' })).toBeVisible();
  await expect(results.getByRole('link')).toHaveCount(1);
  await expect(results.getByRole('link', { name: /Crème brûlée workshop/ })).toBeVisible();
  await expectAccessible(page, 'presentations: search results');

  await page.keyboard.press('Escape');
  await expect(box).toHaveValue('');
  await expect(results).toHaveCount(0);

  await page.keyboard.type('volcano');
  await page.keyboard.press('Enter');
  const slideHit = results.getByRole('link', { name: /Which volcano erupted in 2010\? Slide 2 in Geology/ });
  await expect(slideHit).toBeVisible();
  await expect(results.getByRole('link')).toHaveCount(1);
  await page.screenshot({ path: `${screenshotDir}search-results.png`, fullPage: true });

  // From the box: the Search and Clear buttons, then the first result.
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('Tab');
  await expect(slideHit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/presentation/${geology}\\?slide=${slideId}$`));
  await expect(page.getByRole('textbox', { name: 'Question', exact: true })).toHaveValue('Which volcano erupted in 2010?');
  expect(errors).toEqual([]);
});
