import type { RichTextBlock } from '../../contracts/slides/canvas-blocks.js';
import type { GlobalSearchResponse, PresentationSearchResponse } from '../../contracts/search/search.js';
import { deckApi } from './support/deck-api.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

describe('Search over the presentations a presenter may see (issue 24)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const searchPresentations = async (token: string, query: Record<string, string | number>) => {
    await t.caughtUp();
    return (await t.http.get('/api/search/presentation/').query(query).set(bearer(token)).expect(200)).body as PresentationSearchResponse;
  };
  const searchGlobal = async (token: string, query: Record<string, string | number>) => {
    await t.caughtUp();
    return (await t.http.get('/api/search/global/').query(query).set(bearer(token)).expect(200)).body as GlobalSearchResponse;
  };
  const ids = (response: PresentationSearchResponse) => response.presentations.map((hit) => hit.id);

  async function presenterWithDecks() {
    const owner = await registerPresenter(t.http);
    const api = deckApi(t, owner.token);
    const titled = await api.createPresentation('Crème Brûlée Workshop');
    const polled = await api.createPresentation('Friday meeting');
    await api.addSlide(polled, { type: 'poll', fields: { title: 'Where shall we eat?' } });
    const poll = await api.addSlide(polled, { type: 'poll', fields: { title: 'Pick a city' } });
    await t.http.post('/api/slide-option/create/').set(api.auth).send({ slideId: poll.id, title: 'São Paulo' }).expect(201);
    const content = await api.createPresentation('Geology');
    const freestyle = await api.addSlide(content, { type: 'freestyle' });
    const blocks = (freestyle.canvasBlocks ?? []).map((block) =>
      block.type === 'RichText' && block.tag === 'heading' ? ({ ...block, content: { value: '<p>Volcanoes of <b>Iceland</b></p>' } } satisfies RichTextBlock) : block,
    );
    await t.http.patch(`/api/slide/${freestyle.id}`).set(api.auth).send({ canvasBlocks: blocks }).expect(200);
    return { owner, api, titled, polled, poll, content, freestyle };
  }

  it('finds presentations by title and by slide titles, options and content text, whatever the case and accents', async () => {
    const { owner, titled, polled, poll, content, freestyle } = await presenterWithDecks();
    expect(ids(await searchPresentations(owner.token, { q: 'creme brulee' }))).toEqual([titled]);
    expect(ids(await searchPresentations(owner.token, { q: 'CRÈME' }))).toEqual([titled]);
    const byOption = await searchPresentations(owner.token, { q: 'sao paulo' });
    expect(byOption.presentations).toEqual([expect.objectContaining({ id: polled, matchedTitle: false, matchedSlideCount: 1, matchedSlides: [{ slideId: poll.id, order: 2, title: 'Pick a city' }] })]);
    expect(ids(await searchPresentations(owner.token, { q: 'eat' }))).toEqual([polled]);
    const byHeading = await searchPresentations(owner.token, { q: 'iceland volcanoes' });
    expect(byHeading.presentations).toEqual([expect.objectContaining({ id: content, matchedSlides: [{ slideId: freestyle.id, order: 1, title: 'Volcanoes of Iceland' }] })]);
    // The placeholder a new content slide shows is not the presenter's text.
    expect(ids(await searchPresentations(owner.token, { q: 'click to add' }))).toEqual([]);
    expect(ids(await searchPresentations(owner.token, { q: 'nothing like this' }))).toEqual([]);
  });

  it('ranks a title match above a slide match, and global search lists slides on their own', async () => {
    const owner = await registerPresenter(t.http);
    const api = deckApi(t, owner.token);
    const bySlide = await api.createPresentation('Team offsite');
    const slide = await api.addSlide(bySlide, { type: 'poll', fields: { title: 'Budget for the offsite' } });
    const byTitle = await api.createPresentation('Budget 2027');
    expect(ids(await searchPresentations(owner.token, { q: 'budget' }))).toEqual([byTitle, bySlide]);
    const global = await searchGlobal(owner.token, { q: 'budget' });
    expect(global.results).toEqual([
      expect.objectContaining({ kind: 'presentation', presentationId: byTitle, name: 'Budget 2027' }),
      expect.objectContaining({ kind: 'slide', presentationId: bySlide, presentationName: 'Team offsite', slideId: slide.id, order: 1, title: 'Budget for the offsite' }),
    ]);
    expect(global).toMatchObject({ total: 2, page: 1, numberOfPages: 1 });
  });

  it("never finds another presenter's decks, by title or by slide", async () => {
    const { owner } = await presenterWithDecks();
    const other = await registerPresenter(t.http);
    for (const q of ['creme', 'sao paulo', 'iceland', 'friday']) {
      expect(ids(await searchPresentations(other.token, { q }))).toEqual([]);
      expect((await searchGlobal(other.token, { q })).results).toEqual([]);
      expect(ids(await searchPresentations(owner.token, { q }))).toHaveLength(1);
    }
    const guest = (await t.http.post('/api/users/create-guest').send({}).expect(201)).body as { token: string };
    expect((await searchGlobal(guest.token, { q: 'iceland' })).results).toEqual([]);
  });

  it('leaves out the trash, finds a restored deck again, and forgets one deleted for good', async () => {
    const { owner, api, titled } = await presenterWithDecks();
    await t.http.delete('/api/presentation').set(api.auth).send({ presentationIds: [titled] }).expect(200);
    expect(ids(await searchPresentations(owner.token, { q: 'brulee' }))).toEqual([]);
    await t.http.post('/api/presentation/restore').set(api.auth).send({ presentationIds: [titled] }).expect(200);
    expect(ids(await searchPresentations(owner.token, { q: 'brulee' }))).toEqual([titled]);
    await t.http.patch(`/api/presentation/${titled}`).set(api.auth).send({ name: 'Tarte Tatin' }).expect(200);
    expect(ids(await searchPresentations(owner.token, { q: 'brulee' }))).toEqual([]);
    expect(ids(await searchPresentations(owner.token, { q: 'tatin' }))).toEqual([titled]);
    await t.http.delete('/api/presentation').set(api.auth).send({ presentationIds: [titled] }).expect(200);
    await t.http.delete('/api/presentation/permanent').set(api.auth).send({ presentationIds: [titled] }).expect(200);
    await t.http.post('/api/presentation/restore').set(api.auth).send({ presentationIds: [titled] }).expect(200);
    expect(ids(await searchPresentations(owner.token, { q: 'tatin' }))).toEqual([]);
  });

  it('pages results without overlap, in a stable order, over more decks than one scan batch reads', async () => {
    const owner = await registerPresenter(t.http);
    const api = deckApi(t, owner.token);
    const created = new Set<string>();
    for (let index = 0; index < 55; index += 1) created.add(await api.createPresentation(`Paging deck ${index}`));
    const pages = [1, 2, 3].map((page) => searchPresentations(owner.token, { q: 'paging', page, limit: 20 }));
    const [first, second, third] = await Promise.all(pages);
    expect([first!.presentations.length, second!.presentations.length, third!.presentations.length]).toEqual([20, 20, 15]);
    expect(first).toMatchObject({ total: 55, numberOfPresentationPages: 3, page: 1, limit: 20 });
    const all = [...ids(first!), ...ids(second!), ...ids(third!)];
    expect(new Set(all)).toEqual(created);
    expect(ids(await searchPresentations(owner.token, { q: 'paging', page: 4, limit: 20 }))).toEqual([]);
    expect((await searchGlobal(owner.token, { q: 'paging deck 54' })).results[0]).toMatchObject({ kind: 'presentation', name: 'Paging deck 54' });
    expect((await searchPresentations(owner.token, { q: 'paging' })).presentations).toHaveLength(20);
  });

  it.each([
    ['no query', {}, 'q'],
    ['an empty query', { q: '   ' }, 'q'],
    ['a query over 200 characters', { q: 'x'.repeat(201) }, 'q'],
    ['page 0', { q: 'a', page: 0 }, 'page'],
    ['a page that is no number', { q: 'a', page: 'two' }, 'page'],
    ['limit 51', { q: 'a', limit: 51 }, 'limit'],
    ['an unknown parameter', { q: 'a', sort: 'name' }, 'sort'],
  ])('answers 400 with the field path for %s, on both routes', async (_name, query, path) => {
    const owner = await registerPresenter(t.http);
    for (const route of ['/api/search/presentation/', '/api/search/global/']) {
      const response = await t.http.get(route).query(query).set(bearer(owner.token)).expect(400);
      expect(response.body).toMatchObject({ code: 'validation_failed', details: [expect.objectContaining({ path })] });
    }
  });

  it('takes a query of exactly 200 characters, and a repeated query parameter is refused', async () => {
    const owner = await registerPresenter(t.http);
    expect((await searchGlobal(owner.token, { q: 'ab '.repeat(66) + 'ab' })).results).toEqual([]);
    await t.http.get('/api/search/global/?q=a&q=b').set(bearer(owner.token)).expect(400);
  });

  it('needs a signed-in presenter', async () => {
    await t.http.get('/api/search/presentation/').query({ q: 'a' }).expect(401);
    await t.http.get('/api/search/global/').query({ q: 'a' }).expect(401);
  });
});
