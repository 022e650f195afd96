import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { io } from 'socket.io-client';
import { expectAccessible } from './support/accessibility.js';
import { clickPresentingControl, collectPageErrors, createPresentationThroughApi, registerThroughApi, screenshotDir, signInPage } from './support/app.js';
import { buildDeck } from './support/live-deck.js';

/** One vote on the poll from a phone over the live socket: the test is about what the presenter sees after. */
async function voteOverSocket(request: APIRequestContext, baseURL: string, accessCode: string, slideId: string, optionId: string): Promise<void> {
  const response = await request.post('/api/audience/join', { data: { accessCode, name: 'Ada' } });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  const socket = io(baseURL, { auth: { token }, transports: ['websocket'], forceNew: true, reconnection: false });
  try {
    await new Promise<void>((resolve) => socket.once('session:state', () => resolve()));
    expect(await socket.emitWithAck('answer:submit', { answerId: randomUUID(), slideId, value: { kind: 'choice', optionIds: [optionId] } })).toMatchObject({ ok: true });
  } finally {
    socket.disconnect();
  }
}

test('"End session" keeps the answers; presenting again asks, continues with them, or starts a new session the report lists beside the first (issue 26)', async ({ page, request, baseURL }) => {
  const errors = collectPageErrors(page);
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, 'Team lunch');
  const deck = await buildDeck(request, session.token, presentationId, [{ type: 'poll', title: 'Soup or salad?', options: ['Soup', 'Salad'] }]);
  const poll = deck.slides[0]!;
  await signInPage(page, session);

  // --- First run: live on the poll, one vote, then "End session", which says what happens.
  await page.goto(`/presentation/${presentationId}?presenting=true`);
  await expect(page.getByRole('heading', { level: 1, name: 'Soup or salad?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'End session' })).toBeEnabled();
  await voteOverSocket(request, baseURL!, deck.accessCode, poll.id, poll.options.find((option) => option.title === 'Soup')!.id);
  await expect(page.getByTestId('respondents')).toHaveText('1 response');
  await clickPresentingControl(page, 'End session');
  const confirmEnd = page.getByRole('alertdialog', { name: 'End the live session?' });
  await expect(confirmEnd).toContainText('Answers given so far are kept in the report. Presenting again lets you continue this session or start a new one.');
  await confirmEnd.getByRole('button', { name: 'End session' }).click();
  await expect(page).toHaveURL(new RegExp(`/presentation/${presentationId}$`));

  // --- Presenting again asks first; continuing shows the earlier vote on the stage.
  await page.goto(`/presentation/${presentationId}?presenting=true`);
  const choice = page.getByRole('dialog', { name: 'Continue the last session?' });
  await expect(choice).toContainText('has results');
  await expectAccessible(page, 'presenting: continue the last session or start a new one');
  await page.screenshot({ path: `${screenshotDir}i26-session-choice.png`, animations: 'disabled' });
  await choice.getByRole('button', { name: 'Continue last session' }).click();
  await expect(choice).toBeHidden();
  await expect(page.getByTestId('respondents')).toHaveText('1 response');
  await page.screenshot({ path: `${screenshotDir}i26-session-continued.png`, animations: 'disabled' });
  await clickPresentingControl(page, 'End session');
  await page.getByRole('alertdialog', { name: 'End the live session?' }).getByRole('button', { name: 'End session' }).click();
  await expect(page).toHaveURL(new RegExp(`/presentation/${presentationId}$`));

  // --- A new session starts from zero.
  await page.goto(`/presentation/${presentationId}?presenting=true`);
  await page.getByRole('dialog', { name: 'Continue the last session?' }).getByRole('button', { name: 'Start new session' }).click();
  await expect(page.getByRole('dialog', { name: 'Continue the last session?' })).toBeHidden();
  await expect(page.getByTestId('respondents')).toHaveText('0 responses');

  // --- The report's session picker holds both runs: the new one live now, the first with its participant.
  await page.goto(`/apps/report/${presentationId}`);
  const picker = page.getByRole('combobox', { name: 'Session' });
  await expect(picker.locator('option')).toHaveCount(2);
  await expect(picker.locator('option').nth(0)).toContainText('0 participants · ');
  await expect(picker.locator('option').nth(1)).toContainText(' · 1 participant');
  expect(errors).toEqual([]);
});
