import { assertNever } from '../../contracts/shared/assert-never.js';
import type { RecordedEvent } from '../../contracts/events/envelope.js';
import type { PresentationLifecycleEvent } from '../../contracts/presentations/events.js';
import { PRESENTATION_LIFECYCLE_EVENT_TYPES } from '../../contracts/presentations/events.js';
import type { PresentationSummary } from '../../contracts/presentations/read-models.js';
import type { Projection } from '../projection.js';

export type PresentationListDocument = PresentationSummary & { [key: string]: unknown };

/** My Presentations, the trash and the presentation header: one summary per presentation. */
export const presentationListProjection: Projection<PresentationListDocument> = {
  name: 'presentation-list',
  version: 1,
  eventTypes: PRESENTATION_LIFECYCLE_EVENT_TYPES,
  documentIds: (event) => [(event.data as { presentationId: string }).presentationId],
  apply: (document, recorded) => applyLifecycleEvent(document, recorded as RecordedEvent & PresentationLifecycleEvent),
};

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
