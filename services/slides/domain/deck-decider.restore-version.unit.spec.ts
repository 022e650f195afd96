import type { DeckEvent } from '../../../contracts/deck/deck-events.js';
import { BusinessRuleViolated, NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { inverseOf } from './deck-command-inverse.js';
import { deckContent } from '../test-support/deck-content.js';
import { command, deckScenario, STRANGER } from '../test-support/deck-scenario.js';

/** A deck with two slides, options, a hint and an embed: the version later edits move away from. */
function editedDeck() {
  const given = deckScenario();
  given.when('AddSlide', { type: 'pickAnswer', fields: { title: 'Lunch?' } });
  given.when('AddSlide', { type: 'youtube', fields: { title: 'Welcome' } });
  const poll = given.deck().slides.find((slide) => slide.title === 'Lunch?');
  const text = given.deck().slides.find((slide) => slide.title === 'Welcome');
  given.when('PatchSlideOption', { optionId: poll!.options[0]!.id, title: 'Pizza' });
  given.when('AddSlideHint', { slideId: poll!.id, text: '<p>Think warm</p>' });
  given.when('AddSlideHint', { slideId: poll!.id, text: '<p>Or cold</p>' });
  given.when('SetSlideEmbed', { slideId: text!.id, embedSrc: 'https://youtu.be/dQw4w9WgXcQ' });
  given.when('UpdatePresentationSettings', { settings: { isEnableChat: true } });
  given.when('UpdatePresentationAttributes', { attributes: { fontFamily: 'Montserrat', textColour: '#112233' } });
  return { given, poll: poll!, text: text!, version: given.revision() };
}

describe('deck decider: restoring an earlier version (issue 24 history)', () => {
  it('given later edits of every kind, when the earlier version is restored, then the deck equals it again', () => {
    const { given, poll, text, version } = editedDeck();
    const earlier = deckContent(given.deck(version));
    given.when('PatchSlide', { slideId: poll.id, fields: { title: 'Dinner?' } });
    given.when('RemoveSlideEmbed', { slideId: text.id });
    given.when('UpdateSlide', { slideId: text.id, type: 'wordCloud', fields: {} });
    given.when('DeleteSlideOption', { optionId: poll.options[1]!.id });
    given.when('AddSlideOption', { slideId: poll.id, title: 'Salad' });
    given.when('ReorderSlideOptions', { slideId: poll.id, optionIds: [...given.deck().slides.find((slide) => slide.id === poll.id)!.options].reverse().map((option) => option.id) });
    const hints = given.deck().slides.find((slide) => slide.id === poll.id)!.hints;
    given.when('DeleteSlideHint', { hintId: hints[0]!.id });
    given.when('AddSlideHint', { slideId: poll.id, text: '<p>New hint</p>' });
    given.when('AddSlide', { type: 'poll', fields: { title: 'Capital?' } });
    given.when('SortSlides', { slides: [{ slideId: text.id, order: 1 }] });
    given.when('DeleteSlides', { slideIds: [poll.id] });
    given.when('UpdatePresentationSettings', { settings: { isEnableChat: false, teamPlay: true } });
    given.when('UpdatePresentationAttributes', { attributes: { fontFamily: 'Lato', textColour: '' } });
    expect(deckContent(given.deck())).not.toEqual(earlier);

    const logBefore = given.history.length;
    const events = given.when('RestoreDeckVersion', { revision: version });

    expect(given.history.length).toBe(logBefore + events.length);
    expect(deckContent(given.deck())).toEqual(earlier);
    // Only the editor's own kinds of events, the log before them untouched.
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['SlidesDeleted', 'SlidesRestored', 'SlideTypeChanged', 'SlideUpdated', 'SlidesReordered']),
    );
  });

  it('given a deck already as that version, when it is restored, then nothing is decided', () => {
    const { given, version } = editedDeck();
    expect(given.when('RestoreDeckVersion', { revision: version })).toEqual([]);
  });

  it('given a restore, when its inverse (restore of the revision before it) is decided, then the later deck is back', () => {
    const { given, poll, version } = editedDeck();
    given.when('PatchSlide', { slideId: poll.id, fields: { title: 'Dinner?' } });
    given.when('AddSlide', { type: 'poll' });
    const latest = deckContent(given.deck());
    const revisionBefore = given.revision();
    const before = given.state();
    const restore = command('RestoreDeckVersion', { presentationId: given.presentationId, revision: version });
    const events = given.when('RestoreDeckVersion', { revision: version }) as DeckEvent[];

    const undo = inverseOf(before, restore, events, revisionBefore);
    expect(undo).toEqual({ type: 'RestoreDeckVersion', data: { presentationId: given.presentationId, revision: revisionBefore } });
    given.when('RestoreDeckVersion', { revision: revisionBefore });
    expect(deckContent(given.deck())).toEqual(latest);
  });

  it('given a slide that was never in the deck at that version, then it goes to the trash and can be restored from it', () => {
    const { given, version } = editedDeck();
    given.when('AddSlide', { type: 'poll', fields: { title: 'Later' } });
    const later = given.deck().slides.at(-1)!;
    given.when('RestoreDeckVersion', { revision: version });
    expect(given.deck().slides.map((slide) => slide.id)).not.toContain(later.id);
    expect(given.deck().deletedSlides.map((slide) => slide.id)).toContain(later.id);
  });

  it('a revision past the end of the stream is refused and writes nothing', () => {
    const { given } = editedDeck();
    const error = given.rejected('RestoreDeckVersion', { revision: given.revision() + 1 });
    expect(error).toBeInstanceOf(BusinessRuleViolated);
  });

  it("someone else's deck is not found, as for any edit", () => {
    const { given, version } = editedDeck();
    expect(given.rejected('RestoreDeckVersion', { revision: version }, STRANGER)).toBeInstanceOf(NotFound);
  });
});

describe('deck decider: restoring a version without presentation audio', () => {
  it('given a version without audio and audio set since, when it is restored, then the deck has no audio again', () => {
    const given = deckScenario();
    const version = given.revision();
    given.when('UpdatePresentationAttributes', { attributes: { audio: { link: 'https://cdn.example.com/a.mp3', name: 'a.mp3', showControl: true, autoPlay: false, repeat: false, playOnAudience: false } } });
    expect(given.deck().attributes.audio).toBeTruthy();
    given.when('RestoreDeckVersion', { revision: version });
    expect(given.deck().attributes.audio ?? null).toBeNull();
  });
});
