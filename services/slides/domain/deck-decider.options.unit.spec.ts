import { BusinessRuleViolated, NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { deckScenario } from '../test-support/deck-scenario.js';

const TOO_MANY = 'There are already too many options. Please remove some to make room for new ones.';

function withSlide(type: string, slideType?: string) {
  const given = deckScenario();
  given.when('AddSlide', { type, ...(slideType && { slideType }) });
  const slideId = given.deck().slides[0]!.id;
  const options = () => given.deck().slides[0]!.options;
  return { given, slideId, options };
}

describe('deck decider: slide options', () => {
  it('spec doc 2 §7 slide-option create: a new option is empty and goes last', () => {
    const { given, slideId, options } = withSlide('poll');
    given.when('AddSlideOption', { slideId, title: 'Yes' });
    given.when('AddSlideOption', { slideId });
    expect(options().map((option) => [option.title, option.order, option.correct])).toEqual([
      ['Yes', 1, false],
      ['', 2, false],
    ]);
  });

  it("spec doc 2 §5: at 8 options the next is refused with 'There are already too many options...'", () => {
    const { given, slideId, options } = withSlide('multipleChoice');
    for (let index = 0; index < 5; index += 1) given.when('AddSlideOption', { slideId });
    expect(options()).toHaveLength(8);
    const error = given.rejected('AddSlideOption', { slideId });
    expect(error).toBeInstanceOf(BusinessRuleViolated);
    expect(error.message).toBe(TOO_MANY);
  });

  it('spec doc 2 §5/§9: correct order holds at most 10 options', () => {
    const { given, slideId, options } = withSlide('pickAnswer', 'correctOrder');
    for (let index = 0; index < 10; index += 1) given.when('AddSlideOption', { slideId, title: `Step ${index}` });
    expect(options()).toHaveLength(10);
    expect(given.rejected('AddSlideOption', { slideId }).message).toBe(TOO_MANY);
  });

  it('spec doc 2 §9: a spinner wheel holds more than 8 entries', () => {
    const { given, slideId, options } = withSlide('spinnerWheel');
    for (let index = 0; index < 12; index += 1) given.when('AddSlideOption', { slideId, title: `Name ${index}` });
    expect(options()).toHaveLength(12);
  });

  it('slide types without authored options refuse them', () => {
    const { given, slideId } = withSlide('wordCloud');
    expect(given.rejected('AddSlideOption', { slideId })).toBeInstanceOf(BusinessRuleViolated);
  });

  it('spec doc 2 §7 PATCH slide-option: title, image and correct flag change; only changes are recorded', () => {
    const { given, options } = withSlide('pickAnswer');
    const optionId = options()[0]!.id;
    const image = { url: 'https://cdn.example.com/paris.png' };
    given.when('PatchSlideOption', { optionId, title: 'Paris', image, correct: true });
    expect(options()[0]).toMatchObject({ title: 'Paris', image, correct: true });
    expect(given.when('PatchSlideOption', { optionId, title: 'Paris' })).toEqual([]);
  });

  it('a single-answer quiz question has one correct option; marking another unmarks the first', () => {
    const { given, options } = withSlide('pickAnswer');
    const [first, second] = options();
    given.when('PatchSlideOption', { optionId: first!.id, correct: true });
    given.when('PatchSlideOption', { optionId: second!.id, correct: true });
    expect(options().map((option) => option.correct)).toEqual([false, true, false]);
  });

  it('a quiz question that allows several answers keeps several correct options', () => {
    const { given, slideId, options } = withSlide('pickAnswer');
    given.when('PatchSlide', { slideId, fields: { multipleChoice: true } });
    const [first, second] = options();
    given.when('PatchSlideOption', { optionId: first!.id, correct: true });
    given.when('PatchSlideOption', { optionId: second!.id, correct: true });
    expect(options().map((option) => option.correct)).toEqual([true, true, false]);
  });

  it('spec doc 2 §7 DELETE slide-option: the option goes and the others renumber 1..n', () => {
    const { given, options } = withSlide('bulletPoints');
    given.when('DeleteSlideOption', { optionId: options()[1]!.id });
    expect(options().map((option) => option.order)).toEqual([1, 2]);
    expect(given.rejected('DeleteSlideOption', { optionId: 'nope' })).toBeInstanceOf(NotFound);
  });

  it('deleting a match pairs option removes the pair pointing at it', () => {
    const { given, slideId, options } = withSlide('matchPairs');
    given.when('AddSlideOption', { slideId, title: 'France' });
    const optionId = options()[0]!.id;
    given.when('PatchSlide', { slideId, fields: { matchingQuestionOptions: [{ optionId, title: 'Paris', image: null }] } });
    given.when('DeleteSlideOption', { optionId });
    expect(given.deck().slides[0]?.matchingQuestionOptions).toEqual([]);
  });

  it('options can be put in a new order (the answer of a correct order question)', () => {
    const { given, slideId, options } = withSlide('scale');
    const [a, b, c] = options().map((option) => option.id);
    given.when('ReorderSlideOptions', { slideId, optionIds: [c, a] });
    expect(options().map((option) => option.id)).toEqual([c, a, b]);
    expect(given.rejected('ReorderSlideOptions', { slideId, optionIds: ['nope'] })).toBeInstanceOf(NotFound);
  });
});

describe('deck decider: many options at once (AddSlideOptions, DeleteSlideOptions)', () => {
  const entries = (count: number) => Array.from({ length: count }, (_, index) => ({ title: `Name ${index + 1}` }));

  it('given a spinner wheel, when a list of entries is added, then one SlideOptionsAdded puts them last, in order', () => {
    const { given, slideId, options } = withSlide('spinnerWheel');
    given.when('AddSlideOption', { slideId, title: 'First' });
    const events = given.when('AddSlideOptions', { slideId, options: entries(3) });
    const added = options().slice(1);
    expect(events).toEqual([
      {
        type: 'SlideOptionsAdded',
        data: { presentationId: given.presentationId, slideId, options: added.map(({ order: _order, ...option }) => option) },
      },
    ]);
    expect(options().map((option) => [option.title, option.order, option.correct])).toEqual([
      ['First', 1, false],
      ['Name 1', 2, false],
      ['Name 2', 3, false],
      ['Name 3', 4, false],
    ]);
    expect(new Set(options().map((option) => option.id)).size).toBe(4);
  });

  it("given a multiple choice slide with 3 options, when 6 more come at once, then 422 'There are already too many options...' and nothing is added", () => {
    const { given, slideId, options } = withSlide('multipleChoice');
    const error = given.rejected('AddSlideOptions', { slideId, options: entries(6) });
    expect(error).toBeInstanceOf(BusinessRuleViolated);
    expect(error.message).toBe(TOO_MANY);
    expect(options()).toHaveLength(3);
    expect(given.when('AddSlideOptions', { slideId, options: entries(5) })).toHaveLength(1);
    expect(options()).toHaveLength(8);
  });

  it('given a slide type without authored options or an unknown slide, then 422 and 404', () => {
    const { given, slideId } = withSlide('wordCloud');
    expect(given.rejected('AddSlideOptions', { slideId, options: entries(1) })).toBeInstanceOf(BusinessRuleViolated);
    expect(given.rejected('AddSlideOptions', { slideId: 'nope', options: entries(1) })).toBeInstanceOf(NotFound);
  });

  it('given a single-answer question with a correct option, when options come marked correct, then only the last of them stays correct', () => {
    const { given, slideId, options } = withSlide('pickAnswer');
    given.when('PatchSlideOption', { optionId: options()[0]!.id, correct: true });
    given.when('AddSlideOptions', { slideId, options: [{ title: 'A', correct: true }, { title: 'B', correct: true }, { title: 'C' }] });
    expect(options().map((option) => option.correct)).toEqual([false, false, false, false, true, false]);
  });

  it('given entries, when some are deleted at once, then one SlideOptionsDeleted removes them, renumbers the rest, and a stray id is a 404', () => {
    const { given, slideId, options } = withSlide('spinnerWheel');
    given.when('AddSlideOptions', { slideId, options: entries(4) });
    const [first, , third] = options();
    expect(given.rejected('DeleteSlideOptions', { slideId, optionIds: [first!.id, 'nope'] })).toBeInstanceOf(NotFound);
    expect(given.when('DeleteSlideOptions', { slideId, optionIds: [third!.id, first!.id, first!.id] })).toEqual([
      { type: 'SlideOptionsDeleted', data: { presentationId: given.presentationId, slideId, optionIds: [third!.id, first!.id] } },
    ]);
    expect(options().map((option) => [option.title, option.order])).toEqual([
      ['Name 2', 1],
      ['Name 4', 2],
    ]);
  });

  it('deleting match pairs options at once removes the pairs pointing at them', () => {
    const { given, slideId, options } = withSlide('matchPairs');
    given.when('AddSlideOptions', { slideId, options: [{ title: 'France' }, { title: 'Spain' }] });
    const [france, spain] = options().map((option) => option.id);
    const pairs = [
      { optionId: france!, title: 'Paris', image: null },
      { optionId: spain!, title: 'Madrid', image: null },
    ];
    given.when('PatchSlide', { slideId, fields: { matchingQuestionOptions: pairs } });
    given.when('DeleteSlideOptions', { slideId, optionIds: [france!] });
    expect(given.deck().slides[0]?.matchingQuestionOptions).toEqual([pairs[1]]);
  });
});
