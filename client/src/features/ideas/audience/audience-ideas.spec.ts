import { describe, expect, it } from '@jest/globals';
import type { IdeasBoard } from '../../../../../contracts/ideas/socket-protocol.js';
import { FakeLiveConnection } from '../../live/fake-live-connection.js';
import { AudienceIdeas } from './audience-ideas.js';

const NOT_RECEIVED = 'Your vote was not received. Try again.';
const IDEA_TAKEN = { ok: true as const, duplicate: false };
const VOTE_TAKEN = { ok: true as const, duplicate: false, votesUsed: 1 };

function setUp() {
  let ids = 0;
  const ideas = new AudienceIdeas({ voteNotReceived: NOT_RECEIVED }, () => `id-${++ids}`);
  const connection = new FakeLiveConnection();
  ideas.attach(connection);
  connection.serverConnects();
  return { ideas, connection, flush: () => new Promise((resolve) => setTimeout(resolve, 0)) };
}

const board = (stage: IdeasBoard['stage']): IdeasBoard => ({
  sessionId: 'session-1',
  slideId: 'slide-1',
  stage,
  ideas: [{ ideaId: 'idea-x', text: 'Shorter meetings', votes: null, rank: null }],
  votes: null,
  voters: null,
  resultsHidden: false,
});

describe('a phone’s brainstorm', () => {
  it('keeps an idea pending until the server acknowledges it, then counts it as the person’s own', async () => {
    const { ideas, connection, flush } = setUp();
    ideas.submit('slide-1', 'Walking one-to-ones');
    expect(ideas.current().pending).toEqual([{ ideaId: 'id-1', slideId: 'slide-1', text: 'Walking one-to-ones' }]);
    const [request] = connection.requests('idea:submit');
    expect(request!.payload).toEqual({ ideaId: 'id-1', slideId: 'slide-1', text: 'Walking one-to-ones' });
    request!.reply(IDEA_TAKEN);
    await flush();
    expect(ideas.current().pending).toEqual([]);
    expect(ideas.mineOn('slide-1').ideaIds).toEqual(['id-1']);
  });

  it('sends an idea whose ack was lost again after the reconnect, with the same id, unless the server holds it', async () => {
    const { ideas, connection, flush } = setUp();
    ideas.submit('slide-1', 'First');
    ideas.submit('slide-1', 'Second');
    for (const request of connection.requests('idea:submit')) request.timeOut();
    connection.serverDrops();
    await flush();
    expect(ideas.current().pending.map((idea) => idea.ideaId)).toEqual(['id-1', 'id-2']);

    // The server stored the first before the connection dropped: only the second goes again.
    connection.serverConnects();
    connection.push('ideas:mine', { sessionId: 'session-1', slides: { 'slide-1': { ideaIds: ['id-1'], votedIdeaIds: [] } } });
    const resent = connection.requests('idea:submit').slice(2);
    expect(resent.map((request) => request.payload)).toEqual([{ ideaId: 'id-2', slideId: 'slide-1', text: 'Second' }]);
    resent[0]!.reply(IDEA_TAKEN);
    await flush();
    expect(ideas.current().pending).toEqual([]);
    expect(ideas.mineOn('slide-1').ideaIds).toEqual(['id-1', 'id-2']);
  });

  it('drops an idea the server refuses and shows its words for the slide', async () => {
    const { ideas, connection, flush } = setUp();
    ideas.submit('slide-1', 'Late');
    connection.requests('idea:submit')[0]!.reply({ ok: false, error: { statusCode: 422, message: 'Ideas are closed.', code: 'business_rule' } });
    await flush();
    expect(ideas.current()).toMatchObject({ pending: [], error: { slideId: 'slide-1', message: 'Ideas are closed.' } });
    expect(ideas.mineOn('slide-1').ideaIds).toEqual([]);
  });

  it('shows a vote at once, keeps it when acknowledged, and puts it back when refused or never answered', async () => {
    const { ideas, connection, flush } = setUp();
    connection.push('ideas:board', board('voting'));
    expect(ideas.current().boards['slide-1']!.stage).toBe('voting');

    const kept = ideas.toggleVote('slide-1', 'idea-x');
    expect(ideas.current()).toMatchObject({ voting: ['idea-x'], mine: { 'slide-1': { votedIdeaIds: ['idea-x'] } } });
    // A second press while the first is on its way sends nothing.
    await ideas.toggleVote('slide-1', 'idea-x');
    expect(connection.requests('idea:vote')).toHaveLength(1);
    connection.requests('idea:vote')[0]!.reply(VOTE_TAKEN);
    await kept;
    expect(ideas.current()).toMatchObject({ voting: [], error: null, mine: { 'slide-1': { votedIdeaIds: ['idea-x'] } } });

    // Taken back, refused: the vote stays.
    const refused = ideas.toggleVote('slide-1', 'idea-x');
    expect(connection.requests('idea:vote')[1]!.payload).toMatchObject({ slideId: 'slide-1', ideaId: 'idea-x', voted: false });
    expect(ideas.mineOn('slide-1').votedIdeaIds).toEqual([]);
    connection.requests('idea:vote')[1]!.reply({ ok: false, error: { statusCode: 422, message: 'Voting has ended.', code: 'business_rule' } });
    await refused;
    expect(ideas.current()).toMatchObject({ voting: [], error: { message: 'Voting has ended.' }, mine: { 'slide-1': { votedIdeaIds: ['idea-x'] } } });

    // Taken back, no answer at all: the vote stays and the person is told it was not received.
    const lost = ideas.toggleVote('slide-1', 'idea-x');
    connection.requests('idea:vote')[2]!.timeOut();
    await lost;
    await flush();
    expect(ideas.current()).toMatchObject({ voting: [], error: { message: NOT_RECEIVED }, mine: { 'slide-1': { votedIdeaIds: ['idea-x'] } } });
  });

  it('takes its own ideas and votes from ideas:mine on every connect', () => {
    const { ideas, connection } = setUp();
    connection.push('ideas:mine', { sessionId: 'session-1', slides: { 'slide-1': { ideaIds: ['a'], votedIdeaIds: ['b', 'c'] } } });
    expect(ideas.mineOn('slide-1')).toEqual({ ideaIds: ['a'], votedIdeaIds: ['b', 'c'] });
    expect(ideas.mineOn('slide-2')).toEqual({ ideaIds: [], votedIdeaIds: [] });
  });
});
