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

describe('the inverse of a deck command (undo sends it as a new command)', () => {
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
