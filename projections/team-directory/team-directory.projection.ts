import type { RecordedEvent } from '../../contracts/events/envelope.js';
import { TEAM_EVENT_TYPES, type TeamEvent } from '../../contracts/teams/events.js';
import type { TeamRole } from '../../contracts/teams/permissions.js';
import type { InvitationStatus } from '../../contracts/teams/requests.js';
import { evolveTeam, type ActiveTeam, type TeamState } from '../../services/teams/domain/team.decider.js';
import type { Projection } from '../projection.js';

export type TeamDocument = { readonly id: string; readonly kind: 'team'; readonly team: ActiveTeam; [key: string]: unknown };
/** Which team a user is in (one at a time); gone when they leave or are removed. */
export type MembershipDocument = { readonly id: string; readonly kind: 'membership'; readonly userId: string; readonly teamId: string; readonly role: TeamRole; [key: string]: unknown };
/** An invitation found by its id or by the invited email. */
export type InvitationDocument = {
  readonly id: string;
  readonly kind: 'invitation';
  readonly invitationId: string;
  readonly teamId: string;
  readonly accountName: string;
  readonly invitedEmail: string;
  readonly status: InvitationStatus;
  readonly sentAt: string;
  [key: string]: unknown;
};
export type TeamDirectoryDocument = TeamDocument | MembershipDocument | InvitationDocument;

export const teamDocumentId = (teamId: string) => `team:${teamId}`;
export const membershipDocumentId = (userId: string) => `membership:${userId}`;
export const invitationDocumentId = (invitationId: string) => `invitation:${invitationId}`;

function touchedUserId(event: TeamEvent): string | null {
  switch (event.type) {
    case 'TeamCreated':
      return event.data.owner.userId;
    case 'TeamInvitationAccepted':
      return event.data.member.userId;
    case 'TeamMemberRoleChanged':
    case 'TeamMemberRemoved':
    case 'TeamMemberLeft':
      return event.data.userId;
    default:
      return null;
  }
}

function touchedInvitationId(event: TeamEvent): string | null {
  return 'invitationId' in event.data ? event.data.invitationId : null;
}

/**
 * Teams by id (the team's own fold, as its decider keeps it), memberships by user and invitations by id and
 * email: the lookups routes that name a user, an invitation or nobody's team need before commanding a team stream.
 */
export const teamDirectoryProjection: Projection<TeamDirectoryDocument> = {
  name: 'team-directory',
  version: 1,
  eventTypes: TEAM_EVENT_TYPES,
  documentIds: (event) => {
    const known = event as RecordedEvent & TeamEvent;
    const userId = touchedUserId(known);
    const invitationId = touchedInvitationId(known);
    return [teamDocumentId(known.data.teamId), ...(userId ? [membershipDocumentId(userId)] : []), ...(invitationId ? [invitationDocumentId(invitationId)] : [])];
  },
  apply: (document, event, documentId) => {
    const known = event as RecordedEvent & TeamEvent;
    const teamId = known.data.teamId;
    if (documentId === teamDocumentId(teamId)) {
      const before: TeamState = document?.kind === 'team' ? document.team : { status: 'none' };
      const after = evolveTeam(before, known);
      return after.status === 'active' ? { id: documentId, kind: 'team', team: after } : null;
    }
    if (documentId.startsWith('membership:')) {
      const userId = touchedUserId(known)!;
      switch (known.type) {
        case 'TeamCreated':
          return { id: documentId, kind: 'membership', userId, teamId, role: 'owner' };
        case 'TeamInvitationAccepted':
          return { id: documentId, kind: 'membership', userId, teamId, role: 'member' };
        case 'TeamMemberRoleChanged':
          return document?.kind === 'membership' ? { ...document, role: known.data.role } : null;
        default:
          return null;
      }
    }
    switch (known.type) {
      case 'TeamInvitationSent': {
        const { invitationId, accountName, invitedEmail, sentAt } = known.data;
        return { id: documentId, kind: 'invitation', invitationId, teamId, accountName, invitedEmail, sentAt, status: 'pending' };
      }
      case 'TeamInvitationAccepted':
      case 'TeamInvitationDeclined':
      case 'TeamInvitationCancelled': {
        if (document?.kind !== 'invitation') return null;
        const status = known.type === 'TeamInvitationAccepted' ? 'accepted' : known.type === 'TeamInvitationDeclined' ? 'declined' : 'cancelled';
        return { ...document, status };
      }
      default:
        return document;
    }
  },
};
