import type { DeckEvent } from '../../../contracts/deck/deck-events.js';
import type { DeckSlide } from '../../../contracts/deck/read-model.js';
import type { SlideCommand } from '../../../contracts/slides/commands.js';
import type { SlideOptionFields } from '../../../contracts/slides/slide-option.js';
import type { DecisionInputs } from '../../shared-kernel/domain/decider.js';
import { requireOption, requireOptionsOf, requireSlide } from './deck-guards.js';
import type { DeckState } from './deck-state.js';
import { changedEntries } from './same-value.js';
import { hasSingleCorrectAnswer, newOption, requireAuthoredOptions, requireRoomForOptions } from './slide-options-rules.js';

type Data<T extends SlideCommand['type']> = Extract<SlideCommand, { type: T }>['data'];

/** Marking an option correct on a single-answer question unmarks the others. */
function unmarkOtherCorrect(presentationId: string, slide: DeckSlide, keepOptionId: string): DeckEvent[] {
  if (!hasSingleCorrectAnswer(slide)) return [];
  return slide.options
    .filter((option) => option.correct && option.id !== keepOptionId)
    .map((option) => ({
      type: 'SlideOptionUpdated' as const,
      data: { presentationId, slideId: slide.id, optionId: option.id, changes: { correct: false } },
    }));
}

/** POST /api/slide-option/create/: doc 2 §5 at most 8 options (10 for correct order), with the spec's message. */
export function decideAddSlideOption(command: Data<'AddSlideOption'>, state: DeckState, context: DecisionInputs): DeckEvent[] {
  const slide = requireSlide(state, command.slideId);
  requireAuthoredOptions(slide.type, slide.slideType);
  requireRoomForOptions(slide, slide.options.length, 1);
  const option = newOption(command, context.newId());
  const { presentationId } = command;
  return [
    ...(option.correct ? unmarkOtherCorrect(presentationId, slide, option.id) : []),
    { type: 'SlideOptionAdded', data: { presentationId, slideId: slide.id, option } },
  ];
}

/** PATCH /api/slide-option/{id}: title, image, correct flag. */
export function decidePatchSlideOption(command: Data<'PatchSlideOption'>, state: DeckState): DeckEvent[] {
  const { slide, option } = requireOption(state, command.optionId);
  const sent: Partial<SlideOptionFields> = { title: command.title, image: command.image, correct: command.correct };
  const changes = changedEntries<SlideOptionFields>(option, sent);
  if (Object.keys(changes).length === 0) return [];
  const { presentationId } = command;
  return [
    ...(changes.correct === true ? unmarkOtherCorrect(presentationId, slide, option.id) : []),
    { type: 'SlideOptionUpdated', data: { presentationId, slideId: slide.id, optionId: option.id, changes } },
  ];
}

/** A match-pairs item goes with the option it points at. */
function pairsWithout(presentationId: string, slide: DeckSlide, optionIds: readonly string[]): DeckEvent[] {
  const pairs = slide.matchingQuestionOptions;
  if (!pairs?.some((pair) => optionIds.includes(pair.optionId))) return [];
  const changes = { matchingQuestionOptions: pairs.filter((pair) => !optionIds.includes(pair.optionId)) };
  return [{ type: 'SlideUpdated', data: { presentationId, slideId: slide.id, changes } }];
}

/** DELETE /api/slide-option/{id}. */
export function decideDeleteSlideOption(command: Data<'DeleteSlideOption'>, state: DeckState): DeckEvent[] {
  const { slide, option } = requireOption(state, command.optionId);
  const { presentationId } = command;
  return [
    { type: 'SlideOptionDeleted', data: { presentationId, slideId: slide.id, optionId: option.id } },
    ...pairsWithout(presentationId, slide, [option.id]),
  ];
}

/**
 * POST /api/slide-option/spinner-wheel/options/: options added as AddSlideOption adds them one by one, in order,
 * decided as one change (all or none within the slide's limit; on a single-answer question the last one marked
 * correct is the correct one).
 */
export function decideAddSlideOptions(command: Data<'AddSlideOptions'>, state: DeckState, context: DecisionInputs): DeckEvent[] {
  const slide = requireSlide(state, command.slideId);
  requireAuthoredOptions(slide.type, slide.slideType);
  requireRoomForOptions(slide, slide.options.length, command.options.length);
  const added = command.options.map((input) => newOption(input, context.newId()));
  const correct = hasSingleCorrectAnswer(slide) ? added.findLast((option) => option.correct) : undefined;
  const options = correct ? added.map((option) => (option.correct && option !== correct ? { ...option, correct: false } : option)) : added;
  const { presentationId } = command;
  return [
    ...(correct ? unmarkOtherCorrect(presentationId, slide, correct.id) : []),
    { type: 'SlideOptionsAdded', data: { presentationId, slideId: slide.id, options } },
  ];
}

/** Several options of one slide at once (a spinner wheel's entries cleared). */
export function decideDeleteSlideOptions(command: Data<'DeleteSlideOptions'>, state: DeckState): DeckEvent[] {
  const slide = requireSlide(state, command.slideId);
  const optionIds = requireOptionsOf(slide, command.optionIds);
  const { presentationId } = command;
  return [
    { type: 'SlideOptionsDeleted', data: { presentationId, slideId: slide.id, optionIds } },
    ...pairsWithout(presentationId, slide, optionIds),
  ];
}

/** Options in a new order (for correct order, the order is the answer). Options not listed keep theirs, after. */
export function decideReorderSlideOptions(command: Data<'ReorderSlideOptions'>, state: DeckState): DeckEvent[] {
  const slide = requireSlide(state, command.slideId);
  const listed = requireOptionsOf(slide, command.optionIds);
  const optionIds = [...listed, ...slide.options.map((option) => option.id).filter((id) => !listed.includes(id))];
  if (optionIds.every((id, index) => slide.options[index]?.id === id)) return [];
  return [{ type: 'SlideOptionsReordered', data: { presentationId: command.presentationId, slideId: slide.id, optionIds } }];
}
