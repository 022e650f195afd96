import type { TeamRole } from './permissions.js';

export interface TeamMemberRecord {
  readonly userId: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: TeamRole;
  readonly joinedAt: string;
}

/** Who joins: read from their account before deciding. */
export type JoiningPerson = Omit<TeamMemberRecord, 'role' | 'joinedAt'>;

export type TeamEvent =
  | { type: 'TeamCreated'; data: { teamId: string; name: string; licenseQuantity: number; owner: JoiningPerson; createdAt: string } }
  | { type: 'TeamInvitationSent'; data: { teamId: string; invitationId: string; accountName: string; invitedEmail: string; invitedBy: string; sentAt: string } }
  | { type: 'TeamInvitationViewed'; data: { teamId: string; invitationId: string; viewedAt: string } }
  | { type: 'TeamInvitationAccepted'; data: { teamId: string; invitationId: string; member: JoiningPerson; acceptedAt: string } }
  | { type: 'TeamInvitationDeclined'; data: { teamId: string; invitationId: string; declinedAt: string } }
  | { type: 'TeamInvitationCancelled'; data: { teamId: string; invitationId: string; cancelledBy: string; cancelledAt: string } }
  | { type: 'TeamMemberRoleChanged'; data: { teamId: string; userId: string; role: TeamRole; changedBy: string } }
  | { type: 'TeamMemberRemoved'; data: { teamId: string; userId: string; removedBy: string; removedAt: string } }
  | { type: 'TeamMemberLeft'; data: { teamId: string; userId: string; leftAt: string } }
  | { type: 'TeamLicenseQuantityChanged'; data: { teamId: string; licenseQuantity: number; changedBy: string } };

export type TeamEventType = TeamEvent['type'];

export const TEAM_EVENT_TYPES: readonly TeamEventType[] = [
  'TeamCreated',
  'TeamInvitationSent',
  'TeamInvitationViewed',
  'TeamInvitationAccepted',
  'TeamInvitationDeclined',
  'TeamInvitationCancelled',
  'TeamMemberRoleChanged',
  'TeamMemberRemoved',
  'TeamMemberLeft',
  'TeamLicenseQuantityChanged',
];

export const teamStreamId = (teamId: string) => `team-${teamId}`;
