import type { DeckOption, DeckSlide, DeckSlides, DeletedDeckSlide } from '../../../contracts/deck/read-model.js';
import type { Theme } from '../../../contracts/deck/attributes.js';
import type { SlideEvent, SlideSnapshot } from '../../../contracts/slides/events.js';
import type { SlideOption } from '../../../contracts/slides/slide-option.js';

/**
 * How slide events change a deck's slides. Pure and shared: the deck read model folds it, and the deck decider
 * folds the same code, so a decision is made on exactly the deck the editor sees.
 */
export const EMPTY_DECK_SLIDES: DeckSlides = { slides: [], deletedSlides: [] };

const numberOptions = (options: readonly SlideOption[]): DeckOption[] =>
  options.map((option, index) => ({ ...option, order: index + 1 }));

const numberSlides = (slides: readonly DeckSlide[]): DeckSlide[] =>
  slides.map((slide, index) => (slide.order === index + 1 ? slide : { ...slide, order: index + 1 }));

/** Inserts after the given slide; null puts them first. An unknown anchor appends (never drops a slide). */
function insertAfter(slides: readonly DeckSlide[], afterSlideId: string | null, added: readonly DeckSlide[]): DeckSlide[] {
  const index = afterSlideId === null ? -1 : slides.findIndex((slide) => slide.id === afterSlideId);
  const at = afterSlideId !== null && index === -1 ? slides.length : index + 1;
  return numberSlides([...slides.slice(0, at), ...added, ...slides.slice(at)]);
}

function toDeckSlide(snapshot: SlideSnapshot, options: readonly SlideOption[], createdAt: string): DeckSlide {
  return {
    ...snapshot.fields,
    id: snapshot.id,
    type: snapshot.type,
    slideType: snapshot.slideType,
    order: 1,
    createdAt,
    version: 1,
    options: numberOptions(options),
    hints: [],
    embed: null,
  };
}

/** Applies a change to one (not deleted) slide and counts it as a new version of that slide. */
function changeSlide(deck: DeckSlides, slideId: string, change: (slide: DeckSlide) => DeckSlide): DeckSlides {
  return {
    ...deck,
    slides: deck.slides.map((slide) =>
      slide.id === slideId ? { ...change(slide), id: slide.id, order: slide.order, version: slide.version + 1 } : slide,
    ),
  };
}

const withOptions = (slide: DeckSlide, options: readonly SlideOption[]): DeckSlide => ({
  ...slide,
  options: numberOptions(options),
});

function deleteSlides(deck: DeckSlides, slideIds: readonly string[], deletedAt: string): DeckSlides {
  const gone = new Set(slideIds);
  const deleted: DeletedDeckSlide[] = [];
  // The anchor is the slide right before, even if it goes in the same delete: restoring both (in any order)
  // then rebuilds the original sequence, since a deleted anchor is followed to its own anchor.
  let previous: string | null = null;
  for (const slide of deck.slides) {
    if (gone.has(slide.id)) deleted.push({ ...slide, deletedAt, restoreAfterSlideId: previous });
    previous = slide.id;
  }
  return {
    slides: numberSlides(deck.slides.filter((slide) => !gone.has(slide.id))),
    deletedSlides: [...deck.deletedSlides, ...deleted],
  };
}

function restoreSlide(deck: DeckSlides, slideId: string, afterSlideId: string | null): DeckSlides {
  const found = deck.deletedSlides.find((slide) => slide.id === slideId);
  if (!found) return deck;
  const { deletedAt: _deletedAt, restoreAfterSlideId: _anchor, ...slide } = found;
  return {
    slides: insertAfter(deck.slides, afterSlideId, [slide]),
    deletedSlides: deck.deletedSlides.filter((candidate) => candidate.id !== slideId),
  };
}

function reorder(deck: DeckSlides, slideIds: readonly string[]): DeckSlides {
  const byId = new Map(deck.slides.map((slide) => [slide.id, slide]));
  const listed = slideIds.flatMap((id) => byId.get(id) ?? []);
  const rest = deck.slides.filter((slide) => !slideIds.includes(slide.id));
  return { ...deck, slides: numberSlides([...listed, ...rest]) };
}

export function applySlideEvent(deck: DeckSlides, event: SlideEvent): DeckSlides {
  switch (event.type) {
    case 'SlideAdded': {
      const { slide, options, afterSlideId, addedAt } = event.data;
      return { ...deck, slides: insertAfter(deck.slides, afterSlideId, [toDeckSlide(slide, options, addedAt)]) };
    }
    case 'SlideDuplicated': {
      const { slide, options, afterSlideId, addedAt, hints, embed } = event.data;
      const copy = { ...toDeckSlide(slide, options, addedAt), hints, embed };
      return { ...deck, slides: insertAfter(deck.slides, afterSlideId, [copy]) };
    }
    case 'SlideUpdated':
      return changeSlide(deck, event.data.slideId, (slide) => ({ ...slide, ...event.data.changes }));
    case 'SlideTypeChanged': {
      const { slideId, type, slideType, fields, addedOptions } = event.data;
      return changeSlide(deck, slideId, (slide) => ({
        ...fields,
        id: slide.id,
        type,
        slideType,
        order: slide.order,
        createdAt: slide.createdAt,
        version: slide.version,
        options: numberOptions([...slide.options, ...addedOptions]),
        hints: slide.hints,
        embed: slide.embed,
      }));
    }
    case 'SlidesDeleted':
      return deleteSlides(deck, event.data.slideIds, event.data.deletedAt);
    case 'SlidesRestored':
      return event.data.restored.reduce((current, { slideId, afterSlideId }) => restoreSlide(current, slideId, afterSlideId), deck);
    case 'SlidesReordered':
      return reorder(deck, event.data.slideIds);
    case 'SlideOptionAdded':
      return changeSlide(deck, event.data.slideId, (slide) => withOptions(slide, [...slide.options, event.data.option]));
    case 'SlideOptionUpdated': {
      const { optionId, changes } = event.data;
      return changeSlide(deck, event.data.slideId, (slide) =>
        withOptions(slide, slide.options.map((option) => (option.id === optionId ? { ...option, ...changes } : option))),
      );
    }
    case 'SlideOptionDeleted':
      return changeSlide(deck, event.data.slideId, (slide) =>
        withOptions(slide, slide.options.filter((option) => option.id !== event.data.optionId)),
      );
    case 'SlideOptionsAdded':
      return changeSlide(deck, event.data.slideId, (slide) => withOptions(slide, [...slide.options, ...event.data.options]));
    case 'SlideOptionsDeleted': {
      const gone = new Set(event.data.optionIds);
      return changeSlide(deck, event.data.slideId, (slide) => withOptions(slide, slide.options.filter((option) => !gone.has(option.id))));
    }
    case 'SlideOptionsReordered': {
      const { optionIds } = event.data;
      return changeSlide(deck, event.data.slideId, (slide) => {
        const listed = optionIds.flatMap((id) => slide.options.find((option) => option.id === id) ?? []);
        const rest = slide.options.filter((option) => !optionIds.includes(option.id));
        return withOptions(slide, [...listed, ...rest]);
      });
    }
    case 'SlideHintAdded':
      return changeSlide(deck, event.data.slideId, (slide) => ({ ...slide, hints: [...slide.hints, event.data.hint] }));
    case 'SlideHintUpdated': {
      const { hintId, changes } = event.data;
      return changeSlide(deck, event.data.slideId, (slide) => ({
        ...slide,
        hints: slide.hints.map((hint) => (hint.id === hintId ? { ...hint, ...changes } : hint)),
      }));
    }
    case 'SlideHintDeleted':
      return changeSlide(deck, event.data.slideId, (slide) => ({
        ...slide,
        hints: slide.hints.filter((hint) => hint.id !== event.data.hintId),
      }));
    case 'SlideEmbedSet':
      return changeSlide(deck, event.data.slideId, (slide) => ({ ...slide, embed: event.data.embed }));
    case 'SlideEmbedRemoved':
      return changeSlide(deck, event.data.slideId, (slide) => ({ ...slide, embed: null }));
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled slide event ${JSON.stringify(unhandled)}`);
    }
  }
}

/**
 * A theme's look copied onto the named slides. Doc 3 §5: a theme's unset colours and visibility are dropped, so
 * the slides keep theirs; its background is always applied (the default theme has "no image").
 */
export function applyThemeToSlides(deck: DeckSlides, theme: Theme, slideIds: readonly string[]): DeckSlides {
  const look = {
    ...(theme.textColour !== null && { textColour: theme.textColour }),
    ...(theme.baseColour !== null && { baseColour: theme.baseColour }),
    ...(theme.visibility !== null && { visibility: theme.visibility }),
    backgroundImage: theme.backgroundImage,
  };
  let next = deck;
  for (const slideId of slideIds) next = changeSlide(next, slideId, (slide) => ({ ...slide, ...look }));
  return next;
}
