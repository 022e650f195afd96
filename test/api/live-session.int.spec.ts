import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type { SlideResults } from '../../contracts/live/results.js';
import type { AudienceCount, AudienceSnapshot, PresenterSnapshot } from '../../contracts/live/socket-protocol.js';
import { liveResultsProjection } from '../../projections/live-results/live-results.projection.js';
import { versionedCollection } from '../../services/infrastructure/projections/projection-names.js';
import { rebuildProjection } from '../../services/infrastructure/projections/rebuild-projection.js';
import { LiveResultsService } from '../../services/live/application/live-results.service.js';
import { connect, editDeck, emitWithAck, once, readDeck } from './support/live-clients.js';
import { waitUntil } from '../support/wait-until.js';
import { presentPoll } from './support/live-poll.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

type Ack = { ok: true; duplicate?: boolean } | { ok: false; error: { statusCode: number; message: string } };

/** A small deterministic generator, so a failure can be replayed exactly. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('A live poll with real socket.io clients', () => {
  let t: TestApp;
  let baseUrl: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestApp({ DEFAULT_PLAN: 'pro' });
    baseUrl = await t.listen();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  it('counts 200 audience answers exactly, ignoring re-sent answers and refusing second votes', async () => {
    const presenter = await registerPresenter(t.http);
    const live = await presentPoll(t, presenter.token, presenter.user.id, ['Red', 'Green', 'Blue', 'Yellow']);

    const presenterSocket = connect(baseUrl, presenter.token);
    sockets.push(presenterSocket);
    const joined = await emitWithAck<{ ok: boolean; snapshot: PresenterSnapshot }>(presenterSocket, 'join-presenter', {
      room: `${live.presentationId}-presenter`,
      presenter: { id: presenter.user.id, name: 'Ada', email: { email: presenter.user.email } },
    });
    expect(joined).toMatchObject({ ok: true, snapshot: { sessionId: live.sessionId, activeSlideId: live.slideId } });
    let latest: SlideResults | null = null;
    presenterSocket.on('results:updated', (message: { slideId: string; results: SlideResults }) => {
      if (message.slideId === live.slideId) latest = message.results;
    });
    const counts: AudienceCount[] = [];
    presenterSocket.on('audience:count', (count: AudienceCount) => counts.push(count));

    const random = seededRandom(42);
    const expected: Record<string, number> = Object.fromEntries(live.optionIds.map((id) => [id, 0]));
    const audience = await Promise.all(
      Array.from({ length: 200 }, async (_, index) => {
        const join = await t.http.post('/api/audience/join').send({ accessCode: live.accessCode, name: `P${index}` }).expect(200);
        const socket = connect(baseUrl, join.body.token as string);
        sockets.push(socket);
        const snapshot = await once<AudienceSnapshot>(socket, 'session:state');
        return { socket, snapshot, audienceId: join.body.audienceId as string };
      }),
    );
    expect(audience.every(({ snapshot }) => snapshot.activeSlide?.id === live.slideId)).toBe(true);

    const acks = await Promise.all(
      audience.map(async ({ socket }) => {
        const optionId = live.optionIds[Math.floor(random() * live.optionIds.length)]!;
        expected[optionId]! += 1;
        const answer = { answerId: randomUUID(), slideId: live.slideId, value: { kind: 'choice', optionIds: [optionId] } };
        const first = await emitWithAck<Ack>(socket, 'answer:submit', answer);
        // A client that lost the ack re-sends the same answerId: same ack, nothing counted twice.
        const resent = await emitWithAck<Ack>(socket, 'answer:submit', answer);
        const secondVote = await emitWithAck<Ack>(socket, 'answer:submit', { ...answer, answerId: randomUUID() });
        return { first, resent, secondVote };
      }),
    );
    expect(acks.every(({ first }) => first.ok && first.duplicate === false)).toBe(true);
    expect(acks.every(({ resent }) => resent.ok && resent.duplicate === true)).toBe(true);
    expect(acks.every(({ secondVote }) => !secondVote.ok && secondVote.error.statusCode === 422 && secondVote.error.message === 'You have already answered this question.')).toBe(true);

    await waitUntil(() => (latest as SlideResults | null)?.respondents === 200);
    expect(latest).toEqual({ kind: 'choice', slideId: live.slideId, respondents: 200, counts: expected });
    // Counts are throttled (2/s): wait for the update that follows the last connection.
    await waitUntil(() => counts.at(-1)?.online === 200);
    expect(counts.at(-1)).toMatchObject({ joined: 200, online: 200, limit: 10_000 });

    const state = await t.http.get(`/api/live/presentation/${live.presentationId}`).set(bearer(presenter.token)).expect(200);
    expect(state.body.results[live.slideId].counts).toEqual(expected);
    const options = await t.http.get(`/api/slide/${live.slideId}/slide-options`).set(bearer(presenter.token)).expect(200);
    expect(Object.fromEntries(options.body.options.filter((o: { title: string }) => o.title).map((o: { id: string; count: number }) => [o.id, o.count]))).toEqual(expected);

    // Rebuilding the persisted live-result read model from the log gives what the live fold holds.
    const liveDocument = await t.app.get(LiveResultsService).slideResults(live.sessionId, live.slideId);
    const { eventStore, readStore } = t.storage;
    await rebuildProjection(eventStore, readStore, liveResultsProjection as never);
    const rebuilt = await readStore.get(versionedCollection(liveResultsProjection.name, liveResultsProjection.version), `${live.sessionId}:${live.slideId}`);
    expect(rebuilt).toEqual(liveDocument);
  });

  it("sends the audience a slide's results while it is on screen, none once the presenter has moved on, and no quiz screen", async () => {
    const presenter = await registerPresenter(t.http);
    const live = await presentPoll(t, presenter.token, presenter.user.id, ['Yes', 'No']);
    await editDeck(t, presenter.user.id, {
      type: 'AddSlide',
      data: { presentationId: live.presentationId, type: 'poll', fields: { title: 'Next question' }, options: [{ title: 'Yes' }, { title: 'No' }] },
    });
    const nextSlide = (await readDeck(t, live.presentationId)).slides[1]!;
    const nextSlideId = nextSlide.id;
    const join = await t.http.post('/api/audience/join').send({ accessCode: live.accessCode, name: 'Phone' }).expect(200);
    const phone = connect(baseUrl, join.body.token as string);
    sockets.push(phone);
    let quizStates = 0;
    phone.on('quiz:state', () => (quizStates += 1));
    await once(phone, 'session:state');
    const seen: string[] = [];
    phone.on('results:updated', (message: { slideId: string; results: SlideResults }) => seen.push(`results ${message.slideId} ${message.results.respondents}`));
    phone.on('slide:activated', (message: { slide: { id: string } }) => seen.push(`activated ${message.slide.id}`));
    const answer = (optionId: string) => ({ answerId: randomUUID(), slideId: live.slideId, value: { kind: 'choice', optionIds: [optionId] } });

    // On screen: the audience's update trails the answer by its interval (100 ms for one phone).
    expect(await emitWithAck<Ack>(phone, 'answer:submit', answer(live.optionIds[0]!))).toMatchObject({ ok: true });
    await waitUntil(() => seen.includes(`results ${live.slideId} 1`));
    expect(seen).toEqual([`results ${live.slideId} 1`]);

    // A second person answers and the presenter moves on before that update is due: the phones show the
    // next slide, so the previous slide's update is not sent to them at all.
    const second = await t.http.post('/api/audience/join').send({ accessCode: live.accessCode, name: 'Second' }).expect(200);
    const secondPhone = connect(baseUrl, second.body.token as string);
    sockets.push(secondPhone);
    await once(secondPhone, 'session:state');
    seen.length = 0;
    const moved = once(phone, 'slide:activated');
    expect(await emitWithAck<Ack>(secondPhone, 'answer:submit', answer(live.optionIds[1]!))).toMatchObject({ ok: true });
    await t.http.put(`/api/presentation/update-next-slide/${live.presentationId}`).set(bearer(presenter.token)).send({ activeSlide: nextSlideId }).expect(200);
    await moved;
    // A barrier instead of a pause: an answer on the next slide schedules its update after the previous slide's
    // (the same interval), so once it has arrived, the previous slide's update is due and was not sent.
    const nextAnswer = { answerId: randomUUID(), slideId: nextSlideId, value: { kind: 'choice', optionIds: [nextSlide.options[0]!.id] } };
    expect(await emitWithAck<Ack>(phone, 'answer:submit', nextAnswer)).toMatchObject({ ok: true });
    await waitUntil(() => seen.includes(`results ${nextSlideId} 1`));
    expect(seen.slice(seen.indexOf(`activated ${nextSlideId}`))).toEqual([`activated ${nextSlideId}`, `results ${nextSlideId} 1`]);
    // A deck of polls has no quiz screen: phones are not sent one when they connect.
    expect(quizStates).toBe(0);
  });
});

describe('Participant limits by plan', () => {
  let t: TestApp;
  let baseUrl: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    baseUrl = await t.listen();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  it("refuses the 51st join to a free presenter's session and tells the presenter why", async () => {
    const presenter = await registerPresenter(t.http);
    const live = await presentPoll(t, presenter.token, presenter.user.id, ['Yes', 'No']);
    const presenterSocket = connect(baseUrl, presenter.token);
    sockets.push(presenterSocket);
    await emitWithAck(presenterSocket, 'join-presenter', { room: `${live.presentationId}-presenter`, presenter: { id: presenter.user.id, name: 'Ada' } });
    const fullNotice = once<{ limit: number; plan: string; refused: number }>(presenterSocket, 'session:full');

    const joins = await Promise.all(
      Array.from({ length: 51 }, (_, index) => t.http.post('/api/audience/join').send({ accessCode: live.accessCode, name: `P${index}` })),
    );
    expect(joins.filter((join) => join.status === 200)).toHaveLength(50);
    const refused = joins.filter((join) => join.status === 422);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.body.message).toBe('This session is full. The presenter’s plan allows no more participants.');
    expect(await fullNotice).toMatchObject({ limit: 50, plan: 'free', refused: 1 });
  });

  it('answers a join to a presentation that is not being presented with 422 and an unknown code with 404', async () => {
    const presenter = await registerPresenter(t.http);
    const presentation = (await t.http.post('/api/presentation').set(bearer(presenter.token)).send({}).expect(201)).body as { accessCode: string };
    const notLive = await t.http.post('/api/audience/join').send({ accessCode: presentation.accessCode }).expect(422);
    expect(notLive.body.message).toMatch(/not live/);
    await t.http.post('/api/audience/join').send({ accessCode: '000000x' }).expect(404);
  });
});
