import { BusinessRuleViolated, NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { deckScenario } from '../test-support/deck-scenario.js';

/** A deck of slides titled A, B, C... (text slides). */
function deckOf(...titles: string[]) {
  const given = deckScenario();
  for (const title of titles) given.when('AddSlide', { type: 'textSlide', fields: { title } });
  const ids = Object.fromEntries(given.deck().slides.map((slide) => [slide.title, slide.id]));
  const titlesInOrder = () => given.deck().slides.map((slide) => slide.title);
  return { given, ids, titlesInOrder };
}

describe('deck decider: duplicating, deleting and reordering slides', () => {
  it('spec doc 2 §7 duplicate-slides: the copy follows its original with the same content and new ids', () => {
    const given = deckScenario();
    given.when('AddSlide', { type: 'multipleChoice', fields: { title: 'Favourite?' } });
    const original = given.deck().slides[0]!;
    given.when('PatchSlideOption', { optionId: original.options[0]!.id, title: 'Tea' });
    const [event] = given.when('DuplicateSlides', { slideIds: [original.id], isIncludingResponseData: true });
    expect(event).toMatchObject({ type: 'SlideDuplicated', data: { sourceSlideId: original.id, isIncludingResponseData: true } });
    const [first, copy] = given.deck().slides;
    expect(copy).toMatchObject({ title: 'Favourite?', type: 'multipleChoice', order: 2 });
    expect(copy!.id).not.toBe(first!.id);
    expect(copy!.options.map((option) => option.title)).toEqual(['Tea', '', '']);
    expect(copy!.options.map((option) => option.id)).not.toEqual(first!.options.map((option) => option.id));
  });

  it('spec doc 2 §7 duplicate-slides: without the response-data flag the event says so', () => {
    const { given, ids } = deckOf('A');
    const [event] = given.when('DuplicateSlides', { slideIds: [ids.A] });
    expect(event).toMatchObject({ data: { isIncludingResponseData: false } });
  });

  it('spec doc 2 §7 duplicate-slides: with insertAfter the copies go there, one after another', () => {
    const { given, ids, titlesInOrder } = deckOf('A', 'B', 'C');
    given.when('DuplicateSlides', { slideIds: [ids.A, ids.B], insertAfter: ids.C });
    expect(titlesInOrder()).toEqual(['A', 'B', 'C', 'A', 'B']);
  });

  it('duplicating a match pairs slide points the copied pairs at the copied options', () => {
    const given = deckScenario();
    given.when('AddSlide', { type: 'matchPairs' });
    const slide = given.deck().slides[0]!;
    given.when('AddSlideOption', { slideId: slide.id, title: 'France' });
    const option = given.deck().slides[0]!.options[0]!;
    given.when('PatchSlide', { slideId: slide.id, fields: { matchingQuestionOptions: [{ optionId: option.id, title: 'Paris', image: null }] } });
    given.when('DuplicateSlides', { slideIds: [slide.id] });
    const copy = given.deck().slides[1]!;
    expect(copy.matchingQuestionOptions?.[0]?.optionId).toBe(copy.options[0]?.id);
  });

  it('spec doc 2 §5: duplicating past 500 slides is refused with the slide limit message', () => {
    const given = deckScenario();
    for (let index = 0; index < 499; index += 1) given.when('AddSlide', { type: 'textSlide' });
    const [first, second] = given.deck().slides;
    const error = given.rejected('DuplicateSlides', { slideIds: [first!.id, second!.id] });
    expect(error).toBeInstanceOf(BusinessRuleViolated);
    expect(error.message).toBe('Presentation has reached slide limit number.');
  });

  it('soft delete: the slide leaves the deck, orders close up to 1..n, and it is kept for a restore', () => {
    const { given, ids, titlesInOrder } = deckOf('A', 'B', 'C');
    given.when('DeleteSlides', { slideIds: [ids.B] });
    expect(titlesInOrder()).toEqual(['A', 'C']);
    expect(given.deck().slides.map((slide) => slide.order)).toEqual([1, 2]);
    expect(given.deck().deletedSlides.map((slide) => slide.title)).toEqual(['B']);
    expect(given.when('DeleteSlides', { slideIds: [ids.B] })).toEqual([]);
  });

  it('deleting the active slide makes the slide before it active', () => {
    const { given, ids } = deckOf('A', 'B', 'C');
    given.when('SetActiveSlide', { slideId: ids.B });
    given.when('DeleteSlides', { slideIds: [ids.B] });
    expect(given.deck().activeSlideId).toBe(ids.A);
  });

  it('a restored slide goes back where it was (undo of a delete)', () => {
    const { given, ids, titlesInOrder } = deckOf('A', 'B', 'C', 'D');
    given.when('DeleteSlides', { slideIds: [ids.B, ids.C] });
    given.when('RestoreSlides', { slideIds: [ids.C, ids.B] });
    expect(titlesInOrder()).toEqual(['A', 'B', 'C', 'D']);
  });

  it('deleting an unknown slide is a 404', () => {
    expect(deckOf('A').given.rejected('DeleteSlides', { slideIds: ['nope'] })).toBeInstanceOf(NotFound);
  });

  it('spec doc 2 §7 sort: a slide moves to its new order, the others keep theirs; orders stay 1..n', () => {
    const { given, ids, titlesInOrder } = deckOf('A', 'B', 'C', 'D');
    given.when('SortSlides', { slides: [{ slideId: ids.B, order: 4 }] });
    expect(titlesInOrder()).toEqual(['A', 'C', 'D', 'B']);
    given.when('SortSlides', { slides: [{ slideId: ids.D, order: 1 }] });
    expect(titlesInOrder()).toEqual(['D', 'A', 'C', 'B']);
    expect(given.deck().slides.map((slide) => slide.order)).toEqual([1, 2, 3, 4]);
  });

  it('spec doc 2 §7 sort: a full list of orders sets the whole order; the same order again changes nothing', () => {
    const { given, ids, titlesInOrder } = deckOf('A', 'B', 'C');
    const full = [
      { slideId: ids.C, order: 1 },
      { slideId: ids.A, order: 2 },
      { slideId: ids.B, order: 3 },
    ];
    given.when('SortSlides', { slides: full });
    expect(titlesInOrder()).toEqual(['C', 'A', 'B']);
    expect(given.when('SortSlides', { slides: full })).toEqual([]);
  });

  it('spec doc 2 §7 batch update (id, order, deleted): deletions and orders in one decision', () => {
    const { given, ids, titlesInOrder } = deckOf('A', 'B', 'C');
    given.when('BatchUpdateSlides', {
      slides: [
        { slideId: ids.A, deleted: true },
        { slideId: ids.C, order: 1 },
      ],
    });
    expect(titlesInOrder()).toEqual(['C', 'B']);
    given.when('BatchUpdateSlides', { slides: [{ slideId: ids.A, deleted: false }] });
    expect(titlesInOrder()).toContain('A');
  });
});
