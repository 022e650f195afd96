import type { DeckSlide } from '../../contracts/deck/read-model.js';
import type { RecordedEvent } from '../../contracts/events/envelope.js';
import { deckApi } from './support/deck-api.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('Deck authoring over HTTP (spec doc 2 §7)', () => {
  let t: TestApp;
  let api: ReturnType<typeof deckApi>;
  let presentationId: string;
  beforeAll(async () => {
    t = await startTestApp();
  });
  beforeEach(async () => {
    api = deckApi(t, (await registerPresenter(t.http)).token);
    presentationId = await api.createPresentation();
  });
  afterAll(() => t.close());

  it('updates, patches, bulk-patches, changes type and sanitises rich text', async () => {
    const poll = await api.addSlide(presentationId, { type: 'poll' });
    const text = await api.addSlide(presentationId, { type: 'textSlide' });

    const patched = await t.http
      .patch(`/api/slide/${poll.id}`)
      .set(api.auth)
      .send({ title: 'Lunch?', titleHTML: '<p>Lunch<script>alert(1)</script> <a href="javascript:x">?</a></p>', typeChart: 'donut' })
      .expect(200);
    expect(patched.body).toMatchObject({ id: poll.id, title: 'Lunch?', typeChart: 'donut', version: 2 });
    expect(patched.body.titleHTML).not.toMatch(/script|javascript|<a/);

    const switched = await t.http.put(`/api/slide/update/${poll.id}`).set(api.auth).send({ type: 'multipleChoice', title: 'Lunch?' }).expect(200);
    expect(switched.body).toMatchObject({ type: 'multipleChoice', title: 'Lunch?' });
    // Doc 2 §5: a multiple choice slide without options gets the 3 empty ones.
    expect(switched.body.options).toHaveLength(3);

    const bulk = await t.http
      .patch('/api/slide/')
      .set(api.auth)
      .send({ presentationId, slides: [{ id: text.id, subheading: 'Sub', hideInstructionBar: true }, { id: poll.id, hideResult: true }] })
      .expect(200);
    expect(bulk.body.slides.map((slide: DeckSlide) => slide.id)).toEqual([poll.id, text.id]);
    expect(bulk.body.slides[1].subheading).toBe('Sub');
    // Issue 26: the join bar can be hidden per slide.
    expect(bulk.body.slides[1].hideInstructionBar).toBe(true);
    await t.http.patch(`/api/slide/${text.id}`).set(api.auth).send({ hideInstructionBar: 'yes' }).expect(400);

    const read = await t.http.get(`/api/slide/${text.id}`).set(api.auth).expect(200);
    expect(read.body.subheading).toBe('Sub');
    expect(read.headers.etag).toBe(`"${(await api.deck(presentationId)).revision}"`);
  });

  it('duplicates, sorts, deletes, restores and batch-updates slides, keeping orders 1..n', async () => {
    const [a, b, c] = [
      await api.addSlide(presentationId, { type: 'multipleChoice', fields: { title: 'A' } }),
      await api.addSlide(presentationId, { type: 'poll', fields: { title: 'B' } }),
      await api.addSlide(presentationId, { type: 'poll', fields: { title: 'C' } }),
    ];
    const titles = async () => (await api.deck(presentationId)).slides.map((slide) => `${slide.order}:${slide.title}`);

    const copies = await t.http
      .post('/api/slide/duplicate-slides/')
      .set(api.auth)
      .send({ destinatedPresentationId: presentationId, duplicatedSlideId: a!.id })
      .expect(201);
    const copy = copies.body.slides[0] as DeckSlide;
    expect(copy).toMatchObject({ title: 'A', order: 2 });
    expect(copy.options).toHaveLength(3);
    expect(copy.options.some((option) => a!.options.some((original) => original.id === option.id))).toBe(false);
    expect(await titles()).toEqual(['1:A', '2:A', '3:B', '4:C']);

    const sorted = await t.http.put(`/api/slide/sort-slides/${presentationId}`).set(api.auth).send({ slides: [{ id: c!.id, order: 1 }] }).expect(200);
    expect(sorted.body.slides.map((slide: { order: number }) => slide.order)).toEqual([1, 2, 3, 4]);
    expect(await titles()).toEqual(['1:C', '2:A', '3:A', '4:B']);

    await t.http.delete('/api/slide/').set(api.auth).send({ presentationId, slideIds: [a!.id, c!.id] }).expect(200);
    expect(await titles()).toEqual(['1:A', '2:B']);
    await t.http.post('/api/slide/restore/').set(api.auth).send({ presentationId, slideIds: [a!.id, c!.id] }).expect(200);
    expect(await titles()).toEqual(['1:C', '2:A', '3:A', '4:B']);

    await t.http
      .post('/api/slide/batch-update/')
      .set(api.auth)
      .send({ presentationId, slides: [{ id: b!.id, order: 1 }, { id: copy.id, deleted: true }] })
      .expect(200);
    expect(await titles()).toEqual(['1:B', '2:C', '3:A']);
    const deck = await api.deck(presentationId);
    expect(deck.deletedSlides.map((slide) => slide.id)).toEqual([copy.id]);
  });

  it('creates, lists, changes and deletes slide options, looking the slide up from the option id', async () => {
    const slide = await api.addSlide(presentationId, { type: 'pickAnswer' });
    const created = await t.http.post('/api/slide-option/create/').set(api.auth).send({ slideId: slide.id, title: 'Paris' }).expect(201);
    expect(created.body).toMatchObject({ title: 'Paris', correct: false, order: 4 });

    const correct = await t.http.patch(`/api/slide-option/${created.body.id}`).set(api.auth).send({ correct: true }).expect(200);
    expect(correct.body.correct).toBe(true);
    // Single-answer quiz: marking another option correct unmarks Paris.
    await t.http.put(`/api/slide-option/update/${slide.options[0]!.id}`).set(api.auth).send({ correct: true, title: 'Lyon' }).expect(200);
    const listed = await t.http.get(`/api/slide/${slide.id}/slide-options`).set(api.auth).expect(200);
    expect(listed.body.options.map((option: { title: string; correct: boolean }) => `${option.title}:${option.correct}`)).toEqual([
      'Lyon:true',
      ':false',
      ':false',
      'Paris:false',
    ]);

    const reordered = await t.http
      .put(`/api/slide/${slide.id}/slide-options/order`)
      .set(api.auth)
      .send({ optionIds: [created.body.id] })
      .expect(200);
    expect(reordered.body.options[0].title).toBe('Paris');

    const afterDelete = await t.http.delete(`/api/slide-option/${created.body.id}`).set(api.auth).expect(200);
    expect(afterDelete.body.options.map((option: { order: number }) => option.order)).toEqual([1, 2, 3]);
    const gone = await t.http.patch(`/api/slide-option/${created.body.id}`).set(api.auth).send({ title: 'x' }).expect(404);
    expect(gone.body.message).toBe('Slide option not found');
  });

  it('adds, changes and deletes hints on quiz questions', async () => {
    const quiz = await api.addSlide(presentationId, { type: 'pickAnswer' });
    const hint = await t.http.post('/api/hint/').set(api.auth).send({ slideId: quiz.id, text: '<b>Think</b><img src=x onerror=alert(1)>' }).expect(201);
    expect(hint.body.text).toBe('<b>Think</b>');
    const changed = await t.http.patch(`/api/hint/${hint.body.id}`).set(api.auth).send({ text: 'Capital of France' }).expect(200);
    expect(changed.body).toEqual({ id: hint.body.id, text: 'Capital of France', image: null });
    const slide = await t.http.delete(`/api/hint/${hint.body.id}`).set(api.auth).expect(200);
    expect(slide.body.hints).toEqual([]);
    const poll = await api.addSlide(presentationId, { type: 'poll' });
    const refused = await t.http.post('/api/hint/').set(api.auth).send({ slideId: poll.id, text: 'x' }).expect(422);
    expect(refused.body.message).toBe('Hints are only available on quiz slides');
  });

  it('embeds links as embed URLs, and reports an invalid one under errors.embedSrc', async () => {
    const slide = await api.addSlide(presentationId, { type: 'youtube' });
    const set = await t.http
      .post(`/api/slide/embed/${slide.id}`)
      .set(api.auth)
      .send({ attributes: { embedSrc: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } })
      .expect(201);
    expect(set.body).toMatchObject({ slideId: slide.id, platform: 'youtube', attributes: { embedSrc: expect.stringContaining('youtube.com/embed/dQw4w9WgXcQ') } });
    expect((await t.http.get(`/api/slide/embed/${slide.id}`).set(api.auth).expect(200)).body).toEqual(set.body);

    const before = await api.head();
    const invalid = await t.http.patch(`/api/slide/embed/${slide.id}`).set(api.auth).send({ attributes: { embedSrc: 'not a link' } }).expect(400);
    expect(invalid.body).toMatchObject({ code: 'validation_failed', details: [{ path: 'errors.embedSrc', message: 'Please enter a valid link' }] });
    expect(await api.head()).toBe(before);

    await t.http.patch(`/api/slide/embed/${slide.id}`).set(api.auth).send({ attributes: { embedSrc: 'https://vimeo.com/76979871' } }).expect(200);
    expect((await t.http.get(`/api/slide/embed/${slide.id}`).set(api.auth)).body.platform).toBe('vimeo');
    const removed = await t.http.delete(`/api/slide/embed/${slide.id}`).set(api.auth).expect(200);
    expect(removed.body.embed).toBeNull();
    await t.http.get(`/api/slide/embed/${slide.id}`).set(api.auth).expect(404);
  });

  it('reads and changes presentation attributes, theme, settings, participant info, active slide and auto title', async () => {
    // Doc 2 §4: auto title applies to a presentation still called 'My new presentation'.
    presentationId = await api.createPresentation('');
    const first = await api.addSlide(presentationId, { type: 'poll', fields: { title: 'Where shall we eat. Vote now' } });
    const attributes = await t.http.get(`/api/presentation-attribute/${presentationId}`).set(api.auth).expect(200);
    expect(attributes.body).toMatchObject({ presentationId, fontFamily: 'Plus Jakarta Sans', showEmojiAvatar: true, textColour: null });

    const changed = await t.http
      .patch(`/api/presentation-attribute/${presentationId}`)
      .set(api.auth)
      .send({ fontFamily: 'Inter', textColour: '#222222', visibility: -1 })
      .expect(200);
    expect(changed.body).toMatchObject({ fontFamily: 'Inter', textColour: '#222222', visibility: null });

    const themed = await t.http
      .patch(`/api/presentation/${presentationId}/theme`)
      .set(api.auth)
      .send({ themeName: 'Dusk', textColour: '#eeeeee', baseColour: '#101010', visibility: 40, fontFamily: 'Lato' })
      .expect(200);
    expect(themed.body).toMatchObject({ themeName: 'Dusk', themeActive: true, fontFamily: 'Lato' });
    expect((await api.deck(presentationId)).slides[0]).toMatchObject({ textColour: '#eeeeee', baseColour: '#101010', visibility: 40 });
    // Doc 2 §3: a new slide takes the theme's look.
    expect(await api.addSlide(presentationId, { type: 'wordCloud' })).toMatchObject({ textColour: '#eeeeee', baseColour: '#101010' });

    const settings = await t.http.get(`/api/presentation/${presentationId}/settings`).set(api.auth).expect(200);
    expect(settings.body).toMatchObject({ teamCount: 5, teamSize: 3, isEnableChat: false });
    const updated = await t.http.patch(`/api/presentation/${presentationId}/settings`).set(api.auth).send({ isEnableChat: true, teamPlay: true }).expect(200);
    expect(updated.body).toMatchObject({ isEnableChat: true, teamPlay: true, teamCount: 5 });

    const info = await t.http
      .patch(`/api/presentation/${presentationId}/participant-info`)
      .set(api.auth)
      .send({ isAudienceAdmission: true, fields: [{ fieldType: 'system', name: 'email', required: true, hidden: false }] })
      .expect(200);
    expect(info.body).toMatchObject({ heading: 'Welcome to my presentation', isAudienceAdmission: true, fields: [{ id: expect.any(String), name: 'email' }] });
    expect((await t.http.get(`/api/presentation/${presentationId}/participant-info`).set(api.auth).expect(200)).body).toEqual(info.body);

    const active = await t.http.patch(`/api/presentation/${presentationId}/active-slide`).set(api.auth).send({ activeSlide: first.id }).expect(200);
    expect(active.body).toEqual({ activeSlideId: first.id });

    // Doc 2 §4 auto title: the first written title, cut at its first period; the list follows it.
    const titled = await t.http.post(`/api/presentation/${presentationId}/auto-title`).set(api.auth).expect(200);
    expect(titled.body).toEqual({ name: 'Where shall we eat', hasAutoSuggestedTitle: true });
    const list = await t.http.get('/api/presentation').set(api.auth).expect(200);
    expect(list.body.presentations[0]).toMatchObject({ name: 'Where shall we eat', fontFamily: 'Lato', slideCount: 2 });
  });

  it("serves the stream's events after a revision, in order, to the owner only", async () => {
    await api.addSlide(presentationId, { type: 'poll' });
    const all = await t.http.get(`/api/presentation/${presentationId}/events`).set(api.auth).expect(200);
    const types = (all.body.events as RecordedEvent[]).map((event) => `${event.revision}:${event.type}`);
    expect(types).toEqual(['0:PresentationCreated', '1:SlideAdded', '2:ActiveSlideSet']);
    expect(all.body.revision).toBe(2);
    const after = await t.http.get(`/api/presentation/${presentationId}/events?after=1`).set(api.auth).expect(200);
    expect(after.body.events.map((event: RecordedEvent) => event.revision)).toEqual([2]);
    const none = await t.http.get(`/api/presentation/${presentationId}/events?after=2`).set(api.auth).expect(200);
    expect(none.body).toEqual({ presentationId, revision: 2, events: [] });
    await t.http.get(`/api/presentation/${presentationId}/events?after=x`).set(api.auth).expect(400);

    const stranger = await registerPresenter(t.http);
    await t.http.get(`/api/presentation/${presentationId}/events`).set(bearer(stranger.token)).expect(404);
  });

  it('answers other presenters exactly as unknown ids (404) without writing, and needs a token', async () => {
    const slide = await api.addSlide(presentationId, { type: 'poll' });
    const stranger = bearer((await registerPresenter(t.http)).token);
    const before = await api.head();
    const foreignSlide = await t.http.patch(`/api/slide/${slide.id}`).set(stranger).send({ title: 'Mine' }).expect(404);
    expect(foreignSlide.body).toEqual({ ...(await t.http.patch(`/api/slide/${UNKNOWN_ID}`).set(stranger).send({ title: 'Mine' }).expect(404)).body, details: { slideId: slide.id } });
    await t.http.post('/api/slide/create/').set(stranger).send({ presentationId, type: 'poll' }).expect(404);
    await t.http.get(`/api/slide/${slide.id}/slide-options`).set(stranger).expect(404);
    await t.http.patch(`/api/presentation-attribute/${presentationId}`).set(stranger).send({ fontFamily: 'Inter' }).expect(404);
    const missing = await t.http.patch('/api/slide/no-such-slide').set(api.auth).send({ title: 'x' }).expect(404);
    expect(missing.body.message).toBe('Slide not found');
    await t.http.delete('/api/hint/no-such-hint').set(api.auth).expect(404);
    expect(await api.head()).toBe(before);
    await t.http.post('/api/slide/create/').send({ presentationId, type: 'poll' }).expect(401);
  });

  it('documents every deck route in OpenAPI', async () => {
    const docs = await t.http.get('/api/docs-json').expect(200);
    const paths = Object.keys(docs.body.paths as Record<string, unknown>);
    for (const path of [
      '/api/slide/create',
      '/api/slide/update/{slideId}',
      '/api/slide/{slideId}',
      '/api/slide',
      '/api/slide/duplicate-slides',
      '/api/slide/sort-slides/{presentationId}',
      '/api/slide/batch-update',
      '/api/slide/restore',
      '/api/slide/{slideId}/slide-options',
      '/api/slide-option/create',
      '/api/slide-option/{optionId}',
      '/api/hint',
      '/api/hint/{hintId}',
      '/api/slide/embed/{slideId}',
      '/api/presentation-attribute/{presentationId}',
      '/api/presentation/{presentationId}/theme',
      '/api/presentation/{presentationId}/settings',
      '/api/presentation/{presentationId}/participant-info',
      '/api/presentation/{presentationId}/events',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
