import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility.js';
import { collectPageErrors, createPresentationThroughApi, newPresenter, registerThroughApi, screenshotDir, signInPage } from './support/app.js';

/**
 * Issue 24 / spec doc 1 §4 "Editor take-over": two editors on one deck; one takes it over and the other's editor says
 * who holds it, live, with no editing control left; the other takes it back; handing it back lets both edit again.
 */
test('an editor takes a deck over while its owner watches; the owner takes it back and hands it back', async ({ browser, request }) => {
  const owner = await registerThroughApi(request, { ...newPresenter(), firstName: 'Olive', lastName: 'Owner' });
  const editor = await registerThroughApi(request, { ...newPresenter(), firstName: 'Eddie', lastName: 'Editor' });
  const presentationId = await createPresentationThroughApi(request, owner.token, 'Quarterly review');
  const ownerAuth = { Authorization: `Bearer ${owner.token}` };
  expect((await request.post('/api/slide/create/', { data: { presentationId, type: 'poll', fields: { title: 'Priorities?' } }, headers: ownerAuth })).status()).toBe(201);
  const invited = (await (await request.post(`/api/presentation/${presentationId}/collaborators`, { data: { emails: [editor.presenter.email], role: 'editor' }, headers: ownerAuth })).json()) as {
    collaborators: { invitationId: string }[];
  };
  const claim = await request.post(`/api/presentation/${presentationId}/invitations/${invited.collaborators[0]!.invitationId}/claim`, { headers: { Authorization: `Bearer ${editor.token}` } });
  expect(claim.status()).toBe(200);

  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  const ownerErrors = collectPageErrors(ownerPage);
  await signInPage(ownerPage, owner);
  await ownerPage.goto(`/presentation/${presentationId}`);
  const editorContext = await browser.newContext();
  const editorPage = await editorContext.newPage();
  const editorErrors = collectPageErrors(editorPage);
  await signInPage(editorPage, editor);
  await editorPage.goto(`/presentation/${presentationId}`);

  // Both edit; each is offered the take-over because the other is editing too.
  const offer = 'Others are editing this presentation too. Take it over to edit it alone.';
  await expect(ownerPage.getByText(offer)).toBeVisible();
  await expect(editorPage.getByText(offer)).toBeVisible();
  await expect(ownerPage.getByRole('button', { name: 'Add slide', exact: true }).first()).toBeVisible();

  // The editor takes over: the owner's editor says so without a reload, and offers no editing control.
  await editorPage.getByRole('button', { name: 'Take over' }).click();
  await expect(editorPage.getByText('You have taken over this presentation: nobody else can edit it until you hand it back.')).toBeVisible();
  await expect(ownerPage.getByText('Eddie Editor has taken over this presentation: only they can edit it until they hand it back.')).toBeVisible();
  await expect(ownerPage.getByRole('button', { name: 'Add slide', exact: true })).toHaveCount(0);
  await expect(editorPage.getByRole('button', { name: 'Add slide', exact: true }).first()).toBeVisible();
  await expectAccessible(ownerPage, 'editor taken over by someone else');
  await ownerPage.screenshot({ path: `${screenshotDir}take-over-owner-sees-editor.png`, animations: 'disabled' });
  await editorPage.screenshot({ path: `${screenshotDir}take-over-editor-holds.png`, animations: 'disabled' });
  // The server refuses the owner's edit meanwhile.
  const slideId = ((await (await request.get(`/api/presentation/${presentationId}`, { headers: ownerAuth })).json()) as { slides: { id: string }[] }).slides[0]!.id;
  expect((await request.patch(`/api/slide/${slideId}`, { data: { title: 'Owner while taken over' }, headers: ownerAuth })).status()).toBe(403);

  // The owner takes it back: now the editor is the one told.
  await ownerPage.getByRole('button', { name: 'Take over' }).click();
  await expect(editorPage.getByText('Olive Owner has taken over this presentation: only they can edit it until they hand it back.')).toBeVisible();
  await expect(editorPage.getByRole('button', { name: 'Add slide', exact: true })).toHaveCount(0);
  await expect(ownerPage.getByRole('button', { name: 'Add slide', exact: true }).first()).toBeVisible();

  // Handed back, both edit again.
  await ownerPage.getByRole('button', { name: 'Hand back' }).click();
  await expect(editorPage.getByText(offer)).toBeVisible();
  await expect(editorPage.getByRole('button', { name: 'Add slide', exact: true }).first()).toBeVisible();
  expect((await request.patch(`/api/slide/${slideId}`, { data: { title: 'Owner after the hand-back' }, headers: ownerAuth })).status()).toBe(200);

  expect(ownerErrors).toEqual([]);
  expect(editorErrors).toEqual([]);
  await ownerContext.close();
  await editorContext.close();
});
