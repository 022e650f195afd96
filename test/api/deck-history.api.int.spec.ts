import type { DeckHistoryEntry, DeckHistoryResponse } from '../../contracts/deck/history.js';
import type { DeckDocument } from '../../contracts/deck/read-model.js';
import { presentationStreamId } from '../../contracts/presentations/constants.js';
import { deckContent } from '../../services/slides/test-support/deck-content.js';
import { deckApi } from './support/deck-api.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

describe("A deck's history over HTTP (issue 24)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** Ten edits, keeping the deck read model as it was after each. */
  async function editedDeck() {
    const owner = await registerPresenter(t.http, { firstName: 'Grace', lastName: 'Hopper' });
    const api = deckApi(t, owner.token);
    const presentationId = await api.createPresentation('History under test');
    const decks: DeckDocument[] = [];
    const poll = await api.addSlide(presentationId, { type: 'poll', fields: { title: 'Step 1' } });
    decks.push(await api.deck(presentationId));
    for (let step = 2; step <= 10; step += 1) {
      if (step % 3 === 0) await api.addSlide(presentationId, { type: 'textSlide', fields: { title: `Step ${step}` } });
      else if (step === 5) await t.http.post('/api/slide-option/create/').set(api.auth).send({ slideId: poll.id, title: 'Added at 5' }).expect(201);
      else await t.http.patch(`/api/slide/${poll.id}`).set(api.auth).send({ title: `Step ${step}` }).expect(200);
      decks.push(await api.deck(presentationId));
    }
    return { owner, api, presentationId, decks };
  }

  const historyOf = async (token: string, presentationId: string, query = '') =>
    (await t.http.get(`/api/presentation/${presentationId}/history${query}`).set(bearer(token)).expect(200)).body as DeckHistoryResponse;

  it('lists every change by time and author, newest first and paged, with every event of the stream in one of them', async () => {
    const { owner, presentationId, decks } = await editedDeck();
    const all = await historyOf(owner.token, presentationId);
    expect(all.revision).toBe(decks.at(-1)!.revision);
    expect(all.total).toBe(11); // created + 10 edits
    expect(all.entries[0]).toMatchObject({ revision: decks[9]!.revision, author: { kind: 'user', id: owner.user.id, name: 'Grace Hopper' } });
    expect(all.entries.at(-1)!.events[0]).toEqual({ revision: 0, type: 'PresentationCreated' });
    const times = all.entries.map((entry) => entry.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);

    const pages: DeckHistoryEntry[] = [];
    for (let page = 1; page <= 4; page += 1) pages.push(...(await historyOf(owner.token, presentationId, `?page=${page}&pageSize=3`)).entries);
    expect(pages).toEqual(all.entries);
    const revisions = pages.flatMap((entry) => entry.events.map((event) => event.revision)).sort((a, b) => a - b);
    expect(revisions).toEqual(Array.from({ length: all.revision + 1 }, (_, index) => index));
  });

  it('shows the deck as it stood at any point: the same document the read model held then', async () => {
    const { owner, presentationId, decks } = await editedDeck();
    for (const deck of [decks[0]!, decks[3]!, decks[9]!]) {
      const version = await t.http.get(`/api/presentation/${presentationId}/history/${deck.revision}`).set(bearer(owner.token)).expect(200);
      expect(version.body).toMatchObject({ presentationId, revision: deck.revision, deck });
    }
  });

  it('restores step 4 as new events after the log, shows the restore in the history, and restores step 10 back', async () => {
    const { owner, api, presentationId, decks } = await editedDeck();
    const step4 = decks[3]!;
    const step10 = decks[9]!;
    const logBefore = await t.storage.eventStore.readStream(presentationStreamId(presentationId));

    const restored = await t.http.post(`/api/presentation/${presentationId}/history/${step4.revision}/restore`).set(api.auth).expect(200);
    expect(restored.headers.etag).toBe(`"${restored.body.revision}"`);
    expect(restored.body.revision).toBeGreaterThan(step10.revision);
    expect(deckContent(restored.body.deck)).toEqual(deckContent(step4));
    expect(deckContent(await api.deck(presentationId))).toEqual(deckContent(step4));
    const logAfter = await t.storage.eventStore.readStream(presentationStreamId(presentationId));
    expect(logAfter.slice(0, logBefore.length)).toEqual(logBefore);

    const history = await historyOf(owner.token, presentationId);
    expect(history.total).toBe(12);
    expect(history.entries[0]).toMatchObject({ fromRevision: step10.revision + 1, revision: restored.body.revision });

    await t.http.post(`/api/presentation/${presentationId}/history/${step10.revision}/restore`).set(api.auth).expect(200);
    expect(deckContent(await api.deck(presentationId))).toEqual(deckContent(step10));
  });

  it("answers someone else's deck as an unknown one, refuses bad points and a stale If-Match, and writes nothing then", async () => {
    const { api, presentationId, decks } = await editedDeck();
    const stranger = bearer((await registerPresenter(t.http)).token);
    const base = `/api/presentation/${presentationId}/history`;
    const head = await api.head();
    await t.http.get(base).set(stranger).expect(404);
    await t.http.get(`${base}/1`).set(stranger).expect(404);
    await t.http.post(`${base}/1/restore`).set(stranger).expect(404);
    await t.http.get(base).expect(401);
    const bad = await t.http.get(`${base}/minus-one`).set(api.auth).expect(400);
    expect(bad.body.message).toBeTruthy();
    await t.http.get(`${base}?pageSize=101`).set(api.auth).expect(400);
    await t.http.get(`${base}/${decks[9]!.revision + 1}`).set(api.auth).expect(404);
    await t.http.post(`${base}/${decks[9]!.revision + 1}/restore`).set(api.auth).expect(422);
    await t.http.post(`${base}/1/restore`).set(api.auth).set('If-Match', `"${decks[8]!.revision}"`).expect(409);
    expect(await api.head()).toBe(head);
  });
});
