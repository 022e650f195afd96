import type { DeckDocument, DeckOption, DeckSlide } from '../../../contracts/deck/read-model.js';
import type { PresentationAttributesResponse, SlideEmbedResponse, SlideOrderResponse } from '../../../contracts/deck/responses.js';
import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import { MESSAGES } from '../../../contracts/slides/constants.js';
import type { Hint } from '../../../contracts/slides/hints.js';
import { NotFound } from '../../shared-kernel/domain/domain-errors.js';

/** Pieces of the deck read model as the routes answer with them. */

export function slideIn(deck: DeckDocument, slideId: string): DeckSlide {
  const slide = deck.slides.find((candidate) => candidate.id === slideId);
  if (!slide) throw new NotFound(MESSAGES.slideNotFound, { slideId });
  return slide;
}

export function optionIn(deck: DeckDocument, optionId: string): DeckOption {
  for (const slide of deck.slides) {
    const option = slide.options.find((candidate) => candidate.id === optionId);
    if (option) return option;
  }
  throw new NotFound(MESSAGES.optionNotFound, { optionId });
}

export function hintIn(deck: DeckDocument, hintId: string): Hint {
  for (const slide of deck.slides) {
    const hint = slide.hints.find((candidate) => candidate.id === hintId);
    if (hint) return hint;
  }
  throw new NotFound(MESSAGES.hintNotFound, { hintId });
}

export function slideOrder(deck: DeckDocument): SlideOrderResponse {
  return { slides: deck.slides.map((slide) => ({ id: slide.id, order: slide.order })) };
}

export function embedView(slide: DeckSlide): SlideEmbedResponse {
  if (!slide.embed) throw new NotFound('This slide has no embedded link', { slideId: slide.id });
  const { embedSrc, originalUrl, platform } = slide.embed;
  return { slideId: slide.id, attributes: { embedSrc }, originalUrl, platform };
}

export function attributesView(deck: DeckDocument): PresentationAttributesResponse {
  return { presentationId: deck.id, ...deck.attributes, fontFamily: deck.fontFamily };
}

/** The data of the first event of a type a command wrote (to find the ids the decider gave new things). */
export function writtenData<T>(events: readonly RecordedEvent[], type: string): T {
  const event = events.find((candidate) => candidate.type === type);
  if (!event) throw new Error(`The command wrote no ${type}`);
  return event.data as T;
}
