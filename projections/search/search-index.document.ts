import type { DeckSlide, DeletedDeckSlide } from '../../contracts/deck/read-model.js';

/** One slide as search matches it: its folded text, and what a result shows. */
export interface SlideSearchText {
  readonly slideId: string;
  readonly order: number;
  /** The slide version the text was folded from: an unchanged slide is not folded again. */
  readonly version: number;
  readonly title: string;
  readonly key: string;
}

/** One presentation in the search index. */
export interface SearchIndexDocument {
  readonly id: string;
  readonly ownerId: string;
  readonly inTrash: boolean;
  readonly name: string;
  readonly nameKey: string;
  readonly updatedAt: string;
  /** The deck's slides cut to their text (searchable-slide.ts): the state slide events fold onto. */
  readonly slides: readonly DeckSlide[];
  readonly deletedSlides: readonly DeletedDeckSlide[];
  /** The slides not deleted, in deck order. */
  readonly texts: readonly SlideSearchText[];
  readonly [key: string]: unknown;
}
