import type { DeckSlide } from '../../contracts/deck/read-model.js';
import { deckApi } from './support/deck-api.js';
import { registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

const TOO_MANY_OPTIONS = 'There are already too many options. Please remove some to make room for new ones.';
const SLIDE_LIMIT = 'Presentation has reached slide limit number.';

describe('Deck limits over HTTP: the spec messages, and nothing written on a rejection', () => {
  let t: TestApp;
  let api: ReturnType<typeof deckApi>;
  beforeAll(async () => {
    t = await startTestApp();
    api = deckApi(t, (await registerPresenter(t.http)).token);
  });
  afterAll(() => t.close());

  /** Sends a request that must be refused, and proves the log did not move. */
  async function refused(send: () => Promise<{ status: number; body: { code: string; message: string; details?: unknown } }>, status: number) {
    const before = await api.head();
    const response = await send();
    expect(response.status).toBe(status);
    expect(await api.head()).toBe(before);
    return response.body;
  }

  it('doc 2 §5: at 8 options a ninth is refused with 422 and the spec message', async () => {
    const presentationId = await api.createPresentation();
    const slide = await api.addSlide(presentationId, { type: 'multipleChoice' });
    for (let i = slide.options.length; i < 8; i++) {
      await t.http.post('/api/slide-option/create/').set(api.auth).send({ slideId: slide.id, title: `Option ${i + 1}` }).expect(201);
    }
    const body = await refused(() => t.http.post('/api/slide-option/create/').set(api.auth).send({ slideId: slide.id, title: 'Nine' }), 422);
    expect(body).toMatchObject({ code: 'business_rule', message: TOO_MANY_OPTIONS });
    expect((await api.deck(presentationId)).slides[0]!.options).toHaveLength(8);
  });

  it('doc 2 §5/§9: correct order takes up to 10 options, then the same message', async () => {
    const presentationId = await api.createPresentation();
    const slide = await api.addSlide(presentationId, { type: 'correctOrder' });
    for (let i = 0; i < 10; i++) {
      await t.http.post('/api/slide-option/create/').set(api.auth).send({ slideId: slide.id, title: `Step ${i + 1}` }).expect(201);
    }
    const body = await refused(() => t.http.post('/api/slide-option/create/').set(api.auth).send({ slideId: slide.id }), 422);
    expect(body.message).toBe(TOO_MANY_OPTIONS);
  });

  it('doc 2 §5: a slide created with more than 8 starting options is refused whole', async () => {
    const presentationId = await api.createPresentation();
    const options = Array.from({ length: 9 }, (_, i) => ({ title: `O${i}` }));
    const body = await refused(() => t.http.post('/api/slide/create/').set(api.auth).send({ presentationId, type: 'poll', options }), 422);
    expect(body.message).toBe(TOO_MANY_OPTIONS);
    expect((await api.deck(presentationId)).slides).toHaveLength(0);
  });

  it('doc 2 §9: 500 slides per presentation; the 501st (added or duplicated) is refused with the spec message', async () => {
    const presentationId = await api.createPresentation();
    const first = await api.addSlide(presentationId, { type: 'textSlide' });
    // Doubling by duplicate-slides reaches 500 in a few calls: 1, 2, 4 ... 256, then 244 more.
    let ids = [first.id];
    while (ids.length < 500) {
      const take = ids.slice(0, Math.min(ids.length, 500 - ids.length));
      const response = await t.http
        .post('/api/slide/duplicate-slides/')
        .set(api.auth)
        .send({ destinatedPresentationId: presentationId, duplicatedSlideId: take })
        .expect(201);
      ids = [...ids, ...(response.body.slides as DeckSlide[]).map((slide) => slide.id)];
    }
    const deck = await api.deck(presentationId);
    expect(deck.slides).toHaveLength(500);
    expect(deck.slides.map((slide) => slide.order)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));

    const added = await refused(() => t.http.post('/api/slide/create/').set(api.auth).send({ presentationId, type: 'poll' }), 422);
    expect(added).toMatchObject({ code: 'business_rule', message: SLIDE_LIMIT, reason: 'slides.slideLimitReached' });
    const duplicated = await refused(
      () => t.http.post('/api/slide/duplicate-slides/').set(api.auth).send({ destinatedPresentationId: presentationId, duplicatedSlideId: first.id }),
      422,
    );
    expect(duplicated.message).toBe(SLIDE_LIMIT);

    // Deleting one makes room again; restoring it then would pass the limit (the same message).
    await t.http.delete(`/api/slide/${first.id}`).set(api.auth).expect(200);
    await api.addSlide(presentationId, { type: 'poll' });
    const restored = await refused(() => t.http.post('/api/slide/restore/').set(api.auth).send({ presentationId, slideIds: [first.id] }), 422);
    expect(restored.message).toBe(SLIDE_LIMIT);
    const list = await t.http.get('/api/presentation').set(api.auth).expect(200);
    expect(list.body.presentations.find((p: { id: string }) => p.id === presentationId).slideCount).toBe(500);
  });

  it('doc 2 §5/§9: at most 8 participant fields, with the spec message', async () => {
    const presentationId = await api.createPresentation();
    const custom = (name: string) => ({ fieldType: 'custom', name, required: false, hidden: false });
    const nine = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'].map(custom);
    const body = await refused(
      () => t.http.patch(`/api/presentation/${presentationId}/participant-info`).set(api.auth).send({ fields: nine }),
      422,
    );
    expect(body.message).toBe('There are already too many participant fields.');
    const eight = await t.http.patch(`/api/presentation/${presentationId}/participant-info`).set(api.auth).send({ fields: nine.slice(0, 8) }).expect(200);
    expect(eight.body.fields).toHaveLength(8);
  });

  it('doc 2 §5: ideas votes are clamped to 1..20 and other multi-select types to at least 2', async () => {
    const presentationId = await api.createPresentation();
    const ideas = await api.addSlide(presentationId, { type: 'ideas' });
    const poll = await api.addSlide(presentationId, { type: 'poll' });
    expect((await t.http.patch(`/api/slide/${ideas.id}`).set(api.auth).send({ limitChoice: 50 }).expect(200)).body.limitChoice).toBe(20);
    expect((await t.http.patch(`/api/slide/${ideas.id}`).set(api.auth).send({ limitChoice: 0 }).expect(200)).body.limitChoice).toBe(1);
    expect((await t.http.patch(`/api/slide/${poll.id}`).set(api.auth).send({ limitChoice: 1 }).expect(200)).body.limitChoice).toBe(2);
  });

  it('refuses invalid input with 400 and the field path, and a field the slide type does not have, writing nothing', async () => {
    const presentationId = await api.createPresentation();
    const slide = await api.addSlide(presentationId, { type: 'poll' });
    const badType = await refused(() => t.http.post('/api/slide/create/').set(api.auth).send({ presentationId, type: 'hologram' }), 400);
    expect(badType.details).toEqual([expect.objectContaining({ path: 'type' })]);
    const wrongField = await refused(() => t.http.patch(`/api/slide/${slide.id}`).set(api.auth).send({ spinCount: 3 }), 400);
    expect(wrongField).toMatchObject({ code: 'validation_failed', details: [expect.objectContaining({ path: 'spinCount' })] });
    const embed = await refused(
      () => t.http.post(`/api/slide/embed/${slide.id}`).set(api.auth).send({ attributes: { embedSrc: 'https://youtu.be/abc' } }),
      422,
    );
    expect(embed.message).toBe('This slide type cannot embed a link');
  });

  it('answers a stale If-Match with 409 and writes nothing', async () => {
    const presentationId = await api.createPresentation();
    const first = await t.http.post('/api/slide/create/').set(api.auth).send({ presentationId, type: 'poll' }).expect(201);
    const etag = first.headers.etag as string;
    await t.http.patch(`/api/slide/${first.body.id}`).set(api.auth).set('If-Match', etag).send({ title: 'Fresh' }).expect(200);
    const body = await refused(() => t.http.patch(`/api/slide/${first.body.id}`).set(api.auth).set('If-Match', etag).send({ title: 'Stale' }), 409);
    expect(body.code).toBe('conflict');
    expect((await api.deck(presentationId)).slides[0]!.title).toBe('Fresh');
  });
});
