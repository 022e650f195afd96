import type { DeckCommand } from '../../contracts/deck/deck-commands.js';
import { QUIZ_SHEET_COLUMNS } from '../../contracts/imports/sheet-import.js';
import { SLIDE_TYPES } from '../../contracts/slides/slide-types.js';
import { deckProjection } from '../../projections/deck/deck-projection.js';
import { deckLookupProjection } from '../../projections/deck-lookup/deck-lookup.projection.js';
import { presentationListProjection } from '../../projections/presentation-list/presentation-list.projection.js';
import type { Projection } from '../../projections/projection.js';
import { searchIndexProjection } from '../../projections/search/search-index.projection.js';
import { ProjectionRunner } from '../../services/infrastructure/projections/projection-runner.js';
import { versionedCollection } from '../../services/infrastructure/projections/projection-names.js';
import { rebuildProjection } from '../../services/infrastructure/projections/rebuild-projection.js';
import type { JsonDocument } from '../../services/infrastructure/read-store/read-store.port.js';
import { threeSlidePptx, workbookOf } from '../support/import-documents.js';
import { deckApi } from './support/deck-api.js';
import { editDeck } from './support/live-clients.js';
import { registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

describe('Rebuilding the deck read models from the log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** Decks edited every way the routes allow, so the log holds every kind of deck event. */
  async function editDecks(token: string): Promise<string[]> {
    const api = deckApi(t, token);
    const deckId = await api.createPresentation('');
    const slides = [];
    for (const type of SLIDE_TYPES) slides.push(await api.addSlide(deckId, { type }));
    const [pick, , , multiple] = slides;
    const youtube = slides.find((slide) => slide.type === 'youtube')!;
    const text = slides.find((slide) => slide.type === 'textSlide')!;
    const http = t.http;
    const option = (await http.post('/api/slide-option/create/').set(api.auth).send({ slideId: multiple!.id, title: 'Extra' }).expect(201)).body;
    await http.patch(`/api/slide-option/${option.id}`).set(api.auth).send({ title: 'Extra!', correct: true }).expect(200);
    await http.delete(`/api/slide-option/${multiple!.options[0]!.id}`).set(api.auth).expect(200);
    await http.put(`/api/slide/${multiple!.id}/slide-options/order`).set(api.auth).send({ optionIds: [option.id] }).expect(200);
    const wheel = slides.find((slide) => slide.type === 'spinnerWheel')!;
    const names = [{ title: 'Ada' }, { title: 'Grace' }, { title: 'Linus' }];
    const entries = (await http.post('/api/slide-option/spinner-wheel/options/').set(api.auth).send({ slideId: wheel.id, options: names }).expect(201)).body.options;
    const deleteEntries: DeckCommand = { type: 'DeleteSlideOptions', data: { presentationId: deckId, slideId: wheel.id, optionIds: [entries[1].id] } };
    await editDeck(t, (await api.deck(deckId)).userId, deleteEntries);
    const hint = (await http.post('/api/hint/').set(api.auth).send({ slideId: pick!.id, text: '<i>Hint</i>' }).expect(201)).body;
    await http.patch(`/api/hint/${hint.id}`).set(api.auth).send({ text: 'Better hint' }).expect(200);
    await http.post('/api/hint/').set(api.auth).send({ slideId: pick!.id, text: 'Second' }).expect(201);
    await http.post(`/api/slide/embed/${youtube.id}`).set(api.auth).send({ attributes: { embedSrc: 'https://youtu.be/dQw4w9WgXcQ' } }).expect(201);
    await http.patch(`/api/slide/${text.id}`).set(api.auth).send({ title: 'Quarterly numbers. And more', subheading: 'Q3' }).expect(200);
    await http.put(`/api/slide/update/${multiple!.id}`).set(api.auth).send({ type: 'poll', title: 'Now a poll' }).expect(200);
    await http.post('/api/slide/duplicate-slides/').set(api.auth).send({ destinatedPresentationId: deckId, duplicatedSlideId: [pick!.id, text.id] }).expect(201);
    await http.put(`/api/slide/sort-slides/${deckId}`).set(api.auth).send({ slides: [{ id: text.id, order: 1 }] }).expect(200);
    const sortedRevision = (await api.deck(deckId)).revision;
    await http.delete('/api/slide/').set(api.auth).send({ presentationId: deckId, slideIds: [slides[5]!.id, slides[6]!.id] }).expect(200);
    await http.post('/api/slide/restore/').set(api.auth).send({ presentationId: deckId, slideIds: [slides[6]!.id] }).expect(200);
    await http.post('/api/slide/batch-update/').set(api.auth).send({ presentationId: deckId, slides: [{ id: slides[7]!.id, deleted: true }, { id: slides[8]!.id, order: 2 }] }).expect(200);
    await http.patch(`/api/presentation-attribute/${deckId}`).set(api.auth).send({ fontFamily: 'Inter', logo: { url: 'https://example.com/logo.png' } }).expect(200);
    await http.patch(`/api/presentation/${deckId}/theme`).set(api.auth).send({ themeName: 'Night', baseColour: '#000000', textColour: '', visibility: 30 }).expect(200);
    await http.patch(`/api/presentation/${deckId}/settings`).set(api.auth).send({ teamPlay: true, teamCount: 4 }).expect(200);
    await http.patch(`/api/presentation/${deckId}/participant-info`).set(api.auth).send({ heading: 'Hi', fields: [{ fieldType: 'custom', name: 'Age group', required: false, hidden: false }] }).expect(200);
    await http.patch(`/api/presentation/${deckId}/active-slide`).set(api.auth).send({ activeSlide: text.id }).expect(200);
    await http.patch(`/api/presentation/${deckId}/results-flag`).set(api.auth).send({ hasResults: true }).expect(200);
    await http.post(`/api/presentation/${deckId}/auto-title`).set(api.auth).expect(200);
    // Issue 24: a restore of an earlier version is new events of the same kinds, folded like any others.
    await http.post(`/api/presentation/${deckId}/history/${sortedRevision}/restore`).set(api.auth).expect(200);
    // Issue 27: imported slides (a pptx with a picture and notes, quiz questions from a sheet) are ordinary deck events.
    await http.post('/api/upload/file-document/v2').set(api.auth).field('presentationId', deckId).attach('file', await threeSlidePptx(), 'review.pptx').expect(201);
    const quiz = await workbookOf([[...QUIZ_SHEET_COLUMNS], ['Imported question?', 'Yes', 'No', '', '', '', '', 1, 20]]);
    await http.post('/api/presentation/import-sheet/').set(api.auth).field('presentationId', deckId).attach('file', quiz, 'quiz.xlsx').expect(201);

    const trashed = await api.createPresentation('Trashed');
    await api.addSlide(trashed, { type: 'poll' });
    await http.delete('/api/presentation').set(api.auth).send({ presentationIds: [trashed] }).expect(200);
    const gone = await api.createPresentation('Gone');
    await api.addSlide(gone, { type: 'pickAnswer' });
    await http.delete('/api/presentation').set(api.auth).send({ presentationIds: [gone] }).expect(200);
    await http.delete('/api/presentation/permanent').set(api.auth).send({ presentationIds: [gone] }).expect(200);
    return [deckId, trashed, gone];
  }

  it('gives identical deck, lookup, list and search-index documents after they are dropped and folded again from the log', async () => {
    const owner = await registerPresenter(t.http);
    const [deckId] = await editDecks(owner.token);
    await editDecks((await registerPresenter(t.http)).token);

    const projections = [deckProjection, deckLookupProjection, presentationListProjection, searchIndexProjection] as unknown as Projection<JsonDocument>[];
    const { readStore, eventStore } = t.storage;
    const runner = t.app.get(ProjectionRunner);
    await t.caughtUp();
    const snapshot = () =>
      Promise.all(projections.map((projection) => readStore.find(runner.collectionOf(projection.name), { orderBy: [{ field: 'id', direction: 'asc' }] })));
    const before = await snapshot();
    const deckBefore = (await t.http.get(`/api/presentation/${deckId}`).set({ Authorization: `Bearer ${owner.token}` }).expect(200)).body;
    expect(before[0]!.length).toBe(4); // two decks and two trashed ones; the permanently deleted ones are gone
    expect(deckBefore.slides.length).toBeGreaterThan(20);
    expect(before[1]!.length).toBeGreaterThan(100);
    expect(before[3]!.length).toBe(4);
    // The search index holds the text of the slides the deck shows, in the deck's order.
    const searchBefore = before[3]!.find((document) => document.id === deckId) as unknown as { texts: { slideId: string; key: string }[] };
    expect(searchBefore.texts.map((text) => text.slideId)).toEqual(deckBefore.slides.map((slide: { id: string }) => slide.id));
    expect(searchBefore.texts.some((text) => text.key.includes('quarterly numbers and more q3'))).toBe(true);

    await runner.stop();
    for (const projection of projections) {
      const collection = versionedCollection(projection.name, projection.version);
      await readStore.dropCollection(collection);
      expect(await readStore.count(collection)).toBe(0);
      const result = await rebuildProjection(eventStore, readStore, projection);
      expect(result.position).toBe(await eventStore.headPosition());
    }
    expect(await snapshot()).toEqual(before);
    const deckAfter = (await t.http.get(`/api/presentation/${deckId}`).set({ Authorization: `Bearer ${owner.token}` }).expect(200)).body;
    expect(deckAfter).toEqual(deckBefore);
  });
});
