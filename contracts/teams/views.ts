import type { TeamMemberRecord } from './events.js';
import type { InvitationStatus } from './requests.js';
import type { TeamPermission, TeamRole } from './permissions.js';

export interface InvitationView {
  readonly invitationId: string;
  readonly accountId: string;
  readonly account: { readonly name: string };
  readonly status: InvitationStatus;
  readonly invitedEmail: string;
  readonly sentAt: string;
}

export type TeamMemberView = TeamMemberRecord;

/** A team as one of its members sees it: what their role's permissions let them see, the rest null. */
export interface TeamView {
  readonly id: string;
  readonly name: string;
  readonly createdFrom: 'self';
  readonly memberRole: TeamRole;
  readonly permissions: readonly TeamPermission[];
  readonly licenseQuantity: number | null;
  readonly numberOfUsedLicenses: number | null;
  readonly isOverQuota: boolean | null;
  readonly members: { readonly count: number; readonly list: readonly TeamMemberView[] };
  /** Pending invitations, for those who may invite. */
  readonly invitations: readonly InvitationView[] | null;
}

export interface LicenseCountView {
  readonly licenseQuantity: number;
  readonly numberOfUsedLicenses: number;
  readonly isOverQuota: boolean;
}

/** The invitation link opens this client page. */
export const invitationPagePath = (invitationId: string) => `/apps/team/invitations/${invitationId}`;

export const TEAM_MESSAGES = {
  alreadyInTeam: 'You already belong to a team. Leave it before creating or joining another.',
  notInTeam: 'You are not a member of a team.',
  guestsHaveNoTeam: 'Guest accounts cannot create or join a team. Register to do so.',
  noFreeLicense: 'All licences of this team are in use. Add licences or cancel a pending invitation first.',
  acceptOverQuota: 'This team has no free licence left. Ask its owner or an admin to add licences.',
  alreadyMember: 'This person is already a member of the team.',
  invitationNotPending: 'This invitation is no longer pending.',
  invitationNotFound: 'Invitation not found',
  teamNotFound: 'Team not found',
  memberNotFound: 'Member not found',
  ownerCannotLeave: 'The owner cannot leave the team.',
  ownerRoleFixed: "The owner's role cannot be changed and the owner cannot be removed.",
  removeSelf: 'To leave the team, use Leave team.',
  ownerOnly: 'Only the owner of the team can change its licences.',
  notPermitted: 'Your role in this team does not allow this.',
  tooManyInvitations: 'This team has sent too many invitations. Try again later.',
} as const;
