import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.js';
import { collectPageErrors, createPresentationThroughApi, registerThroughApi, screenshotDir, signInPage } from './support/app.js';

/**
 * Issue 24 "share a copy": the owner creates a copy link in the Share dialog; the link (read from the screen) opens the
 * public share page without login, not indexed; a signed-in person copies the deck to their account and edits their copy.
 */
test('an owner shares a copy link; anyone previews the deck; a second presenter copies it to their account', async ({ page, browser, request }) => {
  const errors = collectPageErrors(page);
  const owner = await registerThroughApi(request);
  const copier = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, owner.token, 'Pub quiz night');
  const auth = { Authorization: `Bearer ${owner.token}` };
  expect((await request.post('/api/slide/create/', { data: { presentationId, type: 'poll', fields: { title: 'Favourite fruit?' } }, headers: auth })).status()).toBe(201);
  expect((await request.post('/api/slide/create/', { data: { presentationId, type: 'textSlide', fields: { title: 'Thanks for playing' } }, headers: auth })).status()).toBe(201);

  // The owner opens Share in the editor and creates the copy link.
  await signInPage(page, owner);
  await page.goto(`/presentation/${presentationId}`);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share “Pub quiz night”' });
  await dialog.getByRole('button', { name: 'Create a copy link' }).click();
  const linkField = dialog.getByRole('textbox', { name: 'Copy link' });
  await expect(linkField).toHaveValue(/\/share\/[a-z0-9]{10}$/);
  await expect(dialog.getByText('Copied 0 times')).toBeVisible();
  await expectAccessible(page, 'share dialog with a copy link');
  await page.screenshot({ path: `${screenshotDir}share-copy-dialog.png`, animations: 'disabled' });
  const link = await linkField.inputValue();

  // Someone without an account opens the link: a read-only preview, not indexed, that asks them to sign in to copy.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const visitorErrors = collectPageErrors(visitor);
  const response = await visitor.goto(link);
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Pub quiz night' })).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(visitor.getByText('A presentation of 2 slides, shared for you to copy.')).toBeVisible();
  await expect(visitor.getByText('Slide 1: Favourite fruit?')).toBeVisible();
  await expect(visitor.getByText('Slide 2: Thanks for playing')).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Sign in to copy it to your account' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Copy to my account' })).toHaveCount(0);
  await expectAccessible(visitor, 'share page');
  await visitor.screenshot({ path: `${screenshotDir}share-copy-page.png`, animations: 'disabled', fullPage: true });
  expect(visitorErrors).toEqual([]);
  await visitorContext.close();

  // A signed-in presenter copies it and lands in the editor of their own copy.
  const copierContext = await browser.newContext();
  const copierPage = await copierContext.newPage();
  const copierErrors = collectPageErrors(copierPage);
  await signInPage(copierPage, copier);
  await copierPage.goto(link);
  await copierPage.getByRole('button', { name: 'Copy to my account' }).click();
  await expect(copierPage).toHaveURL(/\/presentation\/[0-9a-f-]{36}$/);
  const copyId = new URL(copierPage.url()).pathname.split('/').at(-1)!;
  expect(copyId).not.toBe(presentationId);
  await expect(copierPage.getByText('The copy is in your presentations.')).toBeVisible();
  await expect(copierPage.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
  await copierPage.screenshot({ path: `${screenshotDir}share-copy-editor.png`, animations: 'disabled' });
  const copy = (await (await request.get(`/api/presentation/${copyId}`, { headers: { Authorization: `Bearer ${copier.token}` } })).json()) as { userId: string; slides: { title: string }[] };
  expect(copy.userId).toBe((copier.user as { id: string }).id);
  expect(copy.slides.map((slide) => slide.title)).toEqual(['Favourite fruit?', 'Thanks for playing']);
  expect(copierErrors).toEqual([]);
  await copierContext.close();

  // The owner's dialog counts the copy.
  await page.reload();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Share “Pub quiz night”' }).getByText('Copied 1 time')).toBeVisible();
  expect(errors).toEqual([]);
});
