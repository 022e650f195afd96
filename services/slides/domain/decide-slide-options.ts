import type { DeckEvent } from '../../../contracts/deck/deck-events.js';
import type { DeckSlide } from '../../../contracts/deck/read-model.js';
import type { SlideCommand } from '../../../contracts/slides/commands.js';
import { MESSAGES } from '../../../contracts/slides/constants.js';
import { emptyOption, type SlideOptionFields } from '../../../contracts/slides/slide-option.js';
import { NotFound } from '../../shared-kernel/domain/domain-errors.js';
import type { DecisionInputs } from '../../shared-kernel/domain/decider.js';
import { requireOption, requireSlide } from './deck-guards.js';
import type { DeckState } from './deck-state.js';
import { changedEntries } from './same-value.js';
import { hasSingleCorrectAnswer, requireAuthoredOptions, requireRoomForOptions } from './slide-options-rules.js';

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
  const option = {
    ...emptyOption(context.newId(), command.title ?? ''),
    image: command.image ?? null,
    correct: command.correct ?? false,
  };
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

/** DELETE /api/slide-option/{id}; a match-pairs item pointing at it goes with it. */
export function decideDeleteSlideOption(command: Data<'DeleteSlideOption'>, state: DeckState): DeckEvent[] {
  const { slide, option } = requireOption(state, command.optionId);
  const { presentationId } = command;
  const events: DeckEvent[] = [{ type: 'SlideOptionDeleted', data: { presentationId, slideId: slide.id, optionId: option.id } }];
  const pairs = slide.matchingQuestionOptions;
  if (pairs?.some((pair) => pair.optionId === option.id)) {
    events.push({
      type: 'SlideUpdated',
      data: {
        presentationId,
        slideId: slide.id,
        changes: { matchingQuestionOptions: pairs.filter((pair) => pair.optionId !== option.id) },
      },
    });
  }
  return events;
}

/** Options in a new order (for correct order, the order is the answer). Options not listed keep theirs, after. */
export function decideReorderSlideOptions(command: Data<'ReorderSlideOptions'>, state: DeckState): DeckEvent[] {
  const slide = requireSlide(state, command.slideId);
  const known = new Set(slide.options.map((option) => option.id));
  const stray = command.optionIds.find((id) => !known.has(id));
  if (stray) throw new NotFound(MESSAGES.optionNotFound, { optionId: stray });
  const listed = [...new Set(command.optionIds)];
  const optionIds = [...listed, ...slide.options.map((option) => option.id).filter((id) => !listed.includes(id))];
  if (optionIds.every((id, index) => slide.options[index]?.id === id)) return [];
  return [{ type: 'SlideOptionsReordered', data: { presentationId: command.presentationId, slideId: slide.id, optionIds } }];
}
