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
