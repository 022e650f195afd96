import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { IDEAS_MESSAGES } from '../../contracts/ideas/constants.js';
import type { IdeasBoard, MyIdeas } from '../../contracts/ideas/socket-protocol.js';
import type { AudienceSnapshot, PresenterSnapshot } from '../../contracts/live/socket-protocol.js';
import { ideasBoardProjection } from '../../projections/ideas/ideas-board.projection.js';
import { IdeasBoards } from '../../services/ideas/application/ideas-boards.js';
import { versionedCollection } from '../../services/infrastructure/projections/projection-names.js';
import { rebuildProjection } from '../../services/infrastructure/projections/rebuild-projection.js';
import { waitUntil } from '../support/wait-until.js';
import { deckApi } from './support/deck-api.js';
import { connect, emitWithAck, once } from './support/live-clients.js';
import { suiteServer } from './support/suite-server.js';
import { bearer, registerPresenter } from './support/test-app.js';

type Ack = { ok: true; duplicate: boolean; votesUsed?: number } | { ok: false; error: { statusCode: number; message: string } };

const PEOPLE = 200;
const VOTES_EACH = 20;

/** A small deterministic generator, so a failure can be replayed exactly. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** `count` different items of `from`, drawn with `random`. */
function pick<T>(from: readonly T[], count: number, random: () => number): T[] {
  const pool = [...from];
  for (let index = pool.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [pool[index], pool[other]] = [pool[other]!, pool[index]!];
  }
  return pool.slice(0, count);
}

describe('A brainstorm with real socket.io clients', () => {
  const suite = suiteServer({ DEFAULT_PLAN: 'pro' });

  it('takes 200 ideas from 200 people and their votes at the limit while the presenter moves the stages; the ranking equals an independent count', async () => {
    const { t } = suite;
    const presenter = await registerPresenter(t.http);
    const deck = deckApi(t, presenter.token);
    const presentationId = await deck.createPresentation('Retro');
    const slide = await deck.addSlide(presentationId, { type: 'ideas', fields: { title: 'What should we change?', limitChoice: 25, entriesPerParticipant: 2 } });
    const { accessCode } = await deck.deck(presentationId);
    await t.http.put(`/api/presentation/update-next-slide/${presentationId}`).set(deck.auth).send({ activeSlide: slide.id }).expect(200);
    const moveStage = (stage: string) => t.http.post(`/api/slide/ideas/${slide.id}/stage`).set(deck.auth).send({ presentationId, stage });

    const presenterSocket = connect(suite.baseUrl, presenter.token);
    suite.sockets.push(presenterSocket);
    const joined = await emitWithAck<{ ok: boolean; snapshot: PresenterSnapshot }>(presenterSocket, 'join-presenter', {
      room: `${presentationId}-presenter`,
      presenter: { id: presenter.user.id, name: 'Ada' },
    });
    expect(joined.ok).toBe(true);
    let presenterBoard: IdeasBoard | null = null;
    presenterSocket.on('ideas:board', (board: IdeasBoard) => (presenterBoard = board));
    const latest = () => presenterBoard as IdeasBoard | null;

    const people = await Promise.all(
      Array.from({ length: PEOPLE }, async (_, index) => {
        const join = await t.http.post('/api/audience/join').send({ accessCode, name: `P${index}` }).expect(200);
        const socket = connect(suite.baseUrl, join.body.token as string);
        suite.sockets.push(socket);
        const board = once<IdeasBoard>(socket, 'ideas:board');
        const mine = once<MyIdeas>(socket, 'ideas:mine');
        const snapshot = await once<AudienceSnapshot>(socket, 'session:state');
        let phoneBoard = await board;
        socket.on('ideas:board', (next: IdeasBoard) => (phoneBoard = next));
        return { socket, snapshot, mine: await mine, board: () => phoneBoard };
      }),
    );
    expect(people.every(({ snapshot, board, mine }) => snapshot.activeSlide?.id === slide.id && board().stage === 'submission' && Object.keys(mine.slides).length === 0)).toBe(true);

    // --- Submission: one idea each, each sent twice (a lost ack); the second copy is not counted.
    const ideaIds: string[] = [];
    const submitted = await Promise.all(
      people.map(async ({ socket }, index) => {
        const idea = { ideaId: randomUUID(), slideId: slide.id, text: `Idea number ${index}` };
        ideaIds.push(idea.ideaId);
        return { first: await emitWithAck<Ack>(socket, 'idea:submit', idea), again: await emitWithAck<Ack>(socket, 'idea:submit', idea) };
      }),
    );
    expect(submitted.every(({ first, again }) => first.ok && !first.duplicate && again.ok && again.duplicate)).toBe(true);
    await waitUntil(() => latest()?.ideas.length === PEOPLE);

    // A second idea from 20 people while the presenter moves on to voting: the slide is full (200) until the
    // stage moves, then ideas are closed; none is taken either way.
    const late = people.slice(0, 20).map(({ socket }) => emitWithAck<Ack>(socket, 'idea:submit', { ideaId: randomUUID(), slideId: slide.id, text: 'One more' }));
    expect((await moveStage('voting').expect(200)).body).toMatchObject({ stage: 'voting' });
    const lateAcks = await Promise.all(late);
    expect(lateAcks.every((ack) => !ack.ok && ack.error.statusCode === 422 && [IDEAS_MESSAGES.slideFull, IDEAS_MESSAGES.notCollecting].includes(ack.error.message as never))).toBe(true);

    // --- Voting: 20 votes each (the clamp of limitChoice 25), each sent twice; a 21st is refused.
    const random = seededRandom(21);
    const expected = new Map(ideaIds.map((ideaId) => [ideaId, 0]));
    const voted = people.map(() => new Set<string>());
    const vote = (socket: Socket, ideaId: string, isVote: boolean, voteId = randomUUID()) => emitWithAck<Ack>(socket, 'idea:vote', { voteId, slideId: slide.id, ideaId, voted: isVote });
    const votingAcks = await Promise.all(
      people.map(async ({ socket }, index) => {
        const acks: Ack[] = [];
        for (const ideaId of pick(ideaIds, VOTES_EACH, random)) {
          const voteId = randomUUID();
          const first = await vote(socket, ideaId, true, voteId);
          const again = await vote(socket, ideaId, true, voteId);
          if (first.ok && !first.duplicate) {
            expected.set(ideaId, expected.get(ideaId)! + 1);
            voted[index]!.add(ideaId);
          }
          acks.push(first, again);
        }
        const over = await vote(socket, ideaIds.find((ideaId) => !voted[index]!.has(ideaId))!, true);
        return { acks, over };
      }),
    );
    expect(votingAcks.every(({ acks }) => acks.every((ack, position) => ack.ok && ack.duplicate === (position % 2 === 1)))).toBe(true);
    expect(votingAcks.every(({ over }) => !over.ok && over.error.message === IDEAS_MESSAGES.outOfVotes(VOTES_EACH))).toBe(true);

    // --- Changed minds while the presenter shows the result: a vote taken back and given to another idea.
    // Whatever the server took before the stage moved counts; what it refused does not.
    const changes = people.map(async ({ socket }, index) => {
      const from = [...voted[index]!][0]!;
      const to = ideaIds.find((ideaId) => !voted[index]!.has(ideaId))!;
      const back = await vote(socket, from, false);
      if (back.ok) {
        expected.set(from, expected.get(from)! - 1);
        voted[index]!.delete(from);
      } else expect(back.error.message).toBe(IDEAS_MESSAGES.notVoting);
      const moved = await vote(socket, to, true);
      if (moved.ok) {
        expected.set(to, expected.get(to)! + 1);
        voted[index]!.add(to);
      } else expect(moved.error.message).toBe(IDEAS_MESSAGES.notVoting);
      return [back.ok, moved.ok];
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect((await moveStage('result').expect(200)).body).toMatchObject({ stage: 'result' });
    const changed = (await Promise.all(changes)).flat();
    process.stdout.write(`ideas: ${changed.filter(Boolean).length} of ${changed.length} vote changes sent around the move to the result were taken\n`);

    // --- The result: the presenter's ranked board equals an independent count of the votes the server took.
    const total = [...expected.values()].reduce((sum, count) => sum + count, 0);
    await waitUntil(() => latest()?.stage === 'result' && latest()?.votes === total);
    const rankOf = (count: number) => 1 + [...expected.values()].filter((other) => other > count).length;
    const board = latest()!;
    expect(board.ideas).toHaveLength(PEOPLE);
    expect(board.ideas.map(({ ideaId, votes, rank }) => ({ ideaId, votes, rank }))).toEqual(
      board.ideas.map(({ ideaId }) => ({ ideaId, votes: expected.get(ideaId)!, rank: rankOf(expected.get(ideaId)!) })),
    );
    const counts = board.ideas.map((card) => card.votes!);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(board.voters).toBe(PEOPLE);
    expect(new Set(board.ideas.map((card) => card.ideaId))).toEqual(new Set(ideaIds));

    // Phones show the same ranking at the result; GET answers the same board.
    await waitUntil(() => people.every(({ board: phone }) => phone().stage === 'result' && phone().votes === total));
    expect(people.map(({ board: phone }) => phone().ideas)).toEqual(people.map(() => board.ideas));
    expect((await t.http.get(`/api/live/presentation/${presentationId}/ideas/${slide.id}`).set(bearer(presenter.token)).expect(200)).body).toEqual(board);

    // A phone that reconnects gets its own idea and votes back.
    const again = connect(suite.baseUrl, (people[7]!.socket.auth as { token: string }).token);
    suite.sockets.push(again);
    const mine = await once<MyIdeas>(again, 'ideas:mine');
    expect(mine.slides[slide.id]).toEqual({ ideaIds: [ideaIds[7]], votedIdeaIds: expect.arrayContaining([...voted[7]!]) });
    expect(mine.slides[slide.id]!.votedIdeaIds).toHaveLength(voted[7]!.size);

    // --- Rebuilding the persisted boards from the log gives what the live fold holds.
    const sessionId = joined.snapshot.sessionId!;
    const live = (await t.app.get(IdeasBoards).entry(sessionId)).state.boards.get(slide.id);
    await t.caughtUp();
    const { eventStore, readStore } = t.storage;
    await rebuildProjection(eventStore, readStore, ideasBoardProjection as never);
    expect(await readStore.get(versionedCollection(ideasBoardProjection.name, ideasBoardProjection.version), `${sessionId}:${slide.id}`)).toEqual(live);
  });
});
