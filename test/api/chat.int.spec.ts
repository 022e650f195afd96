import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { CHAT_MESSAGES } from '../../contracts/chat/constants.js';
import type { ChatEntry, ChatMessagesPayload, ChatSettingsPayload, ChatSnapshot } from '../../contracts/chat/messages.js';
import { chatProjection } from '../../projections/chat/chat.projection.js';
import { rebuildProjections } from '../../services/infrastructure/projections/rebuild-projection.js';
import { ChatService } from '../../services/chat/application/chat.service.js';
import { waitUntil } from '../support/wait-until.js';
import { connect, emitWithAck, once } from './support/live-clients.js';
import { joinPhone, presenterSocket, presentQna } from './support/live-qna.js';
import { suiteServer } from './support/suite-server.js';
import { bearer, registerPresenter } from './support/test-app.js';

type Ack = { ok: true; duplicate?: boolean } | { ok: false; error: { statusCode: number; message: string } };

const send = (socket: Socket, message: string, messageId: string = randomUUID(), presentationId?: string) =>
  emitWithAck<Ack>(socket, 'chat:send', { messageId, message, ...(presentationId && { presentationId }) });

async function subscribe(socket: Socket, presentationId?: string): Promise<ChatSnapshot> {
  const ack = await emitWithAck<{ ok: true; snapshot: ChatSnapshot } | { ok: false; error: unknown }>(socket, 'chat:subscribe', presentationId ? { presentationId } : {});
  if (!ack.ok) throw new Error(`chat:subscribe refused: ${JSON.stringify(ack.error)}`);
  return ack.snapshot;
}

/** Every entry a subscribed socket has been sent since `from` (cleared empties it). */
function follow(socket: Socket): ChatEntry[] {
  const seen: ChatEntry[] = [];
  socket.on('chat:messages', (payload: ChatMessagesPayload) => seen.push(...payload.entries));
  socket.on('chat:cleared', () => seen.splice(0));
  return seen;
}

const describeEntry = (entry: ChatEntry) => (entry.type === 'message' ? `${entry.role} ${entry.name}: ${entry.message}` : `${entry.name} ${entry.text}`);

describe('Chat in a live session, with real socket.io clients (issue 21)', () => {
  // Gone at once when the last connection closes, so the test waits for "has left" without a grace period.
  const suite = suiteServer({ CHAT_LEFT_AFTER_SECONDS: '0', RATE_LIMIT_CHAT_MESSAGES_PER_SOCKET: '1000/10' });

  it('is refused while off; once on, phones and the presenter chat, joins and leaves show, a re-send is stored once, and clearing empties it', async () => {
    const presenter = await registerPresenter(suite.t.http, { firstName: 'Grace', lastName: 'Hopper' });
    const live = await presentQna(suite.t, presenter.token);
    const ann = await joinPhone(suite.t, suite.baseUrl, live, 'Ann');
    suite.sockets.push(ann.socket);
    expect(await send(ann.socket, 'Hello?')).toMatchObject({ ok: false, error: { statusCode: 422, message: CHAT_MESSAGES.off, reason: 'chat.off' } });

    const told = once<ChatSettingsPayload>(ann.socket, 'chat:settings');
    await suite.t.http.patch(`/api/presentation/${live.presentationId}/settings`).set(bearer(presenter.token)).send({ isEnableChat: true }).expect(200);
    expect(await told).toEqual({ sessionId: live.sessionId, available: true });

    const bob = await joinPhone(suite.t, suite.baseUrl, live, 'Bob');
    suite.sockets.push(bob.socket);
    const presenterPhone = await presenterSocket(suite.baseUrl, presenter.token, live.presentationId);
    suite.sockets.push(presenterPhone);
    const atAnn = follow(ann.socket);
    const atPresenter = follow(presenterPhone);
    expect((await subscribe(ann.socket)).entries.map(describeEntry)).toEqual(['Ann hasJoined', 'Bob hasJoined']);
    expect((await subscribe(presenterPhone, live.presentationId)).available).toBe(true);

    const messageId = randomUUID();
    expect(await send(bob.socket, '  Hi all  ', messageId)).toMatchObject({ ok: true, duplicate: false });
    expect(await send(bob.socket, 'Hi all', messageId)).toMatchObject({ ok: true, duplicate: true });
    expect(await send(presenterPhone, 'Welcome!', randomUUID(), live.presentationId)).toMatchObject({ ok: true, duplicate: false });
    await waitUntil(() => atAnn.length === 2 && atPresenter.length === 2);
    expect(atAnn.map(describeEntry)).toEqual(['audience Bob: Hi all', 'presenter Grace Hopper: Welcome!']);
    expect(atAnn[0]).toMatchObject({ type: 'message', userId: bob.audienceId, avatar: expect.any(String), received: true, color: expect.stringMatching(/^#/) });

    // Bob's phone closes: after the grace (0 here) the chat says he left; back again, that he joined.
    bob.socket.disconnect();
    await waitUntil(() => atAnn.some((entry) => entry.type === 'change-online-status' && entry.text === 'hasLeft'));
    bob.socket.connect();
    await waitUntil(() => atAnn.filter((entry) => entry.type === 'change-online-status').length === 2);
    expect(atAnn.slice(2).map(describeEntry)).toEqual(['Bob hasLeft', 'Bob hasJoined']);

    // Rebuilding the chat read model from the log gives what the live view holds.
    await suite.t.caughtUp();
    const liveChat = (await suite.t.app.get(ChatService).entry(live.sessionId)).state;
    await rebuildProjections(suite.t.storage.eventStore, suite.t.storage.readStore, [chatProjection as never], { into: () => 'chat_rebuilt_for_test' });
    expect(await suite.t.storage.readStore.get('chat_rebuilt_for_test', live.sessionId)).toEqual(liveChat);

    const cleared = once(ann.socket, 'chat:cleared');
    expect(await emitWithAck<Ack>(presenterPhone, 'chat:clear', { presentationId: live.presentationId })).toMatchObject({ ok: true });
    await cleared;
    await waitUntil(async () => (await subscribe(ann.socket)).entries.length === 0);

    // Unsubscribed, a phone hears no more.
    expect(await emitWithAck<Ack>(ann.socket, 'chat:unsubscribe', {})).toMatchObject({ ok: true });
    await send(presenterPhone, 'Anyone?', randomUUID(), live.presentationId);
    await waitUntil(() => atPresenter.some((entry) => entry.type === 'message' && entry.message === 'Anyone?'));
    expect(atAnn).toEqual([]);
  });

  it('keeps the newest 200 entries (spec doc 2 §5 "Chat keeps at most 200 messages")', async () => {
    const presenter = await registerPresenter(suite.t.http);
    const live = await presentQna(suite.t, presenter.token, { isEnableChat: true });
    const ann = await joinPhone(suite.t, suite.baseUrl, live, 'Ann');
    suite.sockets.push(ann.socket);
    for (let index = 0; index < 210; index++) expect(await send(ann.socket, `Message ${index}`)).toMatchObject({ ok: true });
    await suite.t.caughtUp();
    const { entries } = await subscribe(ann.socket);
    expect(entries).toHaveLength(200);
    expect(entries[0]).toMatchObject({ message: 'Message 10' });
    expect(entries.at(-1)).toMatchObject({ message: 'Message 209' });
  });

  it('is not available in private mode, the presenter is told so, and a stranger\'s socket cannot name the presentation', async () => {
    const presenter = await registerPresenter(suite.t.http);
    const live = await presentQna(suite.t, presenter.token, { isEnableChat: true });
    const presenterPhone = await presenterSocket(suite.baseUrl, presenter.token, live.presentationId);
    suite.sockets.push(presenterPhone);
    const told = once<ChatSettingsPayload>(presenterPhone, 'chat:settings');
    await suite.t.http.patch(`/api/presentation/${live.presentationId}/settings`).set(bearer(presenter.token)).send({ privateMode: true }).expect(200);
    expect(await told).toEqual({ sessionId: live.sessionId, available: false });
    expect(await send(presenterPhone, 'Hello', randomUUID(), live.presentationId)).toMatchObject({ ok: false, error: { statusCode: 422, message: CHAT_MESSAGES.off } });
    // A presenter's socket cannot name someone else's presentation.
    const stranger = await registerPresenter(suite.t.http);
    const strangerSocket = connect(suite.baseUrl, stranger.token);
    suite.sockets.push(strangerSocket);
    expect(await send(strangerSocket, 'Hello', randomUUID(), live.presentationId)).toMatchObject({ ok: false, error: { statusCode: 404 } });
  });
});
