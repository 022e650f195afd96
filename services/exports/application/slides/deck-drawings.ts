import type { DeckDocument } from '../../../../contracts/deck/read-model.js';
import { slideDrawing, type SlideDrawing } from './slide-drawing.js';

export type { SlideDrawing };

/** The deck's slides drawn in the deck's order. */
export function deckSlidesInOrder(deck: DeckDocument): SlideDrawing[] {
  const slides = [...deck.slides].sort((a, b) => a.order - b.order);
  return slides.map((slide, index) => slideDrawing(slide, index + 1, slides.length));
}
