import { invitationPagePath, type InvitationView, type TeamView } from '../../../contracts/teams/views.js';
import type { InvitationDocument } from '../../../projections/team-directory/team-directory.projection.js';
import { permissionsOf, roleHas } from '../domain/team-permissions.js';
import { isOverQuota, memberOf, pendingInvitations, usedLicenses, type ActiveTeam, type TeamInvitation } from '../domain/team.decider.js';

export function toInvitationView(teamId: string, invitation: TeamInvitation | InvitationDocument): InvitationView {
  const { invitationId, accountName, status, invitedEmail, sentAt } = invitation;
  return { invitationId, accountId: teamId, account: { name: accountName }, status, invitedEmail, sentAt };
}

/** The team as `userId` (a member) may see it: licence figures and pending invitations only with the keys for them. */
export function toTeamView(team: ActiveTeam, userId: string): TeamView {
  const role = memberOf(team, userId)?.role;
  if (!role) throw new Error('A team view for someone outside the team');
  const seesLicenses = roleHas(role, 'view-licenses-used');
  return {
    id: team.teamId,
    name: team.name,
    createdFrom: 'self',
    memberRole: role,
    permissions: permissionsOf(role),
    licenseQuantity: seesLicenses ? team.licenseQuantity : null,
    numberOfUsedLicenses: seesLicenses ? usedLicenses(team) : null,
    isOverQuota: seesLicenses ? isOverQuota(team) : null,
    members: { count: team.members.length, list: team.members },
    invitations: roleHas(role, 'add-team-member') ? pendingInvitations(team).map((invitation) => toInvitationView(team.teamId, invitation)) : null,
  };
}

export function invitationLink(publicUrl: string, invitationId: string): string {
  return `${publicUrl}${invitationPagePath(invitationId)}`;
}
