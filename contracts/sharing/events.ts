import type { InvitableRole } from './collaborators.js';

/** Sharing facts on the presentation's own stream `presentation-{id}`, so the deck decider sees who may edit. */
export type SharingEvent =
  | { type: 'CollaboratorInvited'; data: { presentationId: string; invitationId: string; email: string; role: InvitableRole; invitedBy: string; invitedAt: string } }
  | { type: 'CollaboratorInvitationClaimed'; data: { presentationId: string; invitationId: string; userId: string; claimedAt: string } }
  | { type: 'CollaboratorRoleChanged'; data: { presentationId: string; invitationId: string; role: InvitableRole; changedBy: string } }
  | { type: 'CollaboratorRemoved'; data: { presentationId: string; invitationId: string; removedBy: string; removedAt: string } }
  | { type: 'CollaboratorLeft'; data: { presentationId: string; invitationId: string; userId: string; leftAt: string } }
  | { type: 'PresentationAccessRequested'; data: { presentationId: string; userId: string; email: string; role: 'editor' | 'viewer'; requestedAt: string } };

export type SharingEventType = SharingEvent['type'];

export const SHARING_EVENT_TYPES: readonly SharingEventType[] = [
  'CollaboratorInvited',
  'CollaboratorInvitationClaimed',
  'CollaboratorRoleChanged',
  'CollaboratorRemoved',
  'CollaboratorLeft',
  'PresentationAccessRequested',
];

export const SHARING_EVENT_SCHEMA_VERSIONS: Record<SharingEventType, number> = {
  CollaboratorInvited: 1,
  CollaboratorInvitationClaimed: 1,
  CollaboratorRoleChanged: 1,
  CollaboratorRemoved: 1,
  CollaboratorLeft: 1,
  PresentationAccessRequested: 1,
};
