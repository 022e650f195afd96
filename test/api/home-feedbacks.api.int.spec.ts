import type { Socket } from 'socket.io-client';
import type { HomeFeedbacksView } from '../../contracts/reports/home-feedbacks.js';
import type { PrivateFeedbackDocument } from '../../projections/private-feedbacks/private-feedback.document.js';
import { privateFeedbacksProjection } from '../../projections/private-feedbacks/private-feedbacks.projection.js';
import { ProjectionRunner } from '../../services/infrastructure/projections/projection-runner.js';
import { versionedCollection } from '../../services/infrastructure/projections/projection-names.js';
import { rebuildProjection } from '../../services/infrastructure/projections/rebuild-projection.js';
import { connect, emitWithAck, once } from './support/live-clients.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

const PEOPLE = 40;
type Ack = { ok: true; duplicate?: boolean } | { ok: false; error: { statusCode: number; message: string } };

/** Issue 28 Home: the private feedbacks Home picks from: the caller's decks only, 2 or lower left out, at most 20, newest first. */
describe('Home private feedbacks (issue 28)', () => {
  let t: TestApp;
  let baseUrl: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_JOINS_PER_ADDRESS: '10000/60' });
    baseUrl = await t.listen();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  it('lists the newest 20 feedbacks rated 3 or more on the caller\'s decks, with the deck\'s name, and rebuilds equal', async () => {
    const ada = await registerPresenter(t.http);
    const bob = await registerPresenter(t.http);
    const auth = bearer(ada.token);
    const deck = (await t.http.post('/api/presentation').set(auth).send({ name: 'Town hall' }).expect(201)).body as { id: string; accessCode: string };
    const poll = await t.http.post('/api/slide/create/').set(auth).send({ presentationId: deck.id, type: 'poll', options: [{ title: 'Yes' }, { title: 'No' }] }).expect(201);
    await t.http.put(`/api/presentation/update-next-slide/${deck.id}`).set(auth).send({ activeSlide: poll.body.id }).expect(200);
    // Before anyone rated: nothing, for the owner and for anyone else.
    expect((await t.http.get('/api/private-feedbacks').set(auth).expect(200)).body).toEqual({ feedbacks: [] });

    const sent: { rating: number; comment: string }[] = [];
    for (let index = 0; index < PEOPLE; index++) {
      const join = await t.http.post('/api/audience/join').send({ accessCode: deck.accessCode, name: `Person ${index}` }).expect(200);
      const socket = connect(baseUrl, join.body.token as string);
      sockets.push(socket);
      await once(socket, 'session:state');
      const feedback = { rating: (index % 5) + 1, comment: `Note ${index}` };
      expect(await emitWithAck<Ack>(socket, 'feedback:submit', feedback)).toMatchObject({ ok: true, duplicate: false });
      sent.push(feedback);
    }
    await t.caughtUp();

    const { feedbacks } = (await t.http.get('/api/private-feedbacks').set(auth).expect(200)).body as HomeFeedbacksView;
    const rated3OrMore = sent.filter((feedback) => feedback.rating >= 3);
    expect(rated3OrMore).toHaveLength(24);
    expect(feedbacks).toHaveLength(20);
    for (const feedback of feedbacks) {
      expect(feedback).toMatchObject({ presentationId: deck.id, presentationName: 'Town hall' });
      expect(feedback.rating).toBeGreaterThanOrEqual(3);
      expect(rated3OrMore).toContainEqual({ rating: feedback.rating, comment: feedback.comment });
    }
    expect(new Set(feedbacks.map((feedback) => feedback.comment)).size).toBe(20);
    const givenAt = feedbacks.map((feedback) => feedback.givenAt);
    expect(givenAt).toEqual([...givenAt].sort().reverse());
    // The four left out are no newer than the oldest one listed.
    const collection = versionedCollection(privateFeedbacksProjection.name, privateFeedbacksProjection.version);
    const stored = await t.storage.readStore.find<PrivateFeedbackDocument>(collection, { where: { presentationId: deck.id } });
    expect(stored).toHaveLength(PEOPLE);
    const listed = new Set(feedbacks.map((feedback) => feedback.comment));
    for (const left of stored.filter((feedback) => feedback.showsOnHome && !listed.has(feedback.comment))) expect(left.givenAt <= givenAt.at(-1)!).toBe(true);
    expect(stored.filter((feedback) => feedback.showsOnHome)).toHaveLength(24);

    // Someone else's feedback is never on my Home.
    expect((await t.http.get('/api/private-feedbacks').set(bearer(bob.token)).expect(200)).body).toEqual({ feedbacks: [] });

    // The read model is the fold of the log: dropped and rebuilt, it is the same, and so is the answer.
    const before = (await t.http.get('/api/private-feedbacks').set(auth).expect(200)).body as HomeFeedbacksView;
    await t.app.get(ProjectionRunner).stop();
    await t.storage.readStore.dropCollection(collection);
    await t.storage.readStore.deleteCheckpoint(collection);
    await rebuildProjection(t.storage.eventStore, t.storage.readStore, privateFeedbacksProjection as never);
    expect(sortById(await t.storage.readStore.find<PrivateFeedbackDocument>(collection))).toEqual(sortById(stored));
    expect((await t.http.get('/api/private-feedbacks').set(auth).expect(200)).body).toEqual(before);
  });
});

const sortById = (documents: readonly PrivateFeedbackDocument[]) => [...documents].sort((a, b) => a.id.localeCompare(b.id));
