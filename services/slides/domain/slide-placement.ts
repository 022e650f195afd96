import type { DeckSlide } from '../../../contracts/deck/read-model.js';
import type { DeckState } from './deck-state.js';
import { requireSlide } from './deck-guards.js';

/**
 * Doc 2 §4 "Adding a slide": a new slide goes after the active slide (or the named one), and after a
 * leaderboard that directly follows it, so a question and its leaderboard stay together. With neither, it
 * goes last. Returns the slide to insert after (null = first, only for an empty deck).
 */
export function anchorForNewSlide(state: DeckState, insertAfter: string | undefined): string | null {
  const anchor =
    insertAfter !== undefined
      ? requireSlide(state, insertAfter)
      : (state.slides.find((slide) => slide.id === state.activeSlideId) ?? state.slides.at(-1));
  if (!anchor) return null;
  const next = state.slides[state.slides.indexOf(anchor) + 1];
  return next?.type === 'leaderboard' ? next.id : anchor.id;
}

/**
 * Doc 2 §7 sort call: the named slides move to their new 1-based orders, the others keep their relative order.
 * Moves are taken out, then put back from the lowest order up, which works for one slide and for a full list.
 */
export function reorderedSlideIds(slides: readonly DeckSlide[], moves: readonly { slideId: string; order: number }[]): string[] {
  const moving = new Set(moves.map((move) => move.slideId));
  const ids = slides.map((slide) => slide.id).filter((id) => !moving.has(id));
  const sorted = [...moves].sort((a, b) => a.order - b.order);
  for (const move of sorted) ids.splice(Math.min(move.order - 1, ids.length), 0, move.slideId);
  return ids;
}

/**
 * Where a restored slide goes back: after the slide it followed when deleted, or, if that one is deleted too,
 * after whatever that one followed, and so on (null = first).
 */
export function restoreAnchor(state: DeckState, slideId: string, visible: ReadonlySet<string>): string | null {
  const seen = new Set<string>();
  let anchor = state.deletedSlides.find((slide) => slide.id === slideId)?.restoreAfterSlideId ?? null;
  while (anchor !== null && !visible.has(anchor) && !seen.has(anchor)) {
    seen.add(anchor);
    const current: string = anchor;
    anchor = state.deletedSlides.find((slide) => slide.id === current)?.restoreAfterSlideId ?? null;
  }
  return anchor !== null && visible.has(anchor) ? anchor : null;
}
