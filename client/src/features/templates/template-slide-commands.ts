import type { DeckCommand } from '../../../../contracts/deck/deck-commands.js';
import type { DeckSlide } from '../../../../contracts/deck/read-model.js';
import type { SlideFieldsInput } from '../../../../contracts/slides/slide-fields.js';
import { slideFieldKeysFor } from '../../../../contracts/slides/slide-type-fields.js';
import { QUIZ_SLIDE_TYPES } from '../../../../contracts/slides/slide-types.js';

/** The template's slides worth adding: a quiz question's own leaderboard comes back with the question. */
export function slidesToAdd(slides: readonly DeckSlide[]): DeckSlide[] {
  return slides.filter((slide, index) => !(slide.type === 'leaderboard' && index > 0 && QUIZ_SLIDE_TYPES.includes(slides[index - 1]!.type)));
}

/**
 * One ordinary AddSlide command per template slide (each undoable, like adding a slide by hand), with the slide's
 * editable fields and options; `insertAfter` is the slide the previous command added.
 */
export function addSlideCommand(presentationId: string, slide: DeckSlide, insertAfter: string | undefined): DeckCommand {
  const fields = Object.fromEntries(slideFieldKeysFor(slide.type, slide.slideType).flatMap((key) => (slide[key] === undefined ? [] : [[key, slide[key]]]))) as SlideFieldsInput;
  return {
    type: 'AddSlide',
    data: {
      presentationId,
      type: slide.type,
      ...(slide.slideType && { slideType: slide.slideType }),
      ...(insertAfter && { insertAfter }),
      fields,
      options: slide.options.map((option) => ({ title: option.title, image: option.image, correct: option.correct })),
    },
  };
}
