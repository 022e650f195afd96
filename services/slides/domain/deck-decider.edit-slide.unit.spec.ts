import { ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import { deckScenario } from '../test-support/deck-scenario.js';

function withSlide(type: string, slideType?: string) {
  const given = deckScenario();
  given.when('AddSlide', { type, ...(slideType && { slideType }) });
  const slide = given.deck().slides[0]!;
  return { given, slide };
}

describe('deck decider: editing a slide', () => {
  it('spec doc 2 §5: ideas limitChoice is clamped between 1 and 20 votes', () => {
    const { given, slide } = withSlide('ideas');
    given.when('PatchSlide', { slideId: slide.id, fields: { limitChoice: 50 } });
    expect(given.deck().slides[0]?.limitChoice).toBe(20);
    given.when('PatchSlide', { slideId: slide.id, fields: { limitChoice: 0 } });
    expect(given.deck().slides[0]?.limitChoice).toBe(1);
  });

  it('spec doc 2 §5: limitChoice of other types is at least 2', () => {
    const { given, slide } = withSlide('multipleChoice');
    given.when('PatchSlide', { slideId: slide.id, fields: { multipleChoice: true, limitChoice: 1 } });
    expect(given.deck().slides[0]).toMatchObject({ multipleChoice: true, limitChoice: 2 });
  });

  it('spec doc 2 §3: chart types are bars, donut and pie', () => {
    const { given, slide } = withSlide('multipleChoice');
    given.when('PatchSlide', { slideId: slide.id, fields: { typeChart: 'donut' } });
    expect(given.deck().slides[0]?.typeChart).toBe('donut');
    expect(() => given.when('PatchSlide', { slideId: slide.id, fields: { typeChart: 'line' } })).toThrow();
  });

  it('spec doc 2 §3: each slide type edits only its own fields (a field of another type is a 400 naming it)', () => {
    const { given, slide } = withSlide('poll');
    const error = given.rejected('PatchSlide', { slideId: slide.id, fields: { canvasBlocks: [] } });
    expect(error).toBeInstanceOf(ValidationFailed);
    expect(error.message).toContain('canvasBlocks');
    expect((error as ValidationFailed).issues).toEqual([{ path: 'fields.canvasBlocks', message: 'Unknown field: canvasBlocks' }]);
  });

  it('spec doc 2 §5: categories: blank ones are dropped, and a single category gets a second empty one', () => {
    const { given, slide } = withSlide('pickAnswer', 'categorise');
    given.when('PatchSlide', {
      slideId: slide.id,
      fields: {
        categories: [
          { value: 'Fruit', options: [{ value: 'Apple' }, { value: '  ' }, { value: 'x'.repeat(101) }] },
          { value: '   ', options: [{ value: 'Lost' }] },
        ],
      },
    });
    const categories = given.deck().slides[0]?.categories ?? [];
    expect(categories.map((category) => category.value)).toEqual(['Fruit', '']);
    expect(categories[0]?.options).toEqual([{ value: 'Apple' }]);
    expect(categories.every((category) => category.id.length > 0)).toBe(true);
  });

  it('spec doc 2 §5: re-sending untouched categories changes nothing (blank ones keep their ids)', () => {
    const { given, slide } = withSlide('categorise');
    const categories = given.deck().slides[0]?.categories;
    expect(given.when('PatchSlide', { slideId: slide.id, fields: { categories } })).toEqual([]);
  });

  it('spec doc 2 §3: word cloud entry settings (entries per participant, smart grouping)', () => {
    const { given, slide } = withSlide('wordCloud');
    given.when('PatchSlide', { slideId: slide.id, fields: { entriesPerParticipant: 3, wordCloudSmartGrouping: true } });
    expect(given.deck().slides[0]).toMatchObject({ entriesPerParticipant: 3, wordCloudSmartGrouping: true });
    expect(() => given.when('PatchSlide', { slideId: slide.id, fields: { entriesPerParticipant: 11 } })).toThrow();
  });

  it('spec doc 2 §3: open-ended entry settings (several answers, grid or one by one)', () => {
    const { given, slide } = withSlide('openEnded');
    expect(given.deck().slides[0]).toMatchObject({ openEndedMultipleOption: false, openEndedLayout: 'grid' });
    given.when('PatchSlide', { slideId: slide.id, fields: { openEndedMultipleOption: true, openEndedLayout: 'oneByOne' } });
    expect(given.deck().slides[0]).toMatchObject({ openEndedMultipleOption: true, openEndedLayout: 'oneByOne' });
  });

  it('an edit that changes nothing decides to nothing', () => {
    const { given, slide } = withSlide('poll');
    expect(given.when('PatchSlide', { slideId: slide.id, fields: { title: 'Click to add question', hideResult: false } })).toEqual([]);
  });

  it('only the changed fields go into the event, and the slide version counts the change', () => {
    const { given, slide } = withSlide('poll');
    const events = given.when('PatchSlide', { slideId: slide.id, fields: { title: 'Lunch?', hideResult: false } });
    expect(events).toEqual([expect.objectContaining({ type: 'SlideUpdated', data: expect.objectContaining({ changes: { title: 'Lunch?' } }) })]);
    expect(given.deck().slides[0]?.version).toBe(2);
  });

  it('a rating scale must end above where it starts', () => {
    const { given, slide } = withSlide('scale');
    expect(given.rejected('PatchSlide', { slideId: slide.id, fields: { scaleMin: 5 } })).toBeInstanceOf(ValidationFailed);
  });

  it('match pairs items must point at options of the slide', () => {
    const { given, slide } = withSlide('matchPairs');
    const error = given.rejected('PatchSlide', {
      slideId: slide.id,
      fields: { matchingQuestionOptions: [{ optionId: 'nope', title: 'Paris', image: null }] },
    });
    expect(error).toBeInstanceOf(ValidationFailed);
  });

  it('spec doc 2 §7 PATCH /api/slide/ (bulk): all patches in one decision, or none if one is invalid', () => {
    const given = deckScenario();
    given.when('AddSlide', { type: 'poll' });
    given.when('AddSlide', { type: 'ideas' });
    const [poll, ideas] = given.deck().slides;
    const events = given.when('PatchSlides', {
      slides: [
        { slideId: poll!.id, fields: { title: 'One' } },
        { slideId: ideas!.id, fields: { title: 'Two' } },
      ],
    });
    expect(events).toHaveLength(2);
    given.rejected('PatchSlides', {
      slides: [
        { slideId: poll!.id, fields: { title: 'Three' } },
        { slideId: ideas!.id, fields: { typeChart: 'pie' } },
      ],
    });
    expect(given.deck().slides.map((slide) => slide.title)).toEqual(['One', 'Two']);
  });

  it('spec doc 2 §7 PUT /api/slide/update: a new type keeps the written title and options and takes its defaults', () => {
    const { given, slide } = withSlide('poll');
    given.when('PatchSlide', { slideId: slide.id, fields: { title: 'Capital of France?' } });
    given.when('UpdateSlide', { slideId: slide.id, type: 'pickAnswer', fields: { timeLimit: 20 } });
    const changed = given.deck().slides[0]!;
    expect(changed).toMatchObject({ type: 'pickAnswer', slideType: null, title: 'Capital of France?', timeLimit: 20 });
    expect(changed.typeChart).toBeUndefined();
    expect(changed.options).toHaveLength(3);
  });

  it('spec doc 2 §3: switching type replaces a placeholder title with the new type placeholder', () => {
    const { given, slide } = withSlide('textSlide');
    given.when('UpdateSlide', { slideId: slide.id, type: 'wordCloud', fields: {} });
    expect(given.deck().slides[0]?.title).toBe('Click to add question');
  });

  it('spec doc 2 §3: a pickAnswer can switch its secondary type', () => {
    const { given, slide } = withSlide('pickAnswer');
    given.when('UpdateSlide', { slideId: slide.id, type: 'pickAnswer', slideType: 'typeAnswer', fields: { correctQuizTypeAnswer: 'Paris' } });
    expect(given.deck().slides[0]).toMatchObject({ type: 'pickAnswer', slideType: 'typeAnswer', correctQuizTypeAnswer: 'Paris' });
  });
});
