import type { DeckSlide } from '../../../../../contracts/deck/read-model.js';
import { BLANK_STYLE, defaultOptionTitles, defaultSlideFields } from '../../../../../contracts/slides/slide-defaults.js';
import type { SlideKind } from '../slide-catalogue.js';

/** A kind's brand-new slide, as adding it would make it: what the picker's thumbnail draws. */
export function sampleSlide(kind: SlideKind): DeckSlide {
  const slideType = kind.slideType ?? null;
  let ids = 0;
  const newId = () => `${kind.key}-sample-${++ids}`;
  return {
    ...defaultSlideFields(kind.type, slideType, BLANK_STYLE, newId),
    id: `${kind.key}-sample`,
    type: kind.type,
    slideType,
    order: 1,
    createdAt: '1970-01-01T00:00:00.000Z',
    version: 1,
    options: defaultOptionTitles(kind.type, slideType).map((title, index) => ({ id: newId(), title, image: null, correct: false, order: index + 1 })),
    hints: [],
    embed: null,
  };
}
