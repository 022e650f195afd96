import type { PresentationStreamEvent } from '../../../contracts/deck/deck-events.js';
import type { DeckSlide } from '../../../contracts/deck/read-model.js';
import type { Decider, DecisionInputs } from '../../shared-kernel/domain/decider.js';
import { Conflict } from '../../shared-kernel/domain/domain-errors.js';
import { diffDeck } from './decide-restore-version.js';
import { evolveDeck, initialDeckState, type DeckState } from './deck-state.js';

export interface CopyDeckCommand {
  readonly type: 'CopyDeck';
  readonly presentationId: string;
  readonly source: DeckState;
  readonly language: string;
  readonly accessCode: string;
  readonly uniqueAccessCode: string;
}

/** One slide under new ids (its own, its options', its hints'), with match pairs pointing at the new options. */
export function slideUnderNewIds(slide: DeckSlide, newId: () => string): DeckSlide {
  const optionIds = new Map(slide.options.map((option) => [option.id, newId()]));
  return {
    ...slide,
    id: newId(),
    options: slide.options.map((option) => ({ ...option, id: optionIds.get(option.id)! })),
    hints: slide.hints.map((hint) => ({ ...hint, id: newId() })),
    ...(slide.matchingQuestionOptions && {
      matchingQuestionOptions: slide.matchingQuestionOptions.map((pair) => ({ ...pair, optionId: optionIds.get(pair.optionId) ?? pair.optionId })),
    }),
  };
}

/**
 * Spec doc 1 §3 / doc 3 copy by share code: a new presentation of the copier's whose content (slides in order with
 * options, hints and embeds, settings, look, participant information) equals the source's, under ids of its own so
 * that no later edit of either reaches the other. Written as the ordinary deck events, so every read model and the
 * history show the copy like any deck; results, collaborators, take-over and the copy link are not copied.
 */
export function decideCopyDeck(command: CopyDeckCommand, state: DeckState, { actor, now, newId }: DecisionInputs & { actor: { id: string } }): PresentationStreamEvent[] {
  if (state.exists) throw new Conflict('A presentation with this id already exists.');
  const { source, presentationId } = command;
  const created: PresentationStreamEvent = {
    type: 'PresentationCreated',
    data: {
      presentationId,
      ownerId: actor.id,
      name: source.name,
      language: command.language,
      fontFamily: source.fontFamily,
      accessCode: command.accessCode,
      uniqueAccessCode: command.uniqueAccessCode,
      createdAt: now,
      sourcePresentation: source.presentationId,
    },
  };
  const empty = evolveDeck(initialDeckState, created);
  const target: DeckState = { ...source, presentationId, slides: source.slides.map((slide) => slideUnderNewIds(slide, newId)), deletedSlides: [], activeSlideId: null };
  return [created, ...diffDeck(empty, target, now)];
}

export const copyDeckDecider: Decider<DeckState, CopyDeckCommand, PresentationStreamEvent> = {
  initialState: initialDeckState,
  evolve: evolveDeck,
  decide: decideCopyDeck,
};
