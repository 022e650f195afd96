import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.js';
import { collectPageErrors, createPresentationThroughApi, newPresenter, registerThroughApi, screenshotDir, signInPage } from './support/app.js';

/** Issue 24: an owner shares a personal folder by email; the colleague finds it in Shared with me, opens the deck in it, then leaves. */
test('a folder shared with a colleague appears in their Shared with me; they open the deck inside and leave', async ({ page, browser }) => {
  const errors = collectPageErrors(page);
  const owner = await registerThroughApi(page.request);
  const colleague = await registerThroughApi(page.request, { ...newPresenter(), firstName: 'Katherine', lastName: 'Johnson' });
  const auth = { Authorization: `Bearer ${owner.token}` };
  const folder = (await (await page.request.post('/api/folder', { data: { folderName: 'Orbit reviews' }, headers: auth })).json()) as { folder: { folderId: string } };
  const deckId = await createPresentationThroughApi(page.request, owner.token, 'Trajectory check');
  const ownerId = (owner.user as { id: string }).id;
  expect((await page.request.post(`/api/account-folder/${ownerId}/presentation/move-to-folder`, { data: { folderId: folder.folder.folderId, presentationIds: [deckId] }, headers: auth })).status()).toBe(200);

  // The owner shares the folder from its page.
  await signInPage(page, owner);
  await page.goto(`/apps/presentations/folders/${folder.folder.folderId}`);
  await expect(page.getByText('This folder is not shared with anyone.')).toBeVisible();
  await page.getByLabel('Email of a presenter to share with').fill(colleague.presenter.email);
  await page.getByLabel('Role').selectOption('viewer');
  await page.getByRole('button', { name: 'Share folder' }).click();
  await expect(page.getByRole('button', { name: `Stop sharing with ${colleague.presenter.email}` })).toBeVisible();
  await expectAccessible(page, 'folder: shared with a colleague');
  await page.screenshot({ path: `${screenshotDir}folder-shared-owner.png`, animations: 'disabled' });

  // The colleague finds it under Shared with me and opens the deck.
  const context = await browser.newContext();
  const other = await context.newPage();
  const otherErrors = collectPageErrors(other);
  await signInPage(other, colleague);
  await other.goto('/apps/home');
  await other.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Shared with me' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Shared with me' })).toBeVisible();
  await expect(other.getByText('Your role: Viewer')).toBeVisible();
  await expectAccessible(other, 'shared with me');
  await other.getByRole('link', { name: 'Orbit reviews' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Orbit reviews' })).toBeVisible();
  await expectAccessible(other, 'shared folder');
  await other.screenshot({ path: `${screenshotDir}folder-shared-colleague.png`, animations: 'disabled' });
  await other.getByRole('link', { name: 'Trajectory check' }).click();
  await expect(other).toHaveURL(new RegExp(`/presentation/${deckId}$`));
  await expect(other.getByText('You can view this presentation only.')).toBeVisible();

  // Leaving gives the folder back.
  await other.goto('/apps/shared-presentations');
  await other.getByRole('button', { name: 'Leave Orbit reviews' }).click();
  await expect(other.getByText('Nobody has shared a folder with you yet.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('This folder is not shared with anyone.')).toBeVisible();

  expect(errors).toEqual([]);
  expect(otherErrors).toEqual([]);
  await context.close();
});
