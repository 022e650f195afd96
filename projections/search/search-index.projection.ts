import { PRESENTATION_STREAM_EVENT_TYPES, type PresentationStreamEvent } from '../../contracts/deck/deck-events.js';
import type { DeckSlide } from '../../contracts/deck/read-model.js';
import type { RecordedEvent } from '../../contracts/events/envelope.js';
import { normaliseSearchText } from '../../contracts/search/search-text.js';
import { SLIDE_EVENT_TYPES, type SlideEvent } from '../../contracts/slides/events.js';
import { assertNever } from '../../contracts/shared/assert-never.js';
import { applySlideEvent } from '../../services/slides/domain/slide-list.js';
import type { Projection } from '../projection.js';
import type { SearchIndexDocument, SlideSearchText } from './search-index.document.js';
import { searchableSlides, slideDisplayTitle, slideSearchKey } from './searchable-slide.js';

/**
 * Search over presentations: per presentation its owner, trash state, folded title and the folded text of
 * each slide, so a query reads small documents of one owner and never the decks themselves.
 */
export const searchIndexProjection: Projection<SearchIndexDocument> = {
  name: 'search-index',
  version: 1,
  eventTypes: PRESENTATION_STREAM_EVENT_TYPES,
  documentIds: (event) => [(event.data as { presentationId: string }).presentationId],
  apply: (document, recorded) => applyToSearchIndex(document, recorded as RecordedEvent & PresentationStreamEvent),
};

function applyToSearchIndex(document: SearchIndexDocument | null, event: RecordedEvent & PresentationStreamEvent): SearchIndexDocument | null {
  if (event.type === 'PresentationCreated') {
    const { presentationId, ownerId, name, createdAt } = event.data;
    return { id: presentationId, ownerId, inTrash: false, name, nameKey: normaliseSearchText(name), updatedAt: createdAt, slides: [], deletedSlides: [], texts: [] };
  }
  if (document === null) return null;
  const edited = { ...document, updatedAt: event.metadata.occurredAt };
  if (isSlideEvent(event)) {
    const slides = searchableSlides(applySlideEvent(document, event));
    return { ...edited, slides: [...slides.slides], deletedSlides: [...slides.deletedSlides], texts: slideTexts(slides.slides, document.texts) };
  }
  switch (event.type) {
    case 'PresentationRenamed':
      return { ...document, name: event.data.name, nameKey: normaliseSearchText(event.data.name), updatedAt: event.data.renamedAt };
    case 'PresentationAutoTitled':
      return { ...edited, name: event.data.name, nameKey: normaliseSearchText(event.data.name) };
    case 'PresentationMovedToTrash':
      return { ...document, inTrash: true };
    case 'PresentationRestored':
      return { ...document, inTrash: false };
    case 'PresentationDeletedPermanently':
      return null;
    // Moving around the editor is no edit (as in the presentation list); every other deck event is one.
    case 'ActiveSlideSet':
    case 'PresentationResultsFlagChanged':
      return document;
    case 'PresentationSettingsChanged':
    case 'PresentationAttributesChanged':
    case 'PresentationThemeApplied':
    case 'ParticipantInfoChanged':
      return edited;
    default:
      return assertNever(event);
  }
}

const SLIDE_EVENTS: ReadonlySet<string> = new Set(SLIDE_EVENT_TYPES);

function isSlideEvent(event: PresentationStreamEvent): event is SlideEvent {
  return SLIDE_EVENTS.has(event.type);
}

function slideTexts(slides: readonly DeckSlide[], before: readonly SlideSearchText[]): SlideSearchText[] {
  const previous = new Map(before.map((text) => [text.slideId, text]));
  return slides.map((slide) => {
    const known = previous.get(slide.id);
    if (known && known.version === slide.version) return known.order === slide.order ? known : { ...known, order: slide.order };
    return { slideId: slide.id, order: slide.order, version: slide.version, title: slideDisplayTitle(slide), key: slideSearchKey(slide) };
  });
}
