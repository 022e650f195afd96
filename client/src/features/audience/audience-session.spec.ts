import { describe, expect, it } from '@jest/globals';
import type { AudienceSlide, AudienceSnapshot } from '../../../../contracts/live/socket-protocol.js';
import { FakeLiveConnection } from '../live/fake-live-connection.js';
import { AudienceSession } from './audience-session.js';

const poll: AudienceSlide = {
  id: 'slide-1',
  type: 'poll',
  slideType: null,
  title: 'Favourite colour?',
  options: [
    { id: 'o1', title: 'Red', image: null },
    { id: 'o2', title: 'Blue', image: null },
  ],
  settings: {},
  submissionsStopped: false,
};

const snapshot = (overrides: Partial<AudienceSnapshot> = {}): AudienceSnapshot => ({
  sessionId: 'session-1',
  presentationId: 'p1',
  presentationName: 'Team sync',
  status: 'live',
  me: { audienceId: 'a1', leaderboardKey: 'key-a1', name: 'Ada', emoji: '🦊' },
  activeSlide: poll,
  myAnswers: [],
  results: null,
  reactionsEnabled: true,
  audiencePacing: false,
  presentationAudio: null,
  ...overrides,
});

function setUp() {
  const connection = new FakeLiveConnection();
  const scheduled: (() => void)[] = [];
  let ids = 0;
  const session = new AudienceSession('token-1', {
    connect: (token) => {
      expect(token).toBe('token-1');
      return connection;
    },
    newId: () => `answer-${++ids}`,
    online: () => true,
    schedule: (callback) => scheduled.push(callback),
  });
  session.start();
  return { connection, session, scheduled, flush: () => new Promise((resolve) => setTimeout(resolve, 0)) };
}

const answer = { kind: 'choice' as const, optionIds: ['o1'] };

describe('an audience member’s live session', () => {
  it('takes the snapshot on connect: the active slide, own answers and the results', () => {
    const { connection, session } = setUp();
    expect(session.current().connection).toBe('connecting');
    connection.serverConnects();
    connection.push('session:state', snapshot({ myAnswers: [{ answerId: 'old', slideId: 'slide-1', value: answer }] }));
    expect(session.current()).toMatchObject({ connection: 'online', status: 'live', activeSlide: poll, myAnswers: [{ answerId: 'old' }] });
  });

  it('keeps an answer pending until the server acknowledges it, then counts it as sent', async () => {
    const { connection, session, flush } = setUp();
    connection.serverConnects();
    connection.push('session:state', snapshot());
    session.submit('slide-1', answer);
    expect(session.current().pending).toHaveLength(1);
    const [request] = connection.requests('answer:submit');
    expect(request!.payload).toEqual({ answerId: 'answer-1', slideId: 'slide-1', value: answer });
    request!.reply({ ok: true });
    await flush();
    expect(session.current().pending).toEqual([]);
    expect(session.current().myAnswers).toEqual([{ answerId: 'answer-1', slideId: 'slide-1', value: answer }]);
  });

  it('shows the server’s refusal for the slide and drops the answer', async () => {
    const { connection, session, flush } = setUp();
    connection.serverConnects();
    connection.push('session:state', snapshot());
    session.submit('slide-1', answer);
    connection.requests('answer:submit')[0]!.reply({
      ok: false,
      error: { statusCode: 422, code: 'business_rule', message: 'Submissions are closed for this question.' },
    });
    await flush();
    expect(session.current()).toMatchObject({ pending: [], myAnswers: [], answerError: { slideId: 'slide-1', message: 'Submissions are closed for this question.' } });
  });

  it('re-sends an unacknowledged answer with the same id after a reconnect, unless the snapshot already holds it', async () => {
    const { connection, session, flush } = setUp();
    connection.serverConnects();
    connection.push('session:state', snapshot());
    session.submit('slide-1', answer);
    session.submit('slide-1', { kind: 'choice', optionIds: ['o2'] });
    connection.serverDrops();
    expect(session.current().connection).toBe('reconnecting');
    for (const request of connection.requests('answer:submit')) request.timeOut();
    await flush();

    connection.serverConnects();
    // The first answer was stored before the connection dropped; its ack was lost.
    connection.push('session:state', snapshot({ myAnswers: [{ answerId: 'answer-1', slideId: 'slide-1', value: answer }] }));
    const resent = connection.requests('answer:submit').slice(2);
    expect(resent.map((request) => (request.payload as { answerId: string }).answerId)).toEqual(['answer-2']);
    expect(session.current().myAnswers.map((mine) => mine.answerId)).toEqual(['answer-1']);
  });

  it('tries again while connected when an ack times out, with the same answer id', async () => {
    const { connection, session, scheduled, flush } = setUp();
    connection.serverConnects();
    connection.push('session:state', snapshot());
    session.submit('slide-1', answer);
    connection.requests('answer:submit')[0]!.timeOut();
    await flush();
    scheduled.shift()!();
    const retries = connection.requests('answer:submit');
    expect(retries).toHaveLength(2);
    expect(retries[1]!.payload).toEqual(retries[0]!.payload);
  });

  it('follows the presenter: slide changes, results of the active slide, the end of the session', () => {
    const { connection, session } = setUp();
    connection.serverConnects();
    connection.push('session:state', snapshot());
    const cloud: AudienceSlide = { ...poll, id: 'slide-2', type: 'wordCloud', options: [] };
    connection.push('slide:activated', { slide: cloud, results: null });
    expect(session.current().activeSlide?.id).toBe('slide-2');
    connection.push('results:updated', { slideId: 'slide-1', results: { kind: 'choice', slideId: 'slide-1', respondents: 1, counts: { o1: 1 } } });
    expect(session.current().results).toBeNull();
    const words = { kind: 'words' as const, slideId: 'slide-2', respondents: 1, entries: 1, words: [{ text: 'sun', count: 1, percent: 100, size: 90 }] };
    connection.push('results:updated', { slideId: 'slide-2', results: words });
    expect(session.current().results).toEqual(words);
    connection.push('session:ended', { sessionId: 'session-1' });
    expect(session.current()).toMatchObject({ status: 'ended', activeSlide: null });
  });

  it('reports a token the server refuses, and stops trying with it', () => {
    const { connection, session } = setUp();
    connection.refuse({ message: 'unauthorized', data: { statusCode: 401, code: 'unauthorized', message: 'Sign in or join again' } });
    expect(session.current().rejected).toBe(true);
    expect(connection.closed).toBe(true);
  });

  it('takes a socket the server closes before any snapshot as a join that no longer holds', () => {
    const { connection, session } = setUp();
    connection.serverConnects();
    connection.serverDrops('io server disconnect');
    expect(session.current().rejected).toBe(true);
    expect(connection.closed).toBe(true);
  });

  it('reconnects after the server closes a socket it had served', () => {
    const { connection, session, scheduled } = setUp();
    connection.serverConnects();
    connection.push('session:state', snapshot());
    connection.serverDrops('io server disconnect');
    expect(session.current()).toMatchObject({ rejected: false, connection: 'reconnecting' });
    scheduled.shift()!();
    expect(connection.connected).toBe(true);
  });

  it('counts every quick tap: Like, Like, Love go out in order, each with its own id, one after the other (issue 26)', async () => {
    const { connection, session, flush } = setUp();
    connection.serverConnects();
    session.react('like');
    session.react('like');
    session.react('heart');
    const sent = () => connection.requests('reaction:send').map((request) => request.payload);
    expect(sent()).toEqual([{ reaction: 'like', reactionId: 'answer-1' }]);
    connection.requests('reaction:send')[0]!.reply({ ok: true });
    await flush();
    connection.requests('reaction:send')[1]!.reply({ ok: true });
    await flush();
    connection.requests('reaction:send')[2]!.reply({ ok: true });
    await flush();
    expect(sent()).toEqual([
      { reaction: 'like', reactionId: 'answer-1' },
      { reaction: 'like', reactionId: 'answer-2' },
      { reaction: 'heart', reactionId: 'answer-3' },
    ]);
    expect(session.unsentReactions()).toBe(0);
  });

  it('sends a reaction whose ack did not come again with the same id, and one over the rate limit after the wait it was given', async () => {
    const { connection, session, scheduled, flush } = setUp();
    connection.serverConnects();
    session.react('laugh');
    connection.requests('reaction:send')[0]!.timeOut();
    await flush();
    expect(scheduled).toHaveLength(1);
    scheduled.shift()!();
    connection.requests('reaction:send')[1]!.reply({
      ok: false,
      error: { statusCode: 429, code: 'rate_limited', message: 'You are sending faster than this session accepts.', details: { retryAfterSeconds: 3 } },
    });
    await flush();
    expect(session.unsentReactions()).toBe(1);
    scheduled.shift()!();
    connection.requests('reaction:send')[2]!.reply({ ok: true });
    await flush();
    expect(connection.requests('reaction:send').map((request) => request.payload)).toEqual([
      { reaction: 'laugh', reactionId: 'answer-1' },
      { reaction: 'laugh', reactionId: 'answer-1' },
      { reaction: 'laugh', reactionId: 'answer-1' },
    ]);
    expect(session.unsentReactions()).toBe(0);
  });

  it('keeps reactions tapped before the connection comes and sends them once it has the snapshot; a refusal for good settles one', async () => {
    const { connection, session, flush } = setUp();
    session.react('wow');
    expect(connection.requests('reaction:send')).toHaveLength(0);
    connection.serverConnects();
    connection.push('session:state', snapshot());
    expect(connection.requests('reaction:send').map((request) => request.payload)).toEqual([{ reaction: 'wow', reactionId: 'answer-1' }]);
    connection.requests('reaction:send')[0]!.reply({ ok: false, error: { statusCode: 422, code: 'business_rule', message: 'Reactions are turned off for this presentation.' } });
    await flush();
    expect(session.unsentReactions()).toBe(0);
  });
});
