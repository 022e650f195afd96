import type { JoiningPerson, TeamEvent, TeamMemberRecord } from '../../../contracts/teams/events.js';
import type { AssignableTeamRole, TeamPermission } from '../../../contracts/teams/permissions.js';
import type { InvitationStatus } from '../../../contracts/teams/requests.js';
import { TEAM_MESSAGES } from '../../../contracts/teams/views.js';
import { assertNever } from '../../../contracts/shared/assert-never.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';
import { BusinessRuleViolated, Conflict, Forbidden, NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { roleHas } from './team-permissions.js';

export interface TeamInvitation {
  readonly invitationId: string;
  readonly accountName: string;
  readonly invitedEmail: string;
  readonly invitedBy: string;
  readonly status: InvitationStatus;
  readonly sentAt: string;
  readonly viewedAt: string | null;
}

/** Plain JSON, so the team-directory read model stores exactly this fold. */
export type TeamState =
  | { readonly status: 'none' }
  | {
      readonly status: 'active';
      readonly teamId: string;
      readonly name: string;
      readonly createdAt: string;
      readonly licenseQuantity: number;
      readonly members: readonly TeamMemberRecord[];
      readonly invitations: readonly TeamInvitation[];
    };
export type ActiveTeam = Extract<TeamState, { status: 'active' }>;

/** Every command names who acts: `actorId` is the signed-in user, checked against the role table. */
export type TeamCommand =
  | { readonly type: 'CreateTeam'; readonly teamId: string; readonly name: string; readonly licenseQuantity: number; readonly owner: JoiningPerson }
  | { readonly type: 'InviteMembers'; readonly actorId: string; readonly invitations: readonly { invitationId: string; email: string }[] }
  | { readonly type: 'CancelInvitation'; readonly actorId: string; readonly invitationId: string }
  /** The invitee (by email) opens, accepts or declines; anyone else is answered as for an unknown invitation. */
  | { readonly type: 'ViewInvitation'; readonly invitationId: string; readonly email: string }
  | { readonly type: 'AcceptInvitation'; readonly invitationId: string; readonly person: JoiningPerson }
  | { readonly type: 'DeclineInvitation'; readonly invitationId: string; readonly email: string }
  | { readonly type: 'ChangeMemberRole'; readonly actorId: string; readonly userId: string; readonly role: AssignableTeamRole }
  | { readonly type: 'RemoveMember'; readonly actorId: string; readonly userId: string }
  | { readonly type: 'LeaveTeam'; readonly actorId: string }
  | { readonly type: 'ChangeLicenseQuantity'; readonly actorId: string; readonly licenseQuantity: number };

/** Each member holds one licence. */
export const usedLicenses = (team: ActiveTeam): number => team.members.length;
/** Spec doc 1 §4: over quota when used licences exceed the quantity (the owner may lower it below the members). */
export const isOverQuota = (team: ActiveTeam): boolean => usedLicenses(team) > team.licenseQuantity;
export const pendingInvitations = (team: ActiveTeam): TeamInvitation[] => team.invitations.filter((invitation) => invitation.status === 'pending');
export const memberOf = (team: ActiveTeam, userId: string): TeamMemberRecord | undefined => team.members.find((member) => member.userId === userId);

export const teamDecider: Decider<TeamState, TeamCommand, TeamEvent> = {
  initialState: { status: 'none' },
  evolve: evolveTeam,

  decide(command, state, { now }) {
    if (command.type === 'CreateTeam') {
      if (state.status !== 'none') throw new Conflict('This team already exists.');
      const { teamId, name, licenseQuantity, owner } = command;
      return [{ type: 'TeamCreated', data: { teamId, name, licenseQuantity, owner, createdAt: now } }];
    }
    if (state.status !== 'active') throw new NotFound(TEAM_MESSAGES.teamNotFound);
    const teamId = state.teamId;
    switch (command.type) {
      case 'InviteMembers': {
        require(state, command.actorId, 'add-team-member');
        const pendingEmails = new Set(pendingInvitations(state).map((invitation) => invitation.invitedEmail));
        const fresh = command.invitations.filter((invitation, index, all) => !pendingEmails.has(invitation.email) && all.findIndex((other) => other.email === invitation.email) === index);
        if (fresh.some((invitation) => state.members.some((member) => member.email === invitation.email))) throw new BusinessRuleViolated(TEAM_MESSAGES.alreadyMember, { path: 'emails' });
        if (fresh.length > 0 && usedLicenses(state) + pendingEmails.size + fresh.length > state.licenseQuantity) throw new BusinessRuleViolated(TEAM_MESSAGES.noFreeLicense);
        return fresh.map(({ invitationId, email }) => ({
          type: 'TeamInvitationSent',
          data: { teamId, invitationId, accountName: state.name, invitedEmail: email, invitedBy: command.actorId, sentAt: now },
        }));
      }
      case 'CancelInvitation': {
        require(state, command.actorId, 'add-team-member');
        const invitation = pendingInvitation(state, command.invitationId);
        return [{ type: 'TeamInvitationCancelled', data: { teamId, invitationId: invitation.invitationId, cancelledBy: command.actorId, cancelledAt: now } }];
      }
      case 'ViewInvitation': {
        const invitation = invitationFor(state, command.invitationId, command.email);
        if (invitation.viewedAt !== null || invitation.status !== 'pending') return [];
        return [{ type: 'TeamInvitationViewed', data: { teamId, invitationId: invitation.invitationId, viewedAt: now } }];
      }
      case 'AcceptInvitation': {
        const invitation = invitationFor(state, command.invitationId, command.person.email);
        if (invitation.status === 'accepted' && memberOf(state, command.person.userId)) return [];
        if (invitation.status !== 'pending') throw new BusinessRuleViolated(TEAM_MESSAGES.invitationNotPending);
        if (memberOf(state, command.person.userId)) throw new BusinessRuleViolated(TEAM_MESSAGES.alreadyMember);
        if (usedLicenses(state) >= state.licenseQuantity) throw new BusinessRuleViolated(TEAM_MESSAGES.acceptOverQuota);
        return [{ type: 'TeamInvitationAccepted', data: { teamId, invitationId: invitation.invitationId, member: command.person, acceptedAt: now } }];
      }
      case 'DeclineInvitation': {
        const invitation = invitationFor(state, command.invitationId, command.email);
        if (invitation.status === 'declined') return [];
        if (invitation.status !== 'pending') throw new BusinessRuleViolated(TEAM_MESSAGES.invitationNotPending);
        return [{ type: 'TeamInvitationDeclined', data: { teamId, invitationId: invitation.invitationId, declinedAt: now } }];
      }
      case 'ChangeMemberRole': {
        require(state, command.actorId, 'edit-role');
        const target = memberOf(state, command.userId);
        if (!target) throw new NotFound(TEAM_MESSAGES.memberNotFound, { userId: command.userId });
        if (target.role === 'owner') throw new BusinessRuleViolated(TEAM_MESSAGES.ownerRoleFixed);
        if (target.role === command.role) return [];
        return [{ type: 'TeamMemberRoleChanged', data: { teamId, userId: target.userId, role: command.role, changedBy: command.actorId } }];
      }
      case 'RemoveMember': {
        require(state, command.actorId, 'remove-team-member');
        const target = memberOf(state, command.userId);
        if (!target) throw new NotFound(TEAM_MESSAGES.memberNotFound, { memberId: command.userId });
        if (target.role === 'owner') throw new BusinessRuleViolated(TEAM_MESSAGES.ownerRoleFixed);
        if (target.userId === command.actorId) throw new BusinessRuleViolated(TEAM_MESSAGES.removeSelf);
        return [{ type: 'TeamMemberRemoved', data: { teamId, userId: target.userId, removedBy: command.actorId, removedAt: now } }];
      }
      case 'LeaveTeam': {
        const member = memberOf(state, command.actorId);
        if (!member) throw new Forbidden(TEAM_MESSAGES.notInTeam);
        if (member.role === 'owner') throw new Forbidden(TEAM_MESSAGES.ownerCannotLeave);
        require(state, command.actorId, 'leave-team');
        return [{ type: 'TeamMemberLeft', data: { teamId, userId: member.userId, leftAt: now } }];
      }
      case 'ChangeLicenseQuantity': {
        const member = memberOf(state, command.actorId);
        if (!member) throw new Forbidden(TEAM_MESSAGES.notPermitted);
        if (member.role !== 'owner') throw new Forbidden(TEAM_MESSAGES.ownerOnly);
        if (command.licenseQuantity === state.licenseQuantity) return [];
        return [{ type: 'TeamLicenseQuantityChanged', data: { teamId, licenseQuantity: command.licenseQuantity, changedBy: command.actorId } }];
      }
      default:
        return assertNever(command);
    }
  },
};

export function evolveTeam(state: TeamState, event: TeamEvent): TeamState {
  if (event.type === 'TeamCreated') {
    const { teamId, name, licenseQuantity, owner, createdAt } = event.data;
    return { status: 'active', teamId, name, createdAt, licenseQuantity, members: [{ ...owner, role: 'owner', joinedAt: createdAt }], invitations: [] };
  }
  if (state.status !== 'active') return state;
  switch (event.type) {
    case 'TeamInvitationSent': {
      const { invitationId, accountName, invitedEmail, invitedBy, sentAt } = event.data;
      return { ...state, invitations: [...state.invitations, { invitationId, accountName, invitedEmail, invitedBy, sentAt, status: 'pending', viewedAt: null }] };
    }
    case 'TeamInvitationViewed':
      return withInvitation(state, event.data.invitationId, { viewedAt: event.data.viewedAt });
    case 'TeamInvitationAccepted': {
      const accepted = withInvitation(state, event.data.invitationId, { status: 'accepted' });
      return { ...accepted, members: [...accepted.members, { ...event.data.member, role: 'member', joinedAt: event.data.acceptedAt }] };
    }
    case 'TeamInvitationDeclined':
      return withInvitation(state, event.data.invitationId, { status: 'declined' });
    case 'TeamInvitationCancelled':
      return withInvitation(state, event.data.invitationId, { status: 'cancelled' });
    case 'TeamMemberRoleChanged':
      return { ...state, members: state.members.map((member) => (member.userId === event.data.userId ? { ...member, role: event.data.role } : member)) };
    case 'TeamMemberRemoved':
    case 'TeamMemberLeft':
      return { ...state, members: state.members.filter((member) => member.userId !== event.data.userId) };
    case 'TeamLicenseQuantityChanged':
      return { ...state, licenseQuantity: event.data.licenseQuantity };
    default:
      return state;
  }
}

function withInvitation(state: ActiveTeam, invitationId: string, change: Partial<TeamInvitation>): ActiveTeam {
  return { ...state, invitations: state.invitations.map((invitation) => (invitation.invitationId === invitationId ? { ...invitation, ...change } : invitation)) };
}

/** A member whose role lacks the key gets 403; someone outside the team too. */
function require(state: ActiveTeam, actorId: string, permission: TeamPermission): void {
  const member = memberOf(state, actorId);
  if (!member || !roleHas(member.role, permission)) throw new Forbidden(TEAM_MESSAGES.notPermitted, { permission });
}

function pendingInvitation(state: ActiveTeam, invitationId: string): TeamInvitation {
  const invitation = state.invitations.find((candidate) => candidate.invitationId === invitationId);
  if (!invitation) throw new NotFound(TEAM_MESSAGES.invitationNotFound, { invitationId });
  if (invitation.status !== 'pending') throw new BusinessRuleViolated(TEAM_MESSAGES.invitationNotPending);
  return invitation;
}

/** Only the person invited (their account's email) reaches an invitation; to anyone else it does not exist. */
function invitationFor(state: ActiveTeam, invitationId: string, email: string): TeamInvitation {
  const invitation = state.invitations.find((candidate) => candidate.invitationId === invitationId);
  if (!invitation || invitation.invitedEmail !== email) throw new NotFound(TEAM_MESSAGES.invitationNotFound, { invitationId });
  return invitation;
}
