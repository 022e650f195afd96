import { assertNever } from '../../contracts/shared/assert-never.js';
import { PRESENTATION_STREAM_EVENT_TYPES, type DeckEvent, type PresentationStreamEvent } from '../../contracts/deck/deck-events.js';
import type { RecordedEvent } from '../../contracts/events/envelope.js';
import type { FolderDeleted, PresentationsMovedToFolder } from '../../contracts/folders/events.js';
import type { PresentationLifecycleEvent } from '../../contracts/presentations/events.js';
import type { PresentationSummary } from '../../contracts/presentations/read-models.js';
import { slideCountDelta } from '../deck/slide-count.js';
import type { Projection } from '../projection.js';

export type PresentationListDocument = PresentationSummary & { [key: string]: unknown };

/**
 * My Presentations, the trash and the presentation header: one summary per presentation.
 * Version 2 also folds the deck's events: slide count, auto title, font, and the last edit as updatedAt.
 * Version 3 adds the folder each presentation sits in (null at the top of My Presentations).
 * Version 4 adds the team workspace holding it (accountId; null for a personal presentation).
 */
export const presentationListProjection: Projection<PresentationListDocument> = {
  name: 'presentation-list',
  // 5: legacy looks became official themes, with their fonts (PresentationThemeApplied v2).
  version: 5,
  eventTypes: [...PRESENTATION_STREAM_EVENT_TYPES, 'PresentationsMovedToFolder', 'FolderDeleted'],
  documentIds: (event) => {
    if (event.type === 'PresentationsMovedToFolder') return (event.data as PresentationsMovedToFolder).presentationIds;
    if (event.type === 'FolderDeleted') return (event.data as FolderDeleted).deletedPresentationIds;
    return [(event.data as { presentationId: string }).presentationId];
  },
  apply: (document, recorded) => {
    if (recorded.type === 'PresentationsMovedToFolder') return document && { ...document, folderId: (recorded.data as PresentationsMovedToFolder).folderId };
    // The folder's presentations go to the trash (their own events); restored, they come back at the top.
    if (recorded.type === 'FolderDeleted') return document && { ...document, folderId: null };
    return applyPresentationEvent(document, recorded as RecordedEvent & PresentationStreamEvent);
  },
};

function applyPresentationEvent(
  document: PresentationListDocument | null,
  event: RecordedEvent & PresentationStreamEvent,
): PresentationListDocument | null {
  if (isLifecycleEvent(event)) return applyLifecycleEvent(document, event);
  // A deck event of a presentation this list never saw created changes nothing.
  if (document === null) return null;
  return { ...applyDeckEvent(document, event), revision: event.revision };
}

const LIFECYCLE_TYPES: ReadonlySet<string> = new Set<PresentationLifecycleEvent['type']>([
  'PresentationCreated',
  'PresentationRenamed',
  'PresentationMovedToTrash',
  'PresentationRestored',
  'PresentationDeletedPermanently',
]);

function isLifecycleEvent(event: PresentationStreamEvent): event is PresentationLifecycleEvent {
  return LIFECYCLE_TYPES.has(event.type);
}

function applyLifecycleEvent(
  document: PresentationListDocument | null,
  event: RecordedEvent & PresentationLifecycleEvent,
): PresentationListDocument | null {
  switch (event.type) {
    case 'PresentationCreated': {
      const data = event.data;
      return {
        id: data.presentationId,
        name: data.name,
        userId: data.ownerId,
        language: data.language,
        fontFamily: data.fontFamily,
        accessCode: data.accessCode,
        uniqueAccessCode: data.uniqueAccessCode,
        slideCount: 0,
        createdAt: data.createdAt,
        updatedAt: data.createdAt,
        deletedAt: null,
        inTrash: false,
        folderId: null,
        accountId: data.accountId ?? null,
        revision: event.revision,
      };
    }
    case 'PresentationRenamed':
      return document && { ...document, name: event.data.name, updatedAt: event.data.renamedAt, revision: event.revision };
    case 'PresentationMovedToTrash':
      return document && { ...document, deletedAt: event.data.deletedAt, inTrash: true, revision: event.revision };
    case 'PresentationRestored':
      return document && { ...document, deletedAt: null, inTrash: false, revision: event.revision };
    case 'PresentationDeletedPermanently':
      return null;
    default:
      return assertNever(event);
  }
}

function applyDeckEvent(document: PresentationListDocument, event: RecordedEvent & DeckEvent): PresentationListDocument {
  const edited = { ...document, updatedAt: event.metadata.occurredAt };
  switch (event.type) {
    // Moving around the editor or re-checking results is not an edit: the list order stays.
    case 'ActiveSlideSet':
    case 'PresentationResultsFlagChanged':
      return document;
    case 'PresentationAutoTitled':
      return { ...edited, name: event.data.name };
    case 'PresentationAttributesChanged':
      return { ...edited, fontFamily: event.data.changes.fontFamily ?? document.fontFamily };
    case 'PresentationThemeApplied':
      return { ...edited, fontFamily: event.data.theme.fontFamily ?? document.fontFamily };
    case 'SlideAdded':
    case 'SlideDuplicated':
    case 'SlidesDeleted':
    case 'SlidesRestored':
      return { ...edited, slideCount: document.slideCount + slideCountDelta(event) };
    case 'PresentationSettingsChanged':
    case 'ParticipantInfoChanged':
    case 'SlideUpdated':
    case 'SlideTypeChanged':
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
    case 'SlideEmbedRemoved':
      return edited;
    default:
      return assertNever(event);
  }
}
