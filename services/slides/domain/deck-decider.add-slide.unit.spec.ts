import { MESSAGES } from '../../../contracts/slides/constants.js';
import { SLIDE_TYPES } from '../../../contracts/slides/slide-types.js';
import { BusinessRuleViolated, Forbidden, NotFound, ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import { deckScenario, STRANGER } from '../test-support/deck-scenario.js';

const addedSlides = (events: readonly { type: string; data: unknown }[]) =>
  events.filter((event) => event.type === 'SlideAdded').map((event) => (event.data as { slide: { id: string } }).slide);

describe('deck decider: adding slides', () => {
  it('spec doc 2 §3: every slide type can be added, each with its own defaults', () => {
    const given = deckScenario();
    for (const type of SLIDE_TYPES) given.when('AddSlide', { type });
    const types = given.deck().slides.map((slide) => slide.type);
    for (const type of SLIDE_TYPES) expect(types).toContain(type);
  });

  it('spec doc 2 §3: default titles are Click to add question, Click to add heading and Leaderboard', () => {
    const given = deckScenario();
    given.when('AddSlide', { type: 'poll' });
    given.when('AddSlide', { type: 'textSlide' });
    given.when('AddSlide', { type: 'leaderboard' });
    expect(given.deck().slides.map((slide) => slide.title)).toEqual([
      'Click to add question',
      'Click to add heading',
      'Leaderboard',
    ]);
  });

  it('spec doc 2 §3: a new slide has the blank style (text #313131, base #ffffff, visibility 20)', () => {
    const given = deckScenario();
    given.when('AddSlide', { type: 'wordCloud' });
    expect(given.deck().slides[0]).toMatchObject({ textColour: '#313131', baseColour: '#ffffff', visibility: 20 });
  });

  it('spec doc 2 §3: a multiple choice slide charts as bars by default', () => {
    const given = deckScenario();
    given.when('AddSlide', { type: 'multipleChoice' });
    expect(given.deck().slides[0]?.typeChart).toBe('bars');
  });

  it.each(['bulletPoints', 'multipleChoice', 'pickAnswer', 'imageChoice', 'scale'])(
    'spec doc 2 §5: %s gets 3 empty options',
    (type) => {
      const given = deckScenario();
      given.when('AddSlide', { type });
      const options = given.deck().slides[0]?.options ?? [];
      expect(options.map((option) => option.title)).toEqual(['', '', '']);
      expect(options.map((option) => option.order)).toEqual([1, 2, 3]);
    },
  );

  it.each([
    { type: 'matchPairs' },
    { type: 'correctOrder' },
    { type: 'pickAnswer', slideType: 'matchPairs' },
    { type: 'pickAnswer', slideType: 'correctOrder' },
  ])('spec doc 2 §5: match pairs and correct order get no default options (%o)', (data) => {
    const given = deckScenario();
    given.when('AddSlide', data);
    expect(given.deck().slides[0]?.options).toEqual([]);
  });

  it("spec doc 2 §5: voice Q&A gets the options 'Your name' and 'Your sitting area'", () => {
    const given = deckScenario();
    given.when('AddSlide', { type: 'voiceQuestion' });
    expect(given.deck().slides[0]?.options.map((option) => option.title)).toEqual(['Your name', 'Your sitting area']);
  });

  it('spec doc 2 §5: a new categorise slide starts with two empty categories', () => {
    const given = deckScenario();
    given.when('AddSlide', { type: 'categorise' });
    const categories = given.deck().slides[0]?.categories ?? [];
    expect(categories.map((category) => category.value)).toEqual(['', '']);
  });

  it('spec doc 2 §5: a new Content slide has heading and content placeholders (heading 52px)', () => {
    const given = deckScenario();
    given.when('AddSlide', { type: 'freestyle' });
    const blocks = given.deck().slides[0]?.canvasBlocks ?? [];
    expect(blocks.map((block) => (block.type === 'RichText' ? block.content.value : null))).toEqual([
      '<p>Click to add heading</p>',
      '<p>Click to add content</p>',
    ]);
    expect(blocks[0]?.type === 'RichText' && blocks[0].style.fontSize).toBe(52);
  });

  it('spec doc 2 §4: adding a pickAnswer also adds a leaderboard right after it, and the question becomes active', () => {
    const given = deckScenario();
    const events = given.when('AddSlide', { type: 'pickAnswer' });
    const [question] = addedSlides(events);
    const deck = given.deck();
    expect(deck.slides.map((slide) => slide.type)).toEqual(['pickAnswer', 'leaderboard']);
    expect(deck.activeSlideId).toBe(question?.id);
  });

  it('spec doc 2 §4: a new slide goes after the active slide, and after a leaderboard that directly follows it', () => {
    const given = deckScenario();
    given.when('AddSlide', { type: 'textSlide' });
    given.when('AddSlide', { type: 'pickAnswer' });
    const [first, quiz] = given.deck().slides;
    given.when('SetActiveSlide', { slideId: first!.id });
    given.when('AddSlide', { type: 'poll' });
    expect(given.deck().slides.map((slide) => slide.type)).toEqual(['textSlide', 'poll', 'pickAnswer', 'leaderboard']);
    given.when('SetActiveSlide', { slideId: quiz!.id });
    given.when('AddSlide', { type: 'wordCloud' });
    expect(given.deck().slides.map((slide) => slide.type)).toEqual([
      'textSlide',
      'poll',
      'pickAnswer',
      'leaderboard',
      'wordCloud',
    ]);
  });

  it('spec doc 2 §7 slide create: insertAfter places the slide after the named slide; orders stay 1..n', () => {
    const given = deckScenario();
    given.when('AddSlide', { type: 'textSlide' });
    given.when('AddSlide', { type: 'poll' });
    const [first] = given.deck().slides;
    given.when('AddSlide', { type: 'wordCloud', insertAfter: first!.id });
    const deck = given.deck();
    expect(deck.slides.map((slide) => slide.type)).toEqual(['textSlide', 'wordCloud', 'poll']);
    expect(deck.slides.map((slide) => slide.order)).toEqual([1, 2, 3]);
  });

  it('spec doc 2 §7 slide create: an unknown insertAfter is a 404', () => {
    expect(deckScenario().rejected('AddSlide', { type: 'poll', insertAfter: 'nope' })).toBeInstanceOf(NotFound);
  });

  it('spec doc 2 §3: only a pickAnswer slide takes a secondary slideType', () => {
    const error = deckScenario().rejected('AddSlide', { type: 'poll', slideType: 'typeAnswer' });
    expect(error).toBeInstanceOf(ValidationFailed);
  });

  it("spec doc 2 §5/§8: the 501st slide is refused with 'Presentation has reached slide limit number.'", () => {
    const given = deckScenario();
    for (let index = 0; index < 500; index += 1) given.when('AddSlide', { type: 'textSlide' });
    const error = given.rejected('AddSlide', { type: 'poll' });
    expect(error).toBeInstanceOf(BusinessRuleViolated);
    expect(error.message).toBe('Presentation has reached slide limit number.');
    expect(given.deck().slides).toHaveLength(500);
  });

  it('spec doc 3 §3: a new slide takes the theme look the presentation has', () => {
    const given = deckScenario();
    given.when('ApplyPresentationTheme', { theme: { textColour: '#eeeeee', baseColour: '#111111', visibility: 40 } });
    given.when('AddSlide', { type: 'poll' });
    expect(given.deck().slides[0]).toMatchObject({ textColour: '#eeeeee', baseColour: '#111111', visibility: 40 });
  });

  it('spec doc 2 §6: only the owner edits a deck (anyone else is answered as for an unknown deck, 404)', () => {
    expect(deckScenario().rejected('AddSlide', { type: 'poll' }, STRANGER)).toEqual(new NotFound(MESSAGES.presentationNotFound));
  });

  it('spec doc 1 §2: a guest edits their own deck in the editor; no one but a presenter or guest edits, even with the owner’s id', () => {
    const given = deckScenario();
    given.history[0] = { ...given.history[0]!, data: { ...(given.history[0]!.data as object), ownerId: 'guest-1' } } as never;
    expect(given.when('AddSlide', { type: 'poll' }, { kind: 'guest', id: 'guest-1' })[0]).toMatchObject({ type: 'SlideAdded' });
    expect(given.rejected('AddSlide', { type: 'poll' }, { kind: 'audience', id: 'guest-1' })).toEqual(new Forbidden(MESSAGES.notOwner));
    expect(given.rejected('AddSlide', { type: 'poll' }, { kind: 'guest', id: 'guest-2' })).toEqual(new NotFound(MESSAGES.presentationNotFound));
  });

  it('a presentation in the trash cannot be edited (404)', () => {
    const given = deckScenario();
    given.given({ type: 'PresentationMovedToTrash', data: { presentationId: given.presentationId, deletedAt: '2026-03-01T00:00:00Z' } });
    expect(given.rejected('AddSlide', { type: 'poll' })).toBeInstanceOf(NotFound);
  });

  it('a presentation that was never created cannot be edited (404)', () => {
    const given = deckScenario();
    given.history.splice(0, 1);
    expect(given.rejected('AddSlide', { type: 'poll' })).toBeInstanceOf(NotFound);
  });
});
