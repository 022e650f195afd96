import { expect, test } from '@playwright/test';
import { linkIn, startSmtpTestServer, type SmtpTestServer } from '../support/smtp-test-server.js';
import { expectAccessible } from './support/accessibility.js';
import { e2eSmtpPort } from './support/e2e-mail.js';
import { collectPageErrors, newPresenter, registerThroughApi, screenshotDir, signInPage } from './support/app.js';

// One SMTP server on the e2e server's mail port: tests that read mail share it, one at a time.
test.describe.configure({ mode: 'serial' });

let smtp: SmtpTestServer;
test.beforeAll(async () => {
  smtp = await startSmtpTestServer(e2eSmtpPort(Number(process.env.E2E_PORT ?? 3100)));
});
test.afterAll(async () => {
  await smtp?.close();
});

test('an owner creates a team and invites by email; the invitee opens the emailed link and joins; the owner makes them admin, then removes them', async ({ page, browser, request, baseURL }) => {
  const errors = collectPageErrors(page);
  const owner = await registerThroughApi(request);
  const invitee = await registerThroughApi(request, { ...newPresenter(), firstName: 'Ada', lastName: 'Lovelace' });
  await signInPage(page, owner);

  // Personal mode: the workspace goes to Presentations; the Team page offers to create a team.
  await page.goto('/apps/team/workspace');
  await expect(page).toHaveURL(/\/apps\/presentations$/);
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Create a team' })).toBeVisible();
  await expectAccessible(page, 'team members: no team yet');
  await page.getByLabel('Team name').fill('Stage crew');
  await page.getByLabel('Licences (2 to 30)').fill('3');
  await page.getByLabel('Licences (2 to 30)').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Members of Stage crew' })).toBeVisible();
  await expect(page.getByText('1 of 3 licences used')).toBeVisible();

  // Invite with the keyboard alone.
  await page.getByLabel('Email address').focus();
  await page.keyboard.type(invitee.presenter.email);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: `Cancel invitation to ${invitee.presenter.email}` })).toBeVisible();
  await expectAccessible(page, 'team members');
  await page.screenshot({ path: `${screenshotDir}team-members-invited.png`, animations: 'disabled' });

  const mail = await smtp.nextMailTo(invitee.presenter.email);
  expect(mail.subject).toBe(`${owner.presenter.firstName} ${owner.presenter.lastName} invited you to join Stage crew on LiveSlides`);
  const link = linkIn(mail, `${baseURL}/apps/team/invitations/`);

  // The invitee, signed in with the invited address in their own browser, opens the link and accepts.
  const inviteeContext = await browser.newContext();
  const inviteePage = await inviteeContext.newPage();
  const inviteeErrors = collectPageErrors(inviteePage);
  await signInPage(inviteePage, invitee);
  await inviteePage.goto(link);
  await expect(inviteePage.getByText('You are invited to join the team Stage crew.')).toBeVisible();
  await expectAccessible(inviteePage, 'team invitation');
  await inviteePage.screenshot({ path: `${screenshotDir}team-invitation.png`, animations: 'disabled' });
  await inviteePage.getByRole('button', { name: 'Accept and join' }).click();
  await expect(inviteePage).toHaveURL(/\/apps\/team\/members$/);
  await expect(inviteePage.getByRole('heading', { level: 1, name: 'Members of Stage crew' })).toBeVisible();
  await expect(inviteePage.getByRole('button', { name: 'Leave team' })).toBeVisible();
  await inviteePage.goto('/apps/team/workspace');
  await expect(inviteePage.getByText('You are a member of Stage crew (role: Member), a team of 2 members.')).toBeVisible();
  await expectAccessible(inviteePage, 'team workspace');

  // The owner sees them, makes them admin and then removes them, from the keyboard.
  await page.reload();
  const inviteeName = `${invitee.presenter.firstName} ${invitee.presenter.lastName}`;
  const role = page.getByRole('combobox', { name: `Role of ${inviteeName}` });
  await role.focus();
  await role.selectOption('admin');
  await expect(page.getByText(`New role of ${inviteeName}: Admin`)).toBeVisible();
  await expect(page.getByText('2 of 3 licences used')).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}team-members-joined.png`, animations: 'disabled' });
  // Reflow at 320 CSS px: the page never scrolls sideways (the members table scrolls in its own region).
  const wide = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height: 640 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await page.screenshot({ path: `${screenshotDir}team-members-320px.png`, fullPage: true, animations: 'disabled' });
  await page.setViewportSize(wide);
  // The owner lowers the licences to the members: 1 is refused with the field's message, 2 is taken.
  const licenses = page.getByLabel('Licences (2 to 30)');
  await licenses.fill('1');
  await licenses.press('Enter');
  await expect(page.getByText('The licence quantity must be between 2 and 30')).toBeVisible();
  await licenses.fill('2');
  await licenses.press('Enter');
  await expect(page.getByText('2 of 2 licences used')).toBeVisible();
  await page.getByRole('button', { name: `Remove ${inviteeName}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: `Remove ${inviteeName} from the team?` });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('rowheader', { name: inviteeName })).toHaveCount(0);
  await expect(page.getByText('1 of 2 licences used')).toBeVisible();

  // The refused licence quantity answered 400 on purpose; the browser logs that, and nothing else may go wrong.
  expect(errors).toEqual(['console: Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  expect(inviteeErrors).toEqual([]);
  await inviteeContext.close();
});

test('someone without an account opens the emailed link, registers with the invited address, arrives at the invitation and declines it', async ({ page, request, baseURL }) => {
  const errors = collectPageErrors(page);
  const owner = await registerThroughApi(request);
  const auth = { Authorization: `Bearer ${owner.token}` };
  expect((await request.post('/api/accounts', { data: { name: 'Night shift' }, headers: auth })).status()).toBe(201);
  const newcomer = newPresenter();
  expect((await request.post('/api/invitations', { data: { emails: [newcomer.email] }, headers: auth })).status()).toBe(201);
  const link = linkIn(await smtp.nextMailTo(newcomer.email), `${baseURL}/apps/team/invitations/`);

  await page.goto(link);
  await expect(page).toHaveURL(/\/pages\/login\?redirect=%2Fapps%2Fteam%2Finvitations%2F/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill(newcomer.firstName);
  await page.getByLabel('Last name').fill(newcomer.lastName);
  await page.getByLabel('Email').fill(newcomer.email);
  await page.getByLabel('Password').fill(newcomer.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(new RegExp(`${new URL(link).pathname}$`));
  await expect(page.getByText('You are invited to join the team Night shift.')).toBeVisible();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('main').getByText('You declined this invitation.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept and join' })).toHaveCount(0);
  await expectAccessible(page, 'team invitation: declined');

  // Still in personal mode: the team page offers to create a team.
  await page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Create a team' })).toBeVisible();
  expect(errors).toEqual([]);
});
