import type { DeckCommand, DeckCommandType } from '../../../contracts/deck/deck-commands.js';
import type { DeckEvent } from '../../../contracts/deck/deck-events.js';
import { command, deckScenario } from '../test-support/deck-scenario.js';
import { inverseOf } from './deck-command-inverse.js';

type Scenario = ReturnType<typeof deckScenario>;

/** Decides a command, then the command inverseOf gives for it; returns that inverse. */
function doThenUndo(given: Scenario, type: DeckCommandType, data: Record<string, unknown>): DeckCommand | null {
  const before = given.state();
  const sent = command(type, { presentationId: given.presentationId, ...data } as never);
  const events = given.when(type, data) as DeckEvent[];
  const inverse = inverseOf(before, sent, events);
  if (inverse) given.when(inverse.type, inverse.data);
  return inverse;
}

const optionsOf = (given: Scenario) => given.deck().slides[0]!.options.map(({ title, correct, order }) => ({ title, correct, order }));

describe('the inverse of a deck command (undo sends it as a new command)', () => {
  it('given a spinner wheel, when entries added at once are undone, then exactly those entries go', () => {
    const given = deckScenario();
    given.when('AddSlide', { type: 'spinnerWheel' });
    const slideId = given.deck().slides[0]!.id;
    given.when('AddSlideOption', { slideId, title: 'Ada' });
    const before = optionsOf(given);
    const inverse = doThenUndo(given, 'AddSlideOptions', { slideId, options: [{ title: 'Grace' }, { title: 'Linus' }] });
    expect(inverse).toMatchObject({ type: 'DeleteSlideOptions', data: { slideId, optionIds: [expect.any(String), expect.any(String)] } });
    expect(optionsOf(given)).toEqual(before);
  });

  it('given options deleted at once, when that is undone, then they come back with their titles and correct flags, last', () => {
    const given = deckScenario();
    given.when('AddSlide', { type: 'pickAnswer' });
    const slideId = given.deck().slides[0]!.id;
    const [first, second, third] = given.deck().slides[0]!.options.map((option) => option.id);
    given.when('PatchSlideOption', { optionId: first!, title: 'Paris', correct: true });
    given.when('PatchSlideOption', { optionId: third!, title: 'Lyon' });
    const inverse = doThenUndo(given, 'DeleteSlideOptions', { slideId, optionIds: [third!, first!] });
    expect(inverse).toEqual({
      type: 'AddSlideOptions',
      data: {
        presentationId: given.presentationId,
        slideId,
        options: [
          { title: 'Paris', image: null, correct: true },
          { title: 'Lyon', image: null, correct: false },
        ],
      },
    });
    expect(optionsOf(given)).toEqual([
      { title: '', correct: false, order: 1 },
      { title: 'Paris', correct: true, order: 2 },
      { title: 'Lyon', correct: false, order: 3 },
    ]);
    expect(given.deck().slides[0]!.options[0]!.id).toBe(second);
  });

  it('puts back a title, an option order, deleted slides and a setting', () => {
    const given = deckScenario();
    given.when('AddSlide', { type: 'multipleChoice' });
    const slide = given.deck().slides[0]!;
    const before = given.deck();
    doThenUndo(given, 'PatchSlide', { slideId: slide.id, fields: { title: 'Lunch?' } });
    doThenUndo(given, 'ReorderSlideOptions', { slideId: slide.id, optionIds: [...slide.options.map((option) => option.id)].reverse() });
    doThenUndo(given, 'DeleteSlides', { slideIds: [slide.id] });
    doThenUndo(given, 'UpdatePresentationSettings', { settings: { isEnableChat: true } });
    const after = given.deck();
    expect(after.slides.map(({ version: _version, ...rest }) => rest)).toEqual(before.slides.map(({ version: _version, ...rest }) => rest));
    expect(after.settings).toEqual(before.settings);
  });

  it('has nothing to undo for editor state and server-derived flags', () => {
    const given = deckScenario();
    given.when('AddSlide', { type: 'poll' });
    const slideId = given.deck().slides[0]!.id;
    expect(doThenUndo(given, 'SetActiveSlide', { slideId })).toBeNull();
    expect(doThenUndo(given, 'SetPresentationResultsFlag', { hasResults: true })).toBeNull();
  });
});
