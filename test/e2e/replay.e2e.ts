import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { io, type Socket } from 'socket.io-client';
import { expectAccessible } from './support/accessibility.js';
import { collectPageErrors, createPresentationThroughApi, recordToasts, registerThroughApi, screenshotDir, signInPage } from './support/app.js';
import { buildDeck } from './support/live-deck.js';

test('a presenter scrubs through a finished session, sees results as they stood, and exports it to Excel (issue 23)', async ({ page, request, baseURL }) => {
  const session = await registerThroughApi(request);
  const presentationId = await createPresentationThroughApi(request, session.token, 'Replayed talk');
  const deck = await buildDeck(request, session.token, presentationId, [
    { type: 'poll', title: 'Favourite season?', options: ['Spring', 'Summer', 'Autumn'] },
    { type: 'wordCloud', title: 'One word for today' },
  ]);
  const [poll, cloud] = [...deck.slides].sort((a, b) => a.order - b.order) as [(typeof deck.slides)[number], (typeof deck.slides)[number]];
  const activate = (slideId: string) => request.put(`/api/presentation/update-next-slide/${presentationId}`, { data: { activeSlide: slideId }, headers: { Authorization: `Bearer ${session.token}` } });
  expect((await activate(poll.id)).ok()).toBe(true);
  const sockets: Socket[] = [];
  const phones = [];
  for (const name of ['Ada', 'Brian', 'Cleo']) {
    const response = await request.post('/api/audience/join', { data: { accessCode: deck.accessCode, name } });
    expect(response.status()).toBe(200);
    const joined = (await response.json()) as { token: string };
    const socket = io(baseURL!, { auth: { token: joined.token }, transports: ['websocket'], forceNew: true, reconnection: false });
    sockets.push(socket);
    await new Promise((resolve) => socket.once('session:state', resolve));
    phones.push(socket);
  }
  const answer = async (socket: Socket, slideId: string, value: unknown) =>
    expect(await socket.emitWithAck('answer:submit', { answerId: randomUUID(), slideId, value })).toMatchObject({ ok: true });
  const options = poll.options.filter((option) => option.title !== '');
  await answer(phones[0]!, poll.id, { kind: 'choice', optionIds: [options[0]!.id] });
  await answer(phones[1]!, poll.id, { kind: 'choice', optionIds: [options[0]!.id] });
  await answer(phones[2]!, poll.id, { kind: 'choice', optionIds: [options[2]!.id] });
  expect((await activate(cloud.id)).ok()).toBe(true);
  await answer(phones[0]!, cloud.id, { kind: 'words', words: ['sunny'] });
  await answer(phones[1]!, cloud.id, { kind: 'words', words: ['sunny'] });
  expect((await request.post(`/api/presentation/${presentationId}/stop-presenting`, { headers: { Authorization: `Bearer ${session.token}` } })).ok()).toBe(true);
  for (const socket of sockets) socket.disconnect();

  const errors = collectPageErrors(page);
  const toasts = await recordToasts(page);
  await signInPage(page, session);
  await page.goto(`/apps/report/${presentationId}/replay`);
  await expect(page.getByRole('heading', { level: 1, name: 'Session replay' })).toBeVisible();
  // It opens at the end: every result in, and the session over.
  await expect(page.getByTestId('replay-moment')).toContainText('Ended');
  await expect(page.getByRole('region', { name: /Favourite season\?/ })).toContainText('Spring: 2');
  await expect(page.getByRole('region', { name: /One word for today/ })).toContainText('sunny: 2');
  await expectAccessible(page, 'session replay');
  await page.screenshot({ path: join(screenshotDir, 'report-replay-end.png'), fullPage: true });

  // Back to the moment the word cloud went live: the poll's results as they stood, the cloud's not yet there.
  await page.getByRole('navigation', { name: 'Jump to' }).getByRole('button', { name: 'Slide: One word for today' }).click();
  await expect(page.getByTestId('replay-live-slide')).toHaveText('Live slide: One word for today');
  await expect(page.getByRole('region', { name: /Favourite season\?/ })).toContainText('Autumn: 1');
  await expect(page.getByRole('region', { name: /One word for today/ })).toHaveCount(0);
  await page.screenshot({ path: join(screenshotDir, 'report-replay-scrubbed.png'), fullPage: true });
  // The scrubber steps one event at a time from the keyboard: one step back is before the third poll answer.
  await page.getByRole('slider', { name: 'Moment in the session' }).press('ArrowLeft');
  await expect(page.getByTestId('replay-live-slide')).toHaveText('Live slide: Favourite season?');
  await expect(page.getByRole('region', { name: /Favourite season\?/ })).toContainText('Autumn: 1');
  await page.getByRole('slider', { name: 'Moment in the session' }).press('ArrowLeft');
  await expect(page.getByRole('region', { name: /Favourite season\?/ })).toContainText('Autumn: 0');
  await page.getByRole('slider', { name: 'Moment in the session' }).press('Home');
  await expect(page.getByText('No answers yet.')).toBeVisible();

  // The Excel export runs off the request path; its end arrives over the socket and it downloads.
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const downloadButton = page.getByRole('button', { name: 'Download Replayed talk report.xlsx' });
  await expect(downloadButton).toBeVisible();
  await expect.poll(toasts).toContain('Export completed');
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toBe('Replayed talk report.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', '1 Favourite season', '2 One word for today', 'P1 Ada', 'P2 Brian', 'P3 Cleo']);
  await page.screenshot({ path: join(screenshotDir, 'report-replay-exported.png'), fullPage: true });
  expect(errors).toEqual([]);
});
