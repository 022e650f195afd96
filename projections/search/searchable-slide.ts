import type { DeckSlide, DeckSlides, DeletedDeckSlide } from '../../contracts/deck/read-model.js';
import { SEARCH_SLIDE_TEXT_MAX_LENGTH } from '../../contracts/search/search.js';
import { PLACEHOLDER_TEXTS } from '../../contracts/slides/constants.js';
import { normaliseSearchText, textOfHtml } from '../../contracts/search/search-text.js';

/**
 * A slide cut down to the fields search reads. The search index folds slide events with the deck's own fold
 * (applySlideEvent) and then cuts each slide again, so it never drifts from the deck yet keeps no images,
 * colours or settings. Option images and hints are dropped for the same reason.
 */
export function searchableSlide<T extends DeckSlide>(slide: T): T {
  const kept: Record<string, unknown> = {
    id: slide.id,
    type: slide.type,
    slideType: slide.slideType,
    order: slide.order,
    createdAt: slide.createdAt,
    version: slide.version,
    options: slide.options.map((option) => ({ id: option.id, title: option.title, order: option.order, image: null, correct: false })),
    hints: [],
    embed: null,
  };
  for (const key of ['title', 'subheading', 'description', 'imageCaption', 'scaleMinLabel', 'scaleMaxLabel'] as const) {
    if (slide[key]) kept[key] = slide[key];
  }
  if (slide.canvasBlocks) kept.canvasBlocks = slide.canvasBlocks.filter((block) => block.type === 'RichText');
  if (slide.categories?.length) kept.categories = slide.categories;
  if (slide.matchingQuestionOptions?.length) kept.matchingQuestionOptions = slide.matchingQuestionOptions;
  if ('deletedAt' in slide) {
    const deleted = slide as unknown as DeletedDeckSlide;
    kept.deletedAt = deleted.deletedAt;
    kept.restoreAfterSlideId = deleted.restoreAfterSlideId;
  }
  return kept as T;
}

export function searchableSlides(deck: DeckSlides): DeckSlides {
  return { slides: deck.slides.map(searchableSlide), deletedSlides: deck.deletedSlides.map(searchableSlide) };
}

const PLACEHOLDERS: ReadonlySet<string> = new Set(PLACEHOLDER_TEXTS);

/** A text the slide shows until the presenter writes something is not theirs to find. */
const written = (text: string): string => (PLACEHOLDERS.has(text.trim()) ? '' : text);

/** Every word a presenter wrote on the slide, in reading order. */
function slideWords(slide: DeckSlide): string[] {
  return ([
    slide.title ?? '',
    slide.subheading ?? '',
    slide.description ?? '',
    ...(slide.canvasBlocks ?? []).flatMap((block) => (block.type === 'RichText' ? [textOfHtml(block.content.value)] : [])),
    ...slide.options.map((option) => option.title),
    ...(slide.matchingQuestionOptions ?? []).map((option) => option.title),
    ...(slide.categories ?? []).flatMap((category) => [category.value, ...category.options.map((option) => option.value)]),
    slide.imageCaption ?? '',
    slide.scaleMinLabel ?? '',
    slide.scaleMaxLabel ?? '',
  ]).map(written);
}

/** The folded text search matches a slide by, cut to a bounded length. */
export function slideSearchKey(slide: DeckSlide): string {
  return normaliseSearchText(slideWords(slide).join(' ')).slice(0, SEARCH_SLIDE_TEXT_MAX_LENGTH);
}

/** What a result shows for the slide: its title, or the first heading of a content slide. */
export function slideDisplayTitle(slide: DeckSlide): string {
  const heading = (slide.canvasBlocks ?? []).find((block) => block.type === 'RichText' && block.tag === 'heading');
  const headingText = heading?.type === 'RichText' ? textOfHtml(heading.content.value).replace(/\s+/g, ' ').trim() : '';
  const text = written(slide.title ?? '').trim() || written(headingText);
  return text.slice(0, 200);
}
