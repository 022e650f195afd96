import { expect, test } from '@playwright/test';
import { linkIn, startSmtpTestServer, type SmtpTestServer } from '../support/smtp-test-server.js';
import { expectAccessible } from './support/accessibility.js';
import { e2eSmtpPort } from './support/e2e-mail.js';
import { collectPageErrors, createPresentationThroughApi, newPresenter, registerThroughApi, screenshotDir, signInPage } from './support/app.js';

// One SMTP server on the e2e server's mail port: tests that read mail share it, one at a time.
test.describe.configure({ mode: 'serial' });

let smtp: SmtpTestServer;
test.beforeAll(async () => {
  smtp = await startSmtpTestServer(e2eSmtpPort(Number(process.env.E2E_PORT ?? 3100)));
});
test.afterAll(async () => {
  await smtp?.close();
});

test('an owner invites by email to edit; the invitee claims the emailed link and edits; a stranger asks for access; the owner is notified live', async ({ page, browser, request, baseURL }) => {
  const errors = collectPageErrors(page);
  const owner = await registerThroughApi(request);
  const editor = await registerThroughApi(request, { ...newPresenter(), firstName: 'Ada', lastName: 'Lovelace' });
  const stranger = await registerThroughApi(request, { ...newPresenter(), firstName: 'Alan', lastName: 'Turing' });
  const presentationId = await createPresentationThroughApi(request, owner.token, 'Team offsite');
  const slide = await request.post('/api/slide/create/', { data: { presentationId, type: 'poll' }, headers: { Authorization: `Bearer ${owner.token}` } });
  expect(slide.status()).toBe(201);

  // The owner opens the Share dialog in the editor and invites by email.
  await signInPage(page, owner);
  await page.goto(`/presentation/${presentationId}`);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share “Team offsite”' });
  await expect(dialog.getByText('Your role: Owner')).toBeVisible();
  await dialog.getByLabel('Email addresses').fill(editor.presenter.email);
  await dialog.getByRole('combobox', { name: 'Role', exact: true }).selectOption('editor');
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog.getByText('People with access (1 of 100)')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: `Role of ${editor.presenter.email}` })).toHaveValue('editor');
  await expectAccessible(page, 'share dialog');
  await page.screenshot({ path: `${screenshotDir}sharing-dialog.png`, animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The owner waits on the presentations list, whose top bar counts notifications.
  await page.goto('/apps/presentations');
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // The invitee follows the emailed link in their own browser, accepts, and edits the deck.
  const mail = await smtp.nextMailTo(editor.presenter.email);
  expect(mail.subject).toBe(`${owner.presenter.firstName} ${owner.presenter.lastName} invited you to edit "Team offsite" on LiveSlides`);
  const link = linkIn(mail, `${baseURL}/apps/presentations/${presentationId}/invitations/`);
  const editorContext = await browser.newContext();
  const editorPage = await editorContext.newPage();
  const editorErrors = collectPageErrors(editorPage);
  await signInPage(editorPage, editor);
  await editorPage.goto(link);
  await expect(editorPage.getByText('You were invited to “Team offsite” (role: Editor).')).toBeVisible();
  await expectAccessible(editorPage, 'invitation to a presentation');
  await editorPage.screenshot({ path: `${screenshotDir}sharing-invitation.png`, animations: 'disabled' });
  await editorPage.getByRole('button', { name: 'Accept and open' }).click();
  await expect(editorPage).toHaveURL(new RegExp(`/presentation/${presentationId}$`));
  // An editor edits; running it live and renaming it stay the owner's (README), so neither control shows.
  await expect(editorPage.getByRole('button', { name: 'Undo' })).toBeVisible();
  await expect(editorPage.getByRole('link', { name: 'Present' })).toHaveCount(0);
  await expect(editorPage.getByRole('textbox', { name: 'Presentation name' })).not.toBeEditable();
  await editorPage.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(editorPage.getByRole('dialog').getByText('Your role: Editor')).toBeVisible();
  await editorPage.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // The owner hears of it without reloading.
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

  // Shared with me lists the deck for the invitee.
  await editorPage.goto('/apps/shared-presentations');
  await expect(editorPage.getByRole('link', { name: 'Team offsite' })).toBeVisible();
  await expectAccessible(editorPage, 'shared with me');
  await editorPage.screenshot({ path: `${screenshotDir}sharing-shared-with-me.png`, animations: 'disabled' });

  // A stranger with the deck's address may not open it, and asks for access.
  const strangerContext = await browser.newContext();
  const strangerPage = await strangerContext.newPage();
  await signInPage(strangerPage, stranger);
  await strangerPage.goto(`/presentation/${presentationId}`);
  await strangerPage.getByRole('button', { name: 'Ask to edit' }).click();
  await expect(strangerPage.getByText('Your request was sent.')).toBeVisible();
  await expectAccessible(strangerPage, 'request access');

  // The owner opens the notifications: the request links to the deck's Share dialog.
  await page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
  const panel = page.getByRole('region', { name: 'Your notifications' });
  await expect(panel.getByText(`${editor.presenter.email} accepted your invitation to “Team offsite”.`)).toBeVisible();
  await expectAccessible(page, 'notifications panel');
  await page.screenshot({ path: `${screenshotDir}sharing-notifications.png`, animations: 'disabled' });
  await panel.getByRole('button', { name: new RegExp(`${stranger.presenter.email.replace(/[.+]/g, '\\$&')} asks for access to “Team offsite”`) }).click();
  await expect(page).toHaveURL(new RegExp(`/presentation/${presentationId}\\?share=open$`));
  const share = page.getByRole('dialog', { name: 'Share “Team offsite”' });
  await share.getByLabel('Email addresses').fill(stranger.presenter.email);
  await share.getByRole('combobox', { name: 'Role', exact: true }).selectOption('viewer');
  await share.getByRole('button', { name: 'Invite' }).click();
  await expect(share.getByText('People with access (2 of 100)')).toBeVisible();
  await page.goto('/apps/presentations');
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();

  await editorContext.close();
  await strangerContext.close();
  expect(errors).toEqual([]);
  expect(editorErrors).toEqual([]);
});
