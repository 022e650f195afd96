import type { DeckSlides } from '../../contracts/deck/read-model.js';

/** The deck's slide count as lists show it: slides that are not deleted. */
export function slideCount(deck: DeckSlides): number {
  return deck.slides.length;
}

/**
 * How one slide event changes the slide count, for read models (like the presentation list) that keep a
 * count without folding the whole deck. Restoring or deleting counts the slides named in the event.
 */
export function slideCountDelta(event: { type: string; data: unknown }): number {
  switch (event.type) {
    case 'SlideAdded':
    case 'SlideDuplicated':
      return 1;
    case 'SlidesDeleted':
      return -(event.data as { slideIds: readonly string[] }).slideIds.length;
    case 'SlidesRestored':
      return (event.data as { restored: readonly unknown[] }).restored.length;
    default:
      return 0;
  }
}
