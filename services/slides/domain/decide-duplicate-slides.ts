import type { DeckEvent } from '../../../contracts/deck/deck-events.js';
import type { DeckSlide } from '../../../contracts/deck/read-model.js';
import type { SlideCommand } from '../../../contracts/slides/commands.js';
import type { DecisionInputs } from '../../shared-kernel/domain/decider.js';
import { requireRoomForSlides, requireSlide } from './deck-guards.js';
import type { DeckState } from './deck-state.js';
import { fieldsOf } from './slide-field-rules.js';

type DuplicateSlides = Extract<SlideCommand, { type: 'DuplicateSlides' }>['data'];

/**
 * Doc 2 §7 duplicate-slides: each copy goes right after its original, or, with insertAfter, the copies go there
 * one after another. Content, options, hints and embed are copied under new ids. Response data lives in the
 * audience streams; the flag travels in the event so the live context can copy it.
 */
export function decideDuplicateSlides(command: DuplicateSlides, state: DeckState, context: DecisionInputs): DeckEvent[] {
  const sources = [...new Set(command.slideIds)].map((slideId) => requireSlide(state, slideId));
  requireRoomForSlides(state, sources.length);
  let chainAfter = command.insertAfter === undefined ? undefined : requireSlide(state, command.insertAfter).id;
  return sources.map((source) => {
    const event = duplicateOf(source, chainAfter ?? source.id, command, context);
    if (chainAfter !== undefined) chainAfter = event.data.slide.id;
    return event;
  });
}

function duplicateOf(
  source: DeckSlide,
  afterSlideId: string,
  command: DuplicateSlides,
  context: DecisionInputs,
): Extract<DeckEvent, { type: 'SlideDuplicated' }> {
  const optionIds = new Map(source.options.map((option) => [option.id, context.newId()]));
  const options = source.options.map(({ order: _order, ...option }) => ({ ...option, id: optionIds.get(option.id) ?? option.id }));
  const fields = fieldsOf(source);
  // Match pairs point at options by id; the copy's pairs must point at the copy's options.
  if (fields.matchingQuestionOptions) {
    fields.matchingQuestionOptions = fields.matchingQuestionOptions.map((pair) => ({
      ...pair,
      optionId: optionIds.get(pair.optionId) ?? pair.optionId,
    }));
  }
  return {
    type: 'SlideDuplicated',
    data: {
      presentationId: command.presentationId,
      sourceSlideId: source.id,
      slide: { id: context.newId(), type: source.type, slideType: source.slideType, fields },
      options,
      hints: source.hints.map((hint) => ({ ...hint, id: context.newId() })),
      embed: source.embed,
      afterSlideId,
      addedAt: context.now,
      isIncludingResponseData: command.isIncludingResponseData,
    },
  };
}
