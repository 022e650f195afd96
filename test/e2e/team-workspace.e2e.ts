import { expect, test, type Page } from '@playwright/test';
import { linkIn, startSmtpTestServer, type SmtpTestServer } from '../support/smtp-test-server.js';
import { expectAccessible } from './support/accessibility.js';
import { e2eSmtpPort } from './support/e2e-mail.js';
import { collectPageErrors, newPresenter, registerThroughApi, screenshotDir, signInPage } from './support/app.js';

/**
 * Issue 24: team working mode and the team workspace's folders. The owner's invitation email reaches this test's
 * SMTP server; the invitee accepts it in their own browser, finds the team's folder, opens the deck filed in it and
 * edits it while the owner watches the changes arrive in their editor; then presents it.
 */
test.describe.configure({ mode: 'serial' });

let smtp: SmtpTestServer;
test.beforeAll(async () => {
  smtp = await startSmtpTestServer(e2eSmtpPort(Number(process.env.E2E_PORT ?? 3100)));
});
test.afterAll(async () => {
  await smtp?.close();
});

const saved = (page: Page) => expect(page.locator('.save-state')).toHaveText('All changes saved');
const slideItems = (page: Page) => page.getByRole('navigation', { name: 'Slides' }).locator('.slide-list__item');
const questionField = (page: Page) => page.getByRole('textbox', { name: 'Question', exact: true });
const heads = (page: Page) => page.getByRole('list', { name: 'Also editing now' }).getByRole('listitem');

test('an invited member accepts the emailed invitation, finds the team folder, opens the deck filed in it, edits it live while the owner watches, and presents it', async ({ page, browser, baseURL }) => {
  const errors = collectPageErrors(page);
  const owner = await registerThroughApi(page.request);
  const invitee = await registerThroughApi(page.request, { ...newPresenter(), firstName: 'Grace', lastName: 'Hopper' });
  await signInPage(page, owner);

  // The owner starts a team (which puts them in team mode) and invites by email.
  await page.goto('/apps/team/members');
  await page.getByLabel('Team name').fill('Launch crew');
  await page.getByLabel('Licences (2 to 30)').fill('3');
  await page.getByLabel('Licences (2 to 30)').press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Members of Launch crew' })).toBeVisible();
  await expect(page.getByText('You work in team mode.')).toBeVisible();
  await page.getByLabel('Email address').fill(invitee.presenter.email);
  await page.getByLabel('Email address').press('Enter');
  await expect(page.getByRole('button', { name: `Cancel invitation to ${invitee.presenter.email}` })).toBeVisible();

  // In the team workspace: a folder, then a team presentation with one poll.
  await page.goto('/apps/team/workspace');
  await expect(page.getByText('No folders yet.')).toBeVisible();
  await page.getByLabel('New folder name').fill('Launch plans');
  await page.getByRole('button', { name: 'Create folder' }).click();
  await expect(page.getByRole('link', { name: 'Launch plans' })).toBeVisible();
  await page.getByRole('button', { name: 'New team presentation' }).click();
  await expect(page).toHaveURL(/\/presentation\/[0-9a-f-]+\?new=true$/);
  const presentationId = new URL(page.url()).pathname.split('/').at(-1)!;
  await page.getByRole('dialog', { name: 'Add a slide' }).getByRole('button', { name: /^Poll/ }).click();
  await saved(page);
  const question = page.getByRole('textbox', { name: 'Question', exact: true });
  await question.fill('Which launch date works?');
  await question.blur();
  await saved(page);
  const token = owner.token;
  const deck = (await (await page.request.get(`/api/presentation/${presentationId}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { name: string };

  // File it in the folder from the workspace.
  await page.goto('/apps/team/workspace');
  await page.getByLabel(`Move ${deck.name} to folder`).selectOption({ label: 'Launch plans' });
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText('No presentations here yet.')).toBeVisible();
  await expectAccessible(page, 'team workspace: folders and presentations');
  await page.screenshot({ path: `${screenshotDir}team-workspace-owner.png`, animations: 'disabled' });

  // The invitation email, opened and accepted by the invitee in their own browser.
  const mail = await smtp.nextMailTo(invitee.presenter.email);
  const link = linkIn(mail, `${baseURL}/apps/team/invitations/`);
  const inviteeContext = await browser.newContext();
  const inviteePage = await inviteeContext.newPage();
  const inviteeErrors = collectPageErrors(inviteePage);
  await signInPage(inviteePage, invitee);
  await inviteePage.goto(link);
  await expect(inviteePage.getByText('You are invited to join the team Launch crew.')).toBeVisible();
  await inviteePage.getByRole('button', { name: 'Accept and join' }).click();
  await expect(inviteePage).toHaveURL(/\/apps\/team\/members$/);

  // The member sees the team's folder, opens it and the deck inside.
  await inviteePage.goto('/apps/team/workspace');
  await expect(inviteePage.getByText('You are a member of Launch crew (role: Member), a team of 2 members.')).toBeVisible();
  await inviteePage.getByRole('link', { name: 'Launch plans' }).click();
  await expect(inviteePage).toHaveURL(/\/apps\/team\/workspace\/folders\/[0-9a-f-]+$/);
  await expect(inviteePage.getByRole('heading', { level: 1, name: 'Launch plans' })).toBeVisible();
  // A member may move decks but not rename or delete folders (README "Team roles"): only the move control shows.
  await expect(inviteePage.getByRole('button', { name: `Move ${deck.name} out of this folder` })).toBeVisible();
  await expectAccessible(inviteePage, 'team folder');
  await inviteePage.screenshot({ path: `${screenshotDir}team-folder-member.png`, animations: 'disabled' });
  await inviteePage.getByRole('link', { name: deck.name }).click();
  await expect(inviteePage).toHaveURL(new RegExp(`/presentation/${presentationId}$`));
  await expect(slideItems(inviteePage)).toHaveCount(1);
  await expect(slideItems(inviteePage).nth(0)).toHaveAccessibleName('Slide 1, Poll: Which launch date works?');
  await inviteePage.screenshot({ path: `${screenshotDir}team-deck-opened-by-member.png`, animations: 'disabled' });

  // README "Team roles": the member edits the team's deck live while the owner watches it in their editor.
  await page.goto(`/presentation/${presentationId}`);
  await expect(questionField(page)).toHaveValue('Which launch date works?');
  await expect(heads(page)).toHaveCount(1);
  await expect(heads(page).first()).toHaveAttribute('title', 'Grace Hopper');
  await expect(inviteePage.getByText('You can view this presentation only.')).toHaveCount(0);
  await expect(inviteePage.getByRole('textbox', { name: 'Presentation name' })).toBeEditable();
  // The deck's own collaborators are its owner's to share; the team's role does not share it.
  await expect(inviteePage.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
  await questionField(inviteePage).fill('Which launch date works for everyone?');
  await questionField(inviteePage).blur();
  await saved(inviteePage);
  await inviteePage.getByRole('button', { name: 'Add option' }).click();
  await saved(inviteePage);
  await inviteePage.getByRole('textbox', { name: 'Option 1' }).fill('First of May');
  await inviteePage.getByRole('textbox', { name: 'Option 1' }).blur();
  await saved(inviteePage);
  // The owner's editor shows both changes without a reload.
  await expect(questionField(page)).toHaveValue('Which launch date works for everyone?');
  await expect(page.getByRole('textbox', { name: 'Option 1' })).toHaveValue('First of May');
  await expectAccessible(inviteePage, 'editor: a team member editing a workspace deck');
  await inviteePage.screenshot({ path: `${screenshotDir}team-deck-member-editing.png`, animations: 'disabled' });
  await page.screenshot({ path: `${screenshotDir}team-deck-owner-watching.png`, animations: 'disabled' });

  // The member also presents the team's deck: the presenting screen goes live with the deck's join code.
  const wentLive = inviteePage.waitForResponse((response) => response.url().includes(`/api/presentation/update-next-slide/${presentationId}`) && response.status() === 200);
  await inviteePage.getByRole('link', { name: 'Present' }).click();
  await wentLive;
  await expect(inviteePage.getByRole('note')).toHaveAttribute('aria-label', /and use the code \d{3} \d{3}/);
  await inviteePage.screenshot({ path: `${screenshotDir}team-deck-presented-by-member.png`, animations: 'disabled' });

  // Back in personal mode, the owner's My Presentations does not hold the team's deck, and the workspace leads there.
  await page.goto('/apps/team/members');
  await page.getByRole('button', { name: 'Work in personal mode' }).click();
  await expect(page).toHaveURL(/\/apps\/presentations$/);
  await expect(page.getByRole('link', { name: deck.name })).toHaveCount(0);
  await page.goto('/apps/team/workspace');
  await expect(page).toHaveURL(/\/apps\/presentations$/);

  expect(errors).toEqual([]);
  expect(inviteeErrors).toEqual([]);
  await inviteeContext.close();
});
