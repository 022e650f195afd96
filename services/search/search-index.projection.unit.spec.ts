import { replayInMemory } from '../../projections/projection.js';
import type { SearchIndexDocument } from '../../projections/search/search-index.document.js';
import { searchIndexProjection } from '../../projections/search/search-index.projection.js';
import { slideDisplayTitle, slideSearchKey } from '../../projections/search/searchable-slide.js';
import { deckScenario, recorded } from '../slides/test-support/deck-scenario.js';

function searchDocument(given: ReturnType<typeof deckScenario>): SearchIndexDocument {
  const document = replayInMemory(searchIndexProjection, recorded(given.history, given.presentationId)).get(given.presentationId);
  if (!document) throw new Error('no search document');
  return document;
}

describe('search-index projection', () => {
  it('holds, for every slide the deck shows and in its order, the same text the full deck slide gives', () => {
    const given = deckScenario('Crème Brûlée');
    given.when('AddSlide', { type: 'pickAnswer', fields: { title: 'Capital of Brazil?' } });
    given.when('AddSlide', { type: 'textSlide', fields: { title: 'Intro', subheading: 'Über alles' } });
    given.when('AddSlide', { type: 'youtube' });
    const [quiz, intro, video] = given.deck().slides;
    given.when('PatchSlideOption', { optionId: quiz!.options[0]!.id, title: 'São Paulo', correct: true });
    given.when('AddSlideOption', { slideId: quiz!.id, title: 'Brasília' });
    given.when('AddSlideHint', { slideId: quiz!.id, text: 'Think big' });
    given.when('DuplicateSlides', { slideIds: [quiz!.id] });
    given.when('SortSlides', { slides: [{ slideId: intro!.id, order: 1 }] });
    given.when('DeleteSlides', { slideIds: [video!.id] });
    given.when('UpdateSlide', { slideId: intro!.id, type: 'bulletPoints', fields: {} });

    const deck = given.deck();
    const document = searchDocument(given);
    expect(document).toMatchObject({ id: given.presentationId, name: 'Crème Brûlée', nameKey: 'creme brulee', inTrash: false });
    expect(document.texts.map((text) => [text.slideId, text.order, text.title, text.key])).toEqual(
      deck.slides.map((slide) => [slide.id, slide.order, slideDisplayTitle(slide), slideSearchKey(slide)]),
    );
    expect(document.texts.find((text) => text.slideId === quiz!.id)!.key).toContain('sao paulo brasilia');
    // Only text is kept: no option marked correct, no hints, no images.
    expect(JSON.stringify(document)).not.toContain('Think big');
    expect(document.slides.flatMap((slide) => slide.options).some((option) => option.correct)).toBe(false);
  });

  it('follows renames, the trash and a restore, and forgets a deck deleted for good', () => {
    const given = deckScenario('Draft');
    given.given(
      { type: 'PresentationRenamed', data: { presentationId: given.presentationId, name: 'Année scolaire', renamedAt: '2026-03-02T00:00:00.000Z' } },
      { type: 'PresentationMovedToTrash', data: { presentationId: given.presentationId, deletedAt: '2026-03-03T00:00:00.000Z' } },
    );
    expect(searchDocument(given)).toMatchObject({ name: 'Année scolaire', nameKey: 'annee scolaire', inTrash: true, updatedAt: '2026-03-02T00:00:00.000Z' });
    given.given({ type: 'PresentationRestored', data: { presentationId: given.presentationId, restoredAt: '2026-03-04T00:00:00.000Z' } });
    expect(searchDocument(given).inTrash).toBe(false);
    given.given({ type: 'PresentationDeletedPermanently', data: { presentationId: given.presentationId, deletedAt: '2026-03-05T00:00:00.000Z' } });
    expect(replayInMemory(searchIndexProjection, recorded(given.history, given.presentationId)).size).toBe(0);
  });
});
