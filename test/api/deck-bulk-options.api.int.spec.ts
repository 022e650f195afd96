import type { DeckSlide } from '../../contracts/deck/read-model.js';
import { MAX_SPINNER_WHEEL_OPTIONS } from '../../contracts/slides/constants.js';
import { deckApi } from './support/deck-api.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

const TOO_MANY_OPTIONS = 'There are already too many options. Please remove some to make room for new ones.';
const entries = (count: number, from = 1) => Array.from({ length: count }, (_, index) => ({ title: `Name ${from + index}` }));

describe('Many options at once: POST /api/slide-option/spinner-wheel/options/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function spinnerWheel() {
    const owner = await registerPresenter(t.http);
    const api = deckApi(t, owner.token);
    const presentationId = await api.createPresentation();
    const slide = await api.addSlide(presentationId, { type: 'spinnerWheel' });
    return { owner, api, presentationId, slide };
  }

  it('adds the entries last, in the order sent, answers with the slide and its ETag, and each new option is found by its id', async () => {
    const { api, presentationId, slide } = await spinnerWheel();
    await t.http.post('/api/slide-option/create/').set(api.auth).send({ slideId: slide.id, title: 'Ada' }).expect(201);

    const response = await t.http.post('/api/slide-option/spinner-wheel/options/').set(api.auth).send({ slideId: slide.id, options: entries(3) }).expect(201);
    const answered = response.body as DeckSlide;
    expect(answered.options.map((option) => [option.title, option.order])).toEqual([
      ['Ada', 1],
      ['Name 1', 2],
      ['Name 2', 3],
      ['Name 3', 4],
    ]);
    expect(response.headers.etag).toBe('"4"');
    expect((await api.deck(presentationId)).slides[0]!.options).toEqual(answered.options);

    // The deck-lookup read model knows the new ids, so routes that name only an option find its deck.
    const renamed = await t.http.patch(`/api/slide-option/${answered.options[2]!.id}`).set(api.auth).send({ title: 'Grace' }).expect(200);
    expect(renamed.body).toMatchObject({ title: 'Grace', order: 3 });
  });

  it(`takes up to ${MAX_SPINNER_WHEEL_OPTIONS} entries on a spinner wheel; past the limit 422 with the spec message and nothing written`, async () => {
    const { api, presentationId, slide } = await spinnerWheel();
    await t.http.post('/api/slide-option/spinner-wheel/options/').set(api.auth).send({ slideId: slide.id, options: entries(MAX_SPINNER_WHEEL_OPTIONS) }).expect(201);
    const before = await api.head();
    const refused = await t.http.post('/api/slide-option/spinner-wheel/options/').set(api.auth).send({ slideId: slide.id, options: entries(1, 9999) }).expect(422);
    expect(refused.body).toMatchObject({ code: 'business_rule', message: TOO_MANY_OPTIONS });
    expect(await api.head()).toBe(before);
    expect((await api.deck(presentationId)).slides[0]!.options).toHaveLength(MAX_SPINNER_WHEEL_OPTIONS);
  });

  it('answers bad input with 400 and the field path, an unknown slide with 404, a stranger like an unknown slide (404), no token with 401', async () => {
    const { api, slide } = await spinnerWheel();
    const stranger = await registerPresenter(t.http);
    const before = await api.head();
    const post = () => t.http.post('/api/slide-option/spinner-wheel/options/');
    const empty = await post().set(api.auth).send({ slideId: slide.id, options: [] }).expect(400);
    expect(empty.body.details).toEqual([expect.objectContaining({ path: 'options' })]);
    const long = await post().set(api.auth).send({ slideId: slide.id, options: [{ title: 'x'.repeat(501) }] }).expect(400);
    expect(long.body.details).toEqual([expect.objectContaining({ path: 'options.0.title' })]);
    await post().set(api.auth).send({ slideId: 'no-such-slide', options: entries(1) }).expect(404);
    await post().set(bearer(stranger.token)).send({ slideId: slide.id, options: entries(1) }).expect(404);
    await post().send({ slideId: slide.id, options: entries(1) }).expect(401);
    expect(await api.head()).toBe(before);
  });
});
