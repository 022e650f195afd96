import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type { DeckSlide } from '../../contracts/deck/read-model.js';
import type { SlideResults } from '../../contracts/live/results.js';
import { connect, emitWithAck } from './support/live-clients.js';
import { deckApi } from './support/deck-api.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-00000000beef';

type Api = ReturnType<typeof deckApi>;

/** Issue 20: someone else's ids answer exactly as unknown ids, and nothing is written either way. */
describe('No leaks and no foreign ids (issue 20)', () => {
  let t: TestApp;
  let baseUrl: string;
  let alice: Api;
  let bob: Api;
  let alicePresentation: string;
  let bobPresentation: string;
  let bobSlide: DeckSlide;
  let bobWords: DeckSlide;
  let bobOption: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    baseUrl = await t.listen();
    alice = deckApi(t, (await registerPresenter(t.http)).token);
    bob = deckApi(t, (await registerPresenter(t.http)).token);
    alicePresentation = await alice.createPresentation('Alice live deck');
    const aliceSlide = await alice.addSlide(alicePresentation, { type: 'wordCloud' });
    await t.http.put(`/api/presentation/update-next-slide/${alicePresentation}`).set(alice.auth).send({ activeSlide: aliceSlide.id }).expect(200);
    bobPresentation = await bob.createPresentation('Bob secret deck');
    bobSlide = await bob.addSlide(bobPresentation, { type: 'poll', options: [{ title: 'Yes' }, { title: 'No' }] });
    bobWords = await bob.addSlide(bobPresentation, { type: 'wordCloud' });
    bobOption = bobSlide.options[0]!.id;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  /** Sends the request with Bob's id and with an unknown id: both 404 with the same body, and the log does not move. */
  async function answersAsUnknown(send: (id: string) => Promise<{ status: number; body: unknown }>, foreignId: string): Promise<void> {
    const head = await alice.head();
    const foreign = await send(foreignId);
    const unknown = await send(UNKNOWN_ID);
    expect({ status: foreign.status, body: replaceId(foreign.body, foreignId) }).toEqual({ status: 404, body: replaceId(unknown.body, UNKNOWN_ID) });
    expect(await alice.head()).toBe(head);
  }

  it.each(['delete', 'restore', 'permanent'] as const)(
    "answers a bulk %s of someone else's presentation exactly as an unknown id, naming no presentation",
    async (action) => {
      const request = (ids: string[]) => {
        const body = { presentationIds: ids };
        if (action === 'delete') return t.http.delete('/api/presentation').set(alice.auth).send(body);
        if (action === 'restore') return t.http.post('/api/presentation/restore').set(alice.auth).send(body);
        return t.http.delete('/api/presentation/permanent').set(alice.auth).send(body);
      };
      const head = await alice.head();
      const foreign = await request([bobPresentation]).expect(200);
      const unknown = await request([UNKNOWN_ID]).expect(200);
      expect(JSON.stringify(foreign.body)).not.toContain('Bob secret deck');
      expect(replaceId(foreign.body, bobPresentation)).toEqual(replaceId(unknown.body, UNKNOWN_ID));
      expect(foreign.body.failureMessage).toMatch(new RegExp(`${bobPresentation}$`));
      expect(await alice.head()).toBe(head);
    },
  );

  it("PUT /api/live/slide/update/{another user's slideId} with your own presentationId answers as an unknown slide and writes nothing", async () => {
    await answersAsUnknown(
      (slideId) => t.http.put(`/api/live/slide/update/${slideId}`).set(alice.auth).send({ presentationId: alicePresentation, stopSubmission: true }),
      bobSlide.id,
    );
  });

  it("refuses another user's slide in every live and quiz command on your own session as an unknown id", async () => {
    const commands: ((slideId: string) => Promise<{ status: number; body: unknown }>)[] = [
      (slideId) => t.http.put(`/api/presentation/update-next-slide/${alicePresentation}`).set(alice.auth).send({ activeSlide: slideId }),
      (slideId) => t.http.post('/api/slide-option/remove-wordcloud').set(alice.auth).send({ presentationId: alicePresentation, slideId, text: 'hello' }),
      (slideId) => t.http.post(`/api/quiz-type-answer/${slideId}/accept`).set(alice.auth).send({ presentationId: alicePresentation, text: 'Paris' }),
      (slideId) => t.http.post('/api/score').set(alice.auth).send({ presentationId: alicePresentation, slideId, teamId: 'team-1', point: 5 }),
    ];
    for (const command of commands) await answersAsUnknown(command, bobWords.id);
  });

  it("answers someone else's presentation, slide and option ids on the slides routes as unknown ones", async () => {
    const requests: [(id: string) => Promise<{ status: number; body: unknown }>, string][] = [
      [(id) => t.http.get(`/api/presentation/${id}`).set(alice.auth), bobPresentation],
      [(id) => t.http.patch(`/api/presentation/${id}`).set(alice.auth).send({ name: 'Mine now' }), bobPresentation],
      [(id) => t.http.get(`/api/presentation/${id}/settings`).set(alice.auth), bobPresentation],
      [(id) => t.http.put(`/api/presentation/update-next-slide/${id}`).set(alice.auth).send({ activeSlide: bobSlide.id }), bobPresentation],
      [(id) => t.http.get(`/api/live/presentation/${id}`).set(alice.auth), bobPresentation],
      [(id) => t.http.get(`/api/slide/${id}`).set(alice.auth), bobSlide.id],
      [(id) => t.http.patch(`/api/slide/${id}`).set(alice.auth).send({ title: 'Mine now' }), bobSlide.id],
      [(id) => t.http.delete(`/api/slide/${id}`).set(alice.auth), bobSlide.id],
      [(id) => t.http.post('/api/slide-option/create').set(alice.auth).send({ slideId: id, title: 'Maybe' }), bobSlide.id],
      [(id) => t.http.patch(`/api/slide-option/${id}`).set(alice.auth).send({ title: 'Mine now' }), bobOption],
      [(id) => t.http.delete(`/api/slide-option/${id}`).set(alice.auth), bobOption],
    ];
    for (const [send, foreignId] of requests) await answersAsUnknown(send, foreignId);
  });

  it("refuses a deck command naming another user's slide inside your own presentation, on the socket, writing nothing", async () => {
    const socket = connect(baseUrl, alice.auth.Authorization.slice('Bearer '.length));
    sockets.push(socket);
    await emitWithAck(socket, 'deck:subscribe', { presentationId: alicePresentation });
    const send = async (slideId: string) => {
      const ack = await emitWithAck<{ ok: boolean; error?: { statusCode: number } }>(socket, 'deck:command', {
        presentationId: alicePresentation,
        mutationId: randomUUID(),
        command: { type: 'PatchSlide', data: { presentationId: alicePresentation, slideId, fields: { title: 'Mine now' } } },
      });
      return { status: ack.error?.statusCode ?? 200, body: ack.error };
    };
    await answersAsUnknown(send, bobSlide.id);
  });

  it('sends phones open-ended results with names but without audience ids', async () => {
    const owner = deckApi(t, (await registerPresenter(t.http)).token);
    const presentationId = await owner.createPresentation('Ideas');
    const slide = await owner.addSlide(presentationId, { type: 'openEnded' });
    await t.http.put(`/api/presentation/update-next-slide/${presentationId}`).set(owner.auth).send({ activeSlide: slide.id }).expect(200);
    const { accessCode } = await owner.deck(presentationId);
    const writer = (await t.http.post('/api/audience/join').send({ accessCode, name: 'Grace' }).expect(200)).body as { audienceId: string; token: string };
    const reader = (await t.http.post('/api/audience/join').send({ accessCode, name: 'Ada' }).expect(200)).body as { token: string };
    const readerSocket = connect(baseUrl, reader.token);
    const writerSocket = connect(baseUrl, writer.token);
    sockets.push(readerSocket, writerSocket);
    const received = new Promise<{ results: SlideResults }>((resolve) => {
      readerSocket.on('results:updated', (message: { results: SlideResults }) => {
        if (message.results.kind === 'text' && message.results.entries.length > 0) resolve(message);
      });
    });
    const ack = await emitWithAck<{ ok: boolean }>(writerSocket, 'answer:submit', { answerId: randomUUID(), slideId: slide.id, value: { kind: 'text', text: 'More breaks' } });
    expect(ack.ok).toBe(true);

    const { results } = await received;
    expect(results).toMatchObject({ kind: 'text', entries: [{ name: 'Grace', text: 'More breaks' }] });
    expect(JSON.stringify(results)).not.toContain(writer.audienceId);
    const forPresenter = await t.http.get(`/api/live/presentation/${presentationId}`).set(owner.auth).expect(200);
    expect(forPresenter.body.results[slide.id].entries[0]).toMatchObject({ audienceId: writer.audienceId, name: 'Grace' });
  });

  it("answers another presenter's user id on logout as an unknown one", async () => {
    const bobUser = (await t.http.get('/api/users/get-profile').set(bob.auth).expect(200)).body as { id: string };
    await answersAsUnknown((userId) => t.http.post(`/api/users/${userId}/logout`).set(alice.auth), bobUser.id);
    await t.http.get('/api/users/get-profile').set(bearer(bob.auth.Authorization.slice('Bearer '.length))).expect(200);
  });
});

/** The body with the id sent swapped for a placeholder, so the foreign and unknown answers compare. */
function replaceId(body: unknown, id: string): unknown {
  return JSON.parse(JSON.stringify(body ?? null).replaceAll(id, '<id>'));
}
