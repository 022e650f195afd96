import type { RecordedEvent } from '../../contracts/events/envelope.js';
import type { CollaboratorStatus, InvitableRole } from '../../contracts/sharing/collaborators.js';
import { SHARING_EVENT_TYPES, type SharingEvent } from '../../contracts/sharing/events.js';
import { evolveSharing, initialSharingState, type CollaboratorRecord } from '../../services/presentations/domain/presentation-sharing.decider.js';
import type { Projection } from '../projection.js';

/** A presentation's collaborators (every status), as the sharing decider folds them. */
export type SharingDocument = {
  readonly id: string;
  readonly kind: 'sharing';
  readonly presentationId: string;
  readonly collaborators: readonly CollaboratorRecord[];
  readonly accessRequests: readonly { readonly userId: string; readonly email: string }[];
  [key: string]: unknown;
};
/** One invitation to edit, found by its id, by the claimer's user id (Shared With Me) and by the invited email. */
export type ShareDocument = {
  readonly id: string;
  readonly kind: 'share';
  readonly invitationId: string;
  readonly presentationId: string;
  readonly email: string;
  readonly role: InvitableRole;
  readonly status: CollaboratorStatus;
  readonly userId: string | null;
  readonly invitedAt: string;
  [key: string]: unknown;
};
export type PresentationSharingDocument = SharingDocument | ShareDocument;

export const sharingDocumentId = (presentationId: string) => `sharing:${presentationId}`;
export const shareDocumentId = (invitationId: string) => `share:${invitationId}`;

function invitationIdOf(event: SharingEvent): string | null {
  return 'invitationId' in event.data ? event.data.invitationId : null;
}

export const presentationSharingProjection: Projection<PresentationSharingDocument> = {
  name: 'presentation-sharing',
  version: 1,
  eventTypes: SHARING_EVENT_TYPES,
  documentIds: (event) => {
    const known = event as RecordedEvent & SharingEvent;
    const invitationId = invitationIdOf(known);
    return [sharingDocumentId(known.data.presentationId), ...(invitationId ? [shareDocumentId(invitationId)] : [])];
  },
  apply: (document, event, documentId) => {
    const known = event as RecordedEvent & SharingEvent;
    const presentationId = known.data.presentationId;
    const before = document?.kind === 'sharing' ? document : { collaborators: [], accessRequests: [] };
    const after = evolveSharing({ ...initialSharingState, presentationId, collaborators: before.collaborators, accessRequests: before.accessRequests }, known);
    if (documentId === sharingDocumentId(presentationId)) {
      return { id: documentId, kind: 'sharing', presentationId, collaborators: after.collaborators, accessRequests: after.accessRequests };
    }
    const invitationId = invitationIdOf(known)!;
    const share = document?.kind === 'share' ? document : null;
    switch (known.type) {
      case 'CollaboratorInvited':
        return { id: documentId, kind: 'share', invitationId, presentationId, email: known.data.email, role: known.data.role, status: 'invited', userId: null, invitedAt: known.data.invitedAt };
      case 'CollaboratorInvitationClaimed':
        return share && { ...share, status: 'claimed', userId: known.data.userId };
      case 'CollaboratorRoleChanged':
        return share && { ...share, role: known.data.role };
      case 'CollaboratorRemoved':
      case 'CollaboratorLeft':
        return share && { ...share, status: 'removed' };
      default:
        return share;
    }
  },
};
