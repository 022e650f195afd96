import { deckScenario, recorded } from './test-support/deck-scenario.js';
import { replayInMemory } from '../../projections/projection.js';
import { deckProjection } from '../../projections/deck/deck-projection.js';
import { slideCount, slideCountDelta } from '../../projections/deck/slide-count.js';

/** A deck built through the decider, touching every kind of deck event. */
function editedDeck() {
  const given = deckScenario();
  given.when('AddSlide', { type: 'pickAnswer', fields: { title: 'Capital of France?' } });
  given.when('AddSlide', { type: 'textSlide', fields: { title: 'Intro' } });
  given.when('AddSlide', { type: 'youtube' });
  const [quiz, , intro, video] = given.deck().slides;
  given.when('PatchSlideOption', { optionId: quiz!.options[0]!.id, title: 'Paris', correct: true });
  given.when('AddSlideOption', { slideId: quiz!.id, title: 'Lyon' });
  given.when('ReorderSlideOptions', { slideId: quiz!.id, optionIds: [quiz!.options[2]!.id] });
  given.when('AddSlideHint', { slideId: quiz!.id, text: 'Think big' });
  given.when('SetSlideEmbed', { slideId: video!.id, embedSrc: 'https://vimeo.com/76979871' });
  given.when('DuplicateSlides', { slideIds: [quiz!.id] });
  given.when('SortSlides', { slides: [{ slideId: intro!.id, order: 1 }] });
  given.when('DeleteSlides', { slideIds: [video!.id] });
  given.when('UpdateSlide', { slideId: intro!.id, type: 'bulletPoints', fields: {} });
  given.when('UpdatePresentationSettings', { settings: { teamPlay: true, teamCount: 4 } });
  given.when('UpdatePresentationAttributes', { attributes: { fontFamily: 'Lato', logo: { url: 'https://cdn.example.com/logo.png' } } });
  given.when('ApplyPresentationTheme', { theme: { themeName: 'Calm 6', baseColour: '#e0f0ff' } });
  given.when('UpdateParticipantInfo', { heading: 'Hi!', fields: [{ fieldType: 'system', name: 'name', required: true, hidden: false }] });
  given.when('AutoTitlePresentation', {});
  return given;
}

describe('deck projection', () => {
  it('folds the decider’s events into the deck: slides in order, each with its options in order', () => {
    const given = editedDeck();
    const deck = given.deck();
    expect(deck).toMatchObject({
      id: given.presentationId,
      name: 'Intro',
      hasAutoSuggestedTitle: true,
      fontFamily: 'Lato',
      settings: { teamPlay: true, teamCount: 4, teamSize: 3 },
      attributes: { themeName: 'Calm 6', baseColour: '#e0f0ff', logo: { url: 'https://cdn.example.com/logo.png' } },
      participantInfo: { heading: 'Hi!' },
    });
    expect(deck.slides.map((slide) => [slide.order, slide.type])).toEqual([
      [1, 'bulletPoints'],
      [2, 'pickAnswer'],
      [3, 'pickAnswer'],
      [4, 'leaderboard'],
    ]);
    const [, quiz, copy] = deck.slides;
    expect(quiz!.options.map((option) => [option.order, option.title, option.correct])).toEqual([
      [1, '', false],
      [2, 'Paris', true],
      [3, '', false],
      [4, 'Lyon', false],
    ]);
    expect(copy!.options.map((option) => option.title)).toEqual(quiz!.options.map((option) => option.title));
    expect(copy!.hints.map((hint) => hint.text)).toEqual(['Think big']);
    expect(deck.slides.every((slide) => slide.baseColour === '#e0f0ff')).toBe(true);
    expect(deck.deletedSlides.map((slide) => slide.embed?.platform)).toEqual(['vimeo']);
    expect(slideCount(deck)).toBe(4);
  });

  it('the revision is the stream revision of the last event, updatedAt its time', () => {
    const given = editedDeck();
    const events = recorded(given.history, given.presentationId);
    const deck = replayInMemory(deckProjection, events).get(given.presentationId);
    expect(deck?.revision).toBe(events.at(-1)?.revision);
    expect(deck?.updatedAt).toBe(events.at(-1)?.metadata.occurredAt);
  });

  it('replaying the log twice gives identical documents, and so does catching up from the middle', () => {
    const given = editedDeck();
    const events = recorded(given.history, given.presentationId);
    const first = replayInMemory(deckProjection, events);
    const second = replayInMemory(deckProjection, events);
    expect(second).toEqual(first);
    const half = Math.floor(events.length / 2);
    const caughtUp = replayInMemory(deckProjection, events.slice(half), replayInMemory(deckProjection, events.slice(0, half)));
    expect(caughtUp).toEqual(first);
  });

  it('follows the presentation lifecycle: rename, trash, restore, and a permanent delete removes the document', () => {
    const given = deckScenario();
    const id = given.presentationId;
    given.given(
      { type: 'PresentationRenamed', data: { presentationId: id, name: 'Renamed', renamedAt: '2026-03-02T00:00:00Z' } },
      { type: 'PresentationMovedToTrash', data: { presentationId: id, deletedAt: '2026-03-03T00:00:00Z' } },
    );
    expect(given.deck()).toMatchObject({ name: 'Renamed', deletedAt: '2026-03-03T00:00:00Z' });
    given.given({ type: 'PresentationRestored', data: { presentationId: id, restoredAt: '2026-03-04T00:00:00Z' } });
    expect(given.deck().deletedAt).toBeNull();
    given.given({ type: 'PresentationDeletedPermanently', data: { presentationId: id, deletedAt: '2026-03-05T00:00:00Z' } });
    expect(replayInMemory(deckProjection, recorded(given.history, id)).has(id)).toBe(false);
  });

  it('slideCountDelta counts slides in and out for list read models', () => {
    const given = editedDeck();
    const total = given.history.reduce((sum, event) => sum + slideCountDelta(event), 0);
    expect(total).toBe(slideCount(given.deck()));
  });
});
