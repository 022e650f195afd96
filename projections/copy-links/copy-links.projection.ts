import { COPY_LINK_EVENT_TYPES, type CopyLinkEvent } from '../../contracts/copies/copy-link.js';
import type { RecordedEvent } from '../../contracts/events/envelope.js';
import { assertNever } from '../../contracts/shared/assert-never.js';
import type { Projection } from '../projection.js';

/** A presentation's copy link (found by its share code) and how many copies were made of it. */
export type CopyLinkDocument = {
  readonly id: string;
  readonly presentationId: string;
  readonly shareCode: string | null;
  readonly copyCount: number;
  [key: string]: unknown;
};

export const copyLinksProjection: Projection<CopyLinkDocument> = {
  name: 'copy-links',
  version: 1,
  eventTypes: COPY_LINK_EVENT_TYPES,
  documentIds: (event) => [(event as RecordedEvent & CopyLinkEvent).data.presentationId],
  apply: (document, event) => {
    const known = event as RecordedEvent & CopyLinkEvent;
    const presentationId = known.data.presentationId;
    const current = document ?? { id: presentationId, presentationId, shareCode: null, copyCount: 0 };
    switch (known.type) {
      case 'PresentationCopyLinkShared':
        return { ...current, shareCode: known.data.shareCode };
      case 'PresentationCopyLinkRevoked':
        return { ...current, shareCode: null };
      case 'PresentationCopied':
        return { ...current, copyCount: current.copyCount + 1 };
      default:
        return assertNever(known);
    }
  },
};
