import type { RecordedEvent } from '../../contracts/events/envelope.js';
import { assertNever } from '../../contracts/shared/assert-never.js';
import type { TemplateCategory, TemplateKind } from '../../contracts/templates/categories.js';
import { TEMPLATE_EVENT_TYPES, type TemplateEvent } from '../../contracts/templates/events.js';
import type { Projection } from '../projection.js';

/** A presentation once published as a template; name, slides and copies are read beside it (presentation-list, copy-links). */
export type TemplateDocument = {
  readonly id: string;
  readonly presentationId: string;
  readonly kind: TemplateKind;
  readonly category: TemplateCategory;
  readonly description: string;
  readonly published: boolean;
  readonly isAdminPick: boolean;
  readonly publishedAt: string;
  [key: string]: unknown;
};

export const templatesProjection: Projection<TemplateDocument> = {
  name: 'templates',
  version: 1,
  eventTypes: TEMPLATE_EVENT_TYPES,
  documentIds: (event) => [(event as RecordedEvent & TemplateEvent).data.presentationId],
  apply: (document, event) => {
    const known = event as RecordedEvent & TemplateEvent;
    switch (known.type) {
      case 'PresentationPublishedAsTemplate': {
        const { presentationId, kind, category, description, publishedAt } = known.data;
        return { id: presentationId, presentationId, kind, category, description, published: true, isAdminPick: document?.isAdminPick ?? false, publishedAt };
      }
      case 'PresentationUnpublishedAsTemplate':
        return document && { ...document, published: false };
      case 'TemplateAdminPickSet':
        return document && { ...document, isAdminPick: known.data.isAdminPick };
      default:
        return assertNever(known);
    }
  },
};
