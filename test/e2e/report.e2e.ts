import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import type { DeckDocument } from '../../contracts/deck/read-model.js';
import { expectAccessible } from './support/accessibility.js';
import { collectPageErrors, createPresentationThroughApi, registerThroughApi, screenshotDir, signInPage } from './support/app.js';
import { buildDeck, joinByLink } from './support/live-deck.js';

const PEOPLE = ['Ada', 'Grace', 'Linus'];

/** An audience member over the live socket: the report is about what they sent, not how a phone sends it. */
async function joinOverSocket(request: APIRequestContext, baseURL: string, accessCode: string, name: string): Promise<Socket> {
  const response = await request.post('/api/audience/join', { data: { accessCode, name } });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  const socket = io(baseURL, { auth: { token }, transports: ['websocket'], forceNew: true, reconnection: false });
  await new Promise<void>((resolve) => socket.once('session:state', () => resolve()));
  return socket;
}

test('a report opens from the presentation list, its shared link opens without login, and a reset link gives 404', async ({ page, browser, request, baseURL }) => {
  const errors = collectPageErrors(page);
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, 'Quarterly review');
  const deck: DeckDocument = await buildDeck(request, session.token, presentationId, [
    { type: 'poll', title: 'Which colour for the logo?', options: ['Teal', 'Coral', 'Gold'] },
    { type: 'wordCloud', title: 'One word for the quarter' },
  ]);
  const [poll, cloud] = [...deck.slides].sort((a, b) => a.order - b.order);
  const activate = async (slideId: string) => {
    const response = await request.put(`/api/presentation/update-next-slide/${presentationId}`, { data: { activeSlide: slideId }, headers: { Authorization: `Bearer ${session.token}` } });
    expect(response.status()).toBe(200);
  };
  await activate(poll!.id);
  const sockets = await Promise.all(PEOPLE.map((name) => joinOverSocket(request, baseURL!, deck.accessCode, name)));
  // One more person on a phone: they answer nothing, and rate the talk on their phone at the end.
  const phone = await joinByLink(browser, deck.accessCode, 'Mei');
  try {
    const choices = ['Teal', 'Teal', 'Gold'];
    for (const [index, socket] of sockets.entries()) {
      const optionId = poll!.options.find((option) => option.title === choices[index])!.id;
      expect(await socket.emitWithAck('answer:submit', { answerId: randomUUID(), slideId: poll!.id, value: { kind: 'choice', optionIds: [optionId] } })).toMatchObject({ ok: true });
    }
    await activate(cloud!.id);
    expect(await sockets[0]!.emitWithAck('answer:submit', { answerId: randomUUID(), slideId: cloud!.id, value: { kind: 'words', words: ['growth'] } })).toMatchObject({ ok: true });
    const stopped = await request.post(`/api/presentation/${presentationId}/stop-presenting`, { headers: { Authorization: `Bearer ${session.token}` } });
    expect(stopped.status()).toBe(200);
    expect(await sockets[1]!.emitWithAck('feedback:submit', { rating: 5, comment: 'Clear and short' })).toMatchObject({ ok: true });
    await phone.page.getByRole('radio', { name: '4 stars' }).check();
    await phone.page.getByLabel('Anything to add? (optional)').fill('Good pace');
    await expectAccessible(phone.page, 'phone: rate the talk', ['phone']);
    await phone.page.getByRole('button', { name: 'Send rating' }).click();
    await expect(phone.page.getByRole('status').filter({ hasText: 'Thank you: the presenter will see your rating.' })).toBeVisible();
    await phone.page.screenshot({ path: `${screenshotDir}report-phone-feedback.png` });
    expect(phone.errors).toEqual([]);
  } finally {
    await phone.context.close();
    for (const socket of sockets) socket.disconnect();
  }

  // --- The owner opens the report from the presentation list.
  await signInPage(page, session);
  await page.goto('/apps/presentations');
  await page.getByRole('link', { name: 'Report of Quarterly review' }).click();
  await expect(page).toHaveURL(new RegExp(`/apps/report/${presentationId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Report: Quarterly review' })).toBeVisible();
  await expect(page.getByTestId('report-participants')).toHaveText('4');
  await expect(page.getByTestId('report-responses')).toHaveText('4');
  // Both slides were shown: (3 + 1) answers / 2 slides / 4 people = 50%.
  await expect(page.getByTestId('report-engagement')).toHaveText('Not bad! (50% engagement)');
  await expect(page.getByText('Grace · 5 of 5 · Clear and short')).toBeVisible();
  await expect(page.getByText('Mei · 4 of 5 · Good pace')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: '1. Which colour for the logo?' })).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}report-owner.png`, fullPage: true });
  await expectAccessible(page, 'report');

  // --- One person's answers.
  await page.getByRole('link', { name: 'See the answers of Ada' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Answers of Ada' })).toBeVisible();
  await expect(page.getByRole('row', { name: /1\. Which colour for the logo\? Teal/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /2\. One word for the quarter growth/ })).toBeVisible();
  await expectAccessible(page, 'report: one participant');
  await page.getByRole('link', { name: 'Back to the whole report' }).click();

  // --- The share link opens the same report in a browser that never logged in.
  await page.getByRole('button', { name: 'Get the share link' }).click();
  const shareLink = page.getByLabel('Shared report link');
  await expect(shareLink).toHaveValue(/\/shared-report\/[A-Za-z0-9_-]+$/);
  const link = await shareLink.inputValue();
  const visitor = await browser.newContext();
  const shared = await visitor.newPage();
  const sharedErrors = collectPageErrors(shared);
  await shared.goto(link);
  await expect(shared.getByRole('heading', { level: 1, name: 'Report: Quarterly review' })).toBeVisible();
  await expect(shared.getByTestId('report-participants')).toHaveText('4');
  await expect(shared.getByRole('button', { name: 'Get the share link' })).toHaveCount(0);
  await shared.getByRole('link', { name: 'See the answers of Grace' }).click();
  await expect(shared).toHaveURL(new RegExp(`${new URL(link).pathname}/[0-9a-f-]{36}$`));
  await expect(shared.getByRole('heading', { level: 2, name: 'Answers of Grace' })).toBeVisible();
  // Read with the share token alone (shared-audience-info-report).
  await expect(shared.getByRole('table', { name: 'Answers of Grace' }).getByRole('row')).toHaveCount(2);
  await shared.getByRole('link', { name: 'Back to the whole report' }).click();
  await shared.screenshot({ path: `${screenshotDir}report-shared.png`, fullPage: true });
  await expectAccessible(shared, 'shared report');
  expect(sharedErrors).toEqual([]);

  // --- Resetting the link kills the old one: 404 from the API and the page says so.
  await page.getByRole('button', { name: 'Reset the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The link was reset' })).toBeVisible();
  await expect(shareLink).not.toHaveValue(link);
  const oldToken = new URL(link).pathname.split('/').at(-1)!;
  expect((await request.get(`/api/shared-report/${oldToken}`)).status()).toBe(404);
  await shared.reload();
  await expect(shared.getByRole('alert')).toHaveText('This report does not exist, or its link was reset.');
  await shared.screenshot({ path: `${screenshotDir}report-shared-after-reset.png` });
  await expectAccessible(shared, 'shared report after reset');
  const newLink = await shareLink.inputValue();
  await shared.goto(newLink);
  await expect(shared.getByTestId('report-participants')).toHaveText('4');
  await visitor.close();
  expect(errors).toEqual([]);
});
