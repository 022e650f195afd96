import type { DeckEvent } from '../../../contracts/deck/deck-events.js';
import type { SlideCommand } from '../../../contracts/slides/commands.js';
import { MESSAGES } from '../../../contracts/slides/constants.js';
import { NotFound } from '../../shared-kernel/domain/domain-errors.js';
import type { DecisionInputs } from '../../shared-kernel/domain/decider.js';
import { decideInSequence } from './decide-in-sequence.js';
import { requireRoomForSlides, requireSlide } from './deck-guards.js';
import type { DeckState } from './deck-state.js';
import { reorderedSlideIds, restoreAnchor } from './slide-placement.js';

type Data<T extends SlideCommand['type']> = Extract<SlideCommand, { type: T }>['data'];

const isDeleted = (state: DeckState, slideId: string) => state.deletedSlides.some((slide) => slide.id === slideId);

/** Soft delete: the slides leave the deck (orders close up to 1..n) but stay restorable. Deleting twice is a no-op. */
export function decideDeleteSlides(command: Data<'DeleteSlides'>, state: DeckState, context: DecisionInputs): DeckEvent[] {
  const requested = new Set(command.slideIds);
  for (const slideId of requested) if (!isDeleted(state, slideId)) requireSlide(state, slideId);
  const slideIds = state.slides.filter((slide) => requested.has(slide.id)).map((slide) => slide.id);
  if (slideIds.length === 0) return [];
  const events: DeckEvent[] = [
    { type: 'SlidesDeleted', data: { presentationId: command.presentationId, slideIds, deletedAt: context.now } },
  ];
  const nextActive = activeAfterDelete(state, new Set(slideIds));
  if (nextActive) events.push({ type: 'ActiveSlideSet', data: { presentationId: command.presentationId, slideId: nextActive } });
  return events;
}

/** When the active slide goes, the editor lands on the slide before it (or the new first one), as a user expects. */
function activeAfterDelete(state: DeckState, deleted: ReadonlySet<string>): string | null {
  const active = state.activeSlideId;
  if (active === null || !deleted.has(active)) return null;
  const index = state.slides.findIndex((slide) => slide.id === active);
  const before = state.slides.slice(0, index).reverse().find((slide) => !deleted.has(slide.id));
  const after = state.slides.slice(index + 1).find((slide) => !deleted.has(slide.id));
  return (before ?? after)?.id ?? null;
}

/** Undo of a delete: each slide goes back where it was, within the 500-slide limit. */
export function decideRestoreSlides(command: Data<'RestoreSlides'>, state: DeckState): DeckEvent[] {
  const toRestore = [...new Set(command.slideIds)].filter((slideId) => {
    if (isDeleted(state, slideId)) return true;
    requireSlide(state, slideId);
    return false;
  });
  if (toRestore.length === 0) return [];
  requireRoomForSlides(state, toRestore.length);
  // Restore in the deck's original order, so slides deleted together come back in their order.
  const deletedOrder = state.deletedSlides.map((slide) => slide.id);
  toRestore.sort((a, b) => deletedOrder.indexOf(a) - deletedOrder.indexOf(b));
  const visible = new Set(state.slides.map((slide) => slide.id));
  const restored = toRestore.map((slideId) => {
    const afterSlideId = restoreAnchor(state, slideId, visible);
    visible.add(slideId);
    return { slideId, afterSlideId };
  });
  return [{ type: 'SlidesRestored', data: { presentationId: command.presentationId, restored } }];
}

/** Doc 2 §7 sort call; orders stay 1..n. The same order again decides to nothing. */
export function decideSortSlides(command: Data<'SortSlides'>, state: DeckState): DeckEvent[] {
  for (const move of command.slides) requireSlide(state, move.slideId);
  const slideIds = reorderedSlideIds(state.slides, command.slides);
  const unchanged = slideIds.every((id, index) => state.slides[index]?.id === id);
  if (unchanged) return [];
  return [{ type: 'SlidesReordered', data: { presentationId: command.presentationId, slideIds } }];
}

/** Doc 2 §7 batch update (id, order, deleted): deletions, then restorations, then the new orders. */
export function decideBatchUpdateSlides(
  command: Data<'BatchUpdateSlides'>,
  state: DeckState,
  context: DecisionInputs,
): DeckEvent[] {
  const { presentationId, slides } = command;
  for (const item of slides) {
    if (!isDeleted(state, item.slideId) && !state.slides.some((slide) => slide.id === item.slideId)) {
      throw new NotFound(MESSAGES.slideNotFound, { slideId: item.slideId });
    }
  }
  const toDelete = slides.filter((item) => item.deleted === true).map((item) => item.slideId);
  const toRestore = slides.filter((item) => item.deleted === false).map((item) => item.slideId);
  const moves = slides.flatMap((item) =>
    item.order !== undefined && item.deleted !== true ? [{ slideId: item.slideId, order: item.order }] : [],
  );
  type Step = (current: DeckState) => DeckEvent[];
  const steps: Step[] = [
    (current) => (toDelete.length ? decideDeleteSlides({ presentationId, slideIds: toDelete }, current, context) : []),
    (current) => (toRestore.length ? decideRestoreSlides({ presentationId, slideIds: toRestore }, current) : []),
    (current) => (moves.length ? decideSortSlides({ presentationId, slides: moves }, current) : []),
  ];
  return decideInSequence(state, steps, (step, current) => step(current));
}
