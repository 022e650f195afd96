import type { DeckSlide } from '../../../../contracts/deck/read-model.js';

/** Slides in deck order (the read model keeps them 1..n, but a copy may arrive unsorted). */
export function orderedSlides<T extends Pick<DeckSlide, 'id' | 'order'>>(slides: readonly T[]): T[] {
  return [...slides].sort((a, b) => a.order - b.order);
}

/** Index of the slide, or 0 when it is not (or no longer) in the deck. */
export function indexOfSlide(slides: readonly { id: string }[], slideId: string | null): number {
  const index = slideId === null ? -1 : slides.findIndex((slide) => slide.id === slideId);
  return index < 0 ? 0 : index;
}

/** The slide one step forward or back, or null at either end of the deck. */
export function stepSlide(slides: readonly { id: string }[], currentId: string | null, step: 1 | -1): string | null {
  if (slides.length === 0) return null;
  const target = indexOfSlide(slides, currentId) + step;
  return target >= 0 && target < slides.length ? slides[target]!.id : null;
}
