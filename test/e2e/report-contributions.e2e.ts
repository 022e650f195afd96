import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { io, type Socket } from 'socket.io-client';
import { expectAccessible } from './support/accessibility.js';
import { collectPageErrors, createPresentationThroughApi, registerThroughApi, screenshotDir, signInPage } from './support/app.js';
import { buildDeck } from './support/live-deck.js';

/** An audience member over the live socket: the report is about what they sent, not how a phone sends it. */
async function joinOverSocket(request: APIRequestContext, baseURL: string, accessCode: string, name: string): Promise<Socket> {
  const response = await request.post('/api/audience/join', { data: { accessCode, name } });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  const socket = io(baseURL, { auth: { token }, transports: ['websocket'], forceNew: true, reconnection: false });
  await new Promise<void>((resolve) => socket.once('session:state', () => resolve()));
  return socket;
}

test('the report shows a Q&A slide’s questions, a brainstorm’s ranked ideas, the chat, and one person’s questions, ideas and messages (issue 23)', async ({ page, request, baseURL }) => {
  const errors = collectPageErrors(page);
  const session = await registerThroughApi(request);
  const auth = { Authorization: `Bearer ${session.token}` };
  const presentationId = await createPresentationThroughApi(request, session.token, 'Team retro');
  expect((await request.patch(`/api/presentation/${presentationId}/settings`, { data: { isEnableChat: true }, headers: auth })).status()).toBe(200);
  const deck = await buildDeck(request, session.token, presentationId, [
    { type: 'question', title: 'Questions for the team' },
    { type: 'ideas', title: 'What should we try next sprint?' },
  ]);
  const [qna, ideas] = [...deck.slides].sort((a, b) => a.order - b.order);
  const activate = async (slideId: string) => expect((await request.put(`/api/presentation/update-next-slide/${presentationId}`, { data: { activeSlide: slideId }, headers: auth })).status()).toBe(200);
  await activate(qna!.id);
  const [ada, grace] = await Promise.all(['Ada', 'Grace'].map((name) => joinOverSocket(request, baseURL!, deck.accessCode, name)));
  try {
    const ok = async (socket: Socket, event: string, payload: object) => expect(await socket.emitWithAck(event, payload)).toMatchObject({ ok: true });
    const question = randomUUID();
    await ok(ada!, 'qna:ask', { questionId: question, text: 'Can we demo on Fridays?' });
    await ok(grace!, 'qna:upvote', { voteId: randomUUID(), questionId: question, upvoted: true });
    await activate(ideas!.id);
    const idea = randomUUID();
    await ok(ada!, 'idea:submit', { ideaId: idea, slideId: ideas!.id, text: 'Pair on reviews' });
    await ok(grace!, 'idea:submit', { ideaId: randomUUID(), slideId: ideas!.id, text: 'No-meeting Wednesdays' });
    expect((await request.post(`/api/slide/ideas/${ideas!.id}/stage`, { data: { presentationId, stage: 'voting' }, headers: auth })).status()).toBe(200);
    await ok(grace!, 'idea:vote', { voteId: randomUUID(), slideId: ideas!.id, ideaId: idea, voted: true });
    expect((await request.post(`/api/slide/ideas/${ideas!.id}/stage`, { data: { presentationId, stage: 'result' }, headers: auth })).status()).toBe(200);
    await ok(grace!, 'chat:send', { messageId: randomUUID(), message: 'Great retro, thanks!' });
    expect((await request.post(`/api/presentation/${presentationId}/stop-presenting`, { headers: auth })).status()).toBe(200);
  } finally {
    for (const socket of [ada, grace]) socket?.disconnect();
  }

  await signInPage(page, session);
  await page.goto(`/apps/report/${presentationId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Report: Team retro' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Questions asked on 1. Questions for the team' })).toContainText('Can we demo on Fridays? · Ada · 1 upvote');
  const board = page.getByRole('list', { name: 'Ideas on 2. What should we try next sprint?' });
  await expect(board.getByRole('listitem').first()).toHaveText('#1 · Pair on reviews · 1 vote');
  await expect(board.getByRole('listitem').nth(1)).toHaveText('#2 · No-meeting Wednesdays · 0 votes');
  await expect(page.getByRole('region', { name: 'Chat' })).toContainText('Grace: Great retro, thanks!');
  await page.screenshot({ path: `${screenshotDir}report-qna-ideas-chat.png`, fullPage: true });
  await expectAccessible(page, 'report with Q&A, ideas and chat');

  // Ada answered nothing, yet asked and sent an idea: both are on her page.
  await page.getByRole('link', { name: 'See the answers of Ada' }).click();
  await expect(page.getByText('This person answered nothing.')).toBeVisible();
  const mine = page.getByRole('table', { name: 'Questions, ideas and chat messages of Ada' });
  await expect(mine.getByRole('row', { name: /1\. Questions for the team Question Can we demo on Fridays\? 1/ })).toBeVisible();
  await expect(mine.getByRole('row', { name: /2\. What should we try next sprint\? Idea Pair on reviews 1/ })).toBeVisible();
  await page.screenshot({ path: `${screenshotDir}report-participant-contributions.png`, fullPage: true });
  await expectAccessible(page, 'report: one participant’s questions and ideas');
  expect(errors).toEqual([]);
});
