import { describe, expect, it } from '@jest/globals';
import type { ChatEntry } from '../../../../contracts/chat/messages.js';
import { FakeLiveConnection } from '../live/fake-live-connection.js';
import { LiveChat } from './live-chat.js';

function message(id: string, text = `Message ${id}`): ChatEntry {
  return { type: 'message', id, timestamp: '2026-11-26T10:00:00Z', message: text, role: 'audience', name: 'Ada', avatar: null, teamName: null, color: '#336699', userId: 'a1', received: true };
}

let ids = 0;
const nextId = () => `m-${++ids}`;

function phone() {
  const connection = new FakeLiveConnection();
  const chat = new LiveChat(null, nextId, null);
  chat.attach(connection);
  connection.serverConnects();
  return { connection, chat };
}

describe('the chat on a live screen', () => {
  it('follows once told the chat is there, appends what comes once each, keeps the newest 200 and empties when cleared', async () => {
    const { connection, chat } = phone();
    connection.push('chat:settings', { sessionId: 's1', available: true });
    const [follow] = connection.requests('chat:subscribe');
    expect(follow!.payload).toEqual({});
    follow!.reply({ ok: true, snapshot: { sessionId: 's1', available: true, entries: [message('a')] } } as never);
    await Promise.resolve();
    connection.push('chat:messages', { sessionId: 's1', entries: [message('a'), message('b')] });
    expect(chat.current().entries.map((entry) => entry.id)).toEqual(['a', 'b']);
    connection.push('chat:messages', { sessionId: 's1', entries: Array.from({ length: 250 }, (_, index) => message(`n${index}`)) });
    expect(chat.current().entries).toHaveLength(200);
    expect(chat.current().entries.at(-1)!.id).toBe('n249');
    connection.push('chat:cleared', { sessionId: 's1' });
    expect(chat.current().entries).toEqual([]);
  });

  it('shows a failed send as not received, retries it with the same id, and drops it once the chat holds it', async () => {
    const { connection, chat } = phone();
    const first = chat.send('Hello?');
    connection.requests('chat:send')[0]!.timeOut();
    await first;
    expect(chat.current().unsent).toEqual([{ messageId: 'm-1', message: 'Hello?', status: 'failed', reason: null }]);
    const again = chat.retry('m-1');
    expect(chat.current().unsent[0]!.status).toBe('sending');
    const retried = connection.requests('chat:send')[1]!;
    expect(retried.payload).toEqual({ messageId: 'm-1', message: 'Hello?' });
    retried.reply({ ok: true, duplicate: false } as never);
    await again;
    connection.push('chat:messages', { sessionId: 's1', entries: [message('m-1', 'Hello?')] });
    expect(chat.current().unsent).toEqual([]);
    expect(chat.current().entries.map((entry) => entry.id)).toEqual(['m-1']);
  });

  it('keeps the server’s refusal with the unsent message, and the presenter names the presentation', async () => {
    const connection = new FakeLiveConnection();
    const chat = new LiveChat('p1', nextId, null);
    chat.attach(connection);
    connection.serverConnects();
    const sent = chat.send('Hi');
    const [request] = connection.requests('chat:send');
    expect(request!.payload).toMatchObject({ presentationId: 'p1', message: 'Hi' });
    request!.reply({ ok: false, error: { statusCode: 422, code: 'business_rule_violated', message: 'Chat is turned off for this presentation.' } } as never);
    await sent;
    expect(chat.current().unsent[0]).toMatchObject({ status: 'failed', reason: 'Chat is turned off for this presentation.' });
  });
});
