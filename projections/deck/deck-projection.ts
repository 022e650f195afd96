import { DEFAULT_PRESENTATION_ATTRIBUTES } from '../../contracts/deck/attributes.js';
import { PRESENTATION_STREAM_EVENT_TYPES, type PresentationStreamEvent } from '../../contracts/deck/deck-events.js';
import type { DeckDocument } from '../../contracts/deck/read-model.js';
import { DEFAULT_PARTICIPANT_INFO } from '../../contracts/deck/participant-info.js';
import { DEFAULT_PRESENTATION_SETTINGS } from '../../contracts/deck/settings.js';
import type { RecordedEvent } from '../../contracts/events/envelope.js';
import type { Projection } from '../projection.js';
import { applyDeckSettingsEvent } from './deck-settings-fold.js';
import { applySlideEvent } from '../../services/slides/domain/slide-list.js';

/**
 * The deck (presentation detail): one document per presentation with its settings, look, participant
 * fields and slides in order, each with its options in order. Pure: the browser replays it over its local log.
 */
export const deckProjection: Projection<DeckDocument> = {
  name: 'deck',
  // 2: decks with one of the six looks from before the official themes are rebuilt with the theme it became.
  // 3: settings carry presentingLanguage (null on decks that never chose one).
  version: 3,
  eventTypes: PRESENTATION_STREAM_EVENT_TYPES,
  documentIds: (event) => [(event.data as { presentationId: string }).presentationId],
  apply: (document, recorded) => applyToDeck(document, recorded as RecordedEvent & PresentationStreamEvent),
};

export function applyToDeck(
  document: DeckDocument | null,
  event: RecordedEvent & PresentationStreamEvent,
): DeckDocument | null {
  if (event.type === 'PresentationCreated') {
    const data = event.data;
    return {
      id: data.presentationId,
      name: data.name,
      userId: data.ownerId,
      language: data.language,
      fontFamily: data.fontFamily,
      accessCode: data.accessCode,
      uniqueAccessCode: data.uniqueAccessCode,
      createdAt: data.createdAt,
      updatedAt: data.createdAt,
      deletedAt: null,
      revision: event.revision,
      activeSlideId: null,
      hasAutoSuggestedTitle: false,
      hasResults: false,
      settings: DEFAULT_PRESENTATION_SETTINGS,
      attributes: DEFAULT_PRESENTATION_ATTRIBUTES,
      participantInfo: DEFAULT_PARTICIPANT_INFO,
      slides: [],
      deletedSlides: [],
    };
  }
  // Events of a presentation this read model never saw created change nothing (and create nothing).
  if (document === null) return null;
  const stamped = (next: DeckDocument): DeckDocument => ({
    ...next,
    updatedAt: event.metadata.occurredAt,
    revision: event.revision,
  });

  switch (event.type) {
    case 'PresentationRenamed':
      return stamped({ ...document, name: event.data.name });
    case 'PresentationMovedToTrash':
      return stamped({ ...document, deletedAt: event.data.deletedAt });
    case 'PresentationRestored':
      return stamped({ ...document, deletedAt: null });
    case 'PresentationDeletedPermanently':
      return null;
    case 'PresentationSettingsChanged':
    case 'PresentationAttributesChanged':
    case 'PresentationThemeApplied':
    case 'ParticipantInfoChanged':
    case 'ActiveSlideSet':
    case 'PresentationAutoTitled':
    case 'PresentationResultsFlagChanged':
      return stamped(applyDeckSettingsEvent(document, event));
    case 'SlideAdded':
    case 'SlideDuplicated':
    case 'SlideUpdated':
    case 'SlideTypeChanged':
    case 'SlidesDeleted':
    case 'SlidesRestored':
    case 'SlidesReordered':
    case 'SlideOptionAdded':
    case 'SlideOptionUpdated':
    case 'SlideOptionDeleted':
    case 'SlideOptionsReordered':
    case 'SlideOptionsAdded':
    case 'SlideOptionsDeleted':
    case 'SlideHintAdded':
    case 'SlideHintUpdated':
    case 'SlideHintDeleted':
    case 'SlideEmbedSet':
    case 'SlideEmbedRemoved': {
      const slides = applySlideEvent(document, event);
      return stamped({ ...document, slides: [...slides.slides], deletedSlides: [...slides.deletedSlides] });
    }
    default: {
      const unhandled: never = event;
      throw new Error(`Unhandled deck event ${JSON.stringify(unhandled)}`);
    }
  }
}
