import { assertNever } from '../../../contracts/shared/assert-never.js';
import type { DomainEvent } from '../../../contracts/events/envelope.js';
import type { PresentationLifecycleEvent } from '../../../contracts/presentations/events.js';
import {
  collaboratorMay,
  MAX_COLLABORATORS,
  SHARING_MESSAGES,
  type CollaboratorRole,
  type CollaboratorStatus,
  type InvitableRole,
  type PresentationAction,
} from '../../../contracts/sharing/collaborators.js';
import { SHARING_EVENT_TYPES, type SharingEvent } from '../../../contracts/sharing/events.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';
import { BusinessRuleViolated, Forbidden, NotFound } from '../../shared-kernel/domain/domain-errors.js';
import type { TeamPermission } from '../../../contracts/teams/permissions.js';
import { PRESENTATION_NOT_FOUND } from './presentation-lifecycle.decider.js';
import { teamHolds, workspaceRoleOn, type ActorTeam } from './workspace-deck-roles.js';

export interface CollaboratorRecord {
  readonly invitationId: string;
  readonly email: string;
  readonly role: InvitableRole;
  readonly status: CollaboratorStatus;
  readonly userId: string | null;
  readonly invitedBy: string;
  readonly invitedAt: string;
}

/** Plain JSON: the presentation-sharing read model stores exactly this fold. */
export interface SharingState {
  readonly exists: boolean;
  readonly removed: boolean;
  readonly presentationId: string;
  readonly ownerId: string;
  /** The team whose workspace holds it; null for a personal presentation. */
  readonly teamId: string | null;
  readonly name: string;
  readonly collaborators: readonly CollaboratorRecord[];
  /** Users whose access request is open (answered by an invitation of their email). */
  readonly accessRequests: readonly { readonly userId: string; readonly email: string }[];
}

/** Who acts, as their account says: guests have no email and hold no share. */
export interface SharingPerson {
  readonly userId: string;
  readonly email: string;
}

export type SharingCommand =
  /** `team` is the actor's team, loaded before deciding: a workspace deck's team members may invite (invite-to-edit). */
  | { readonly type: 'InviteCollaborators'; readonly actorId: string; readonly role: InvitableRole; readonly invitations: readonly { invitationId: string; email: string }[]; readonly team?: ActorTeam | null }
  | { readonly type: 'ClaimInvitation'; readonly invitationId: string; readonly person: SharingPerson }
  | { readonly type: 'ChangeCollaboratorRole'; readonly actorId: string; readonly invitationId: string; readonly role: InvitableRole; readonly team?: ActorTeam | null }
  | { readonly type: 'RemoveCollaborator'; readonly actorId: string; readonly invitationId: string; readonly team?: ActorTeam | null }
  | { readonly type: 'LeavePresentation'; readonly actorId: string }
  | { readonly type: 'RequestAccess'; readonly person: SharingPerson; readonly role: 'editor' | 'viewer'; readonly team?: ActorTeam | null };

export const initialSharingState: SharingState = { exists: false, removed: false, presentationId: '', ownerId: '', teamId: null, name: '', collaborators: [], accessRequests: [] };

/** Invited or claimed: these count toward the 100 and appear in the list. */
export const activeCollaborators = (state: Pick<SharingState, 'collaborators'>): CollaboratorRecord[] =>
  state.collaborators.filter((collaborator) => collaborator.status !== 'removed');

/** The role a user holds on the presentation: its owner, a claimed collaborator, or none. */
export function roleOn(state: Pick<SharingState, 'ownerId' | 'collaborators'>, userId: string): CollaboratorRole | null {
  if (userId === state.ownerId) return 'owner';
  return state.collaborators.find((collaborator) => collaborator.status === 'claimed' && collaborator.userId === userId)?.role ?? null;
}

export const mayOn = (state: Pick<SharingState, 'ownerId' | 'collaborators'>, userId: string, action: PresentationAction): boolean => {
  const role = roleOn(state, userId);
  return role !== null && collaboratorMay(role, action);
};

/** The role a user reaches a presentation with: a share of their own, else their team's on a workspace deck. */
export function roleWithTeam(state: Pick<SharingState, 'ownerId' | 'teamId' | 'collaborators'>, userId: string, team: ActorTeam | null): CollaboratorRole | null {
  return roleOn(state, userId) ?? workspaceRoleOn(state, team);
}

/**
 * Someone without access (no share, no team role on a workspace deck) is answered as for an unknown presentation;
 * one whose share lacks the right gets 403 unless their team role holds `teamKey` (README "Team roles").
 */
export function requireMayWithTeam(state: SharingState, actorId: string, action: PresentationAction, team: ActorTeam | null, teamKey: TeamPermission | null): void {
  const role = roleWithTeam(state, actorId, team);
  if (role === null) throw new NotFound(PRESENTATION_NOT_FOUND);
  const own = roleOn(state, actorId);
  if ((own !== null && collaboratorMay(own, action)) || (teamKey !== null && teamHolds(state, team, teamKey))) return;
  throw new Forbidden(SHARING_MESSAGES.notPermitted, { permission: action });
}

const LIFECYCLE_TYPES = new Set<string>(['PresentationCreated', 'PresentationRenamed', 'PresentationMovedToTrash', 'PresentationRestored', 'PresentationDeletedPermanently']);
const SHARING_TYPES = new Set<string>(SHARING_EVENT_TYPES);
export const isSharingEvent = (event: DomainEvent): event is DomainEvent & SharingEvent => SHARING_TYPES.has(event.type);

export const presentationSharingDecider: Decider<SharingState, SharingCommand, SharingEvent> = {
  initialState: initialSharingState,
  evolve: (state, event) => evolveSharing(state, event),

  decide(command, state, { now }) {
    if (!state.exists || state.removed) throw new NotFound(PRESENTATION_NOT_FOUND);
    const presentationId = state.presentationId;
    switch (command.type) {
      case 'InviteCollaborators': {
        requireMayWithTeam(state, command.actorId, 'manage-collaborators', command.team ?? null, 'invite-to-edit');
        const active = activeCollaborators(state);
        const known = new Set(active.map((collaborator) => collaborator.email));
        const fresh = command.invitations.filter((invitation, index, all) => !known.has(invitation.email) && all.findIndex((other) => other.email === invitation.email) === index);
        if (active.length + fresh.length > MAX_COLLABORATORS) throw new BusinessRuleViolated(SHARING_MESSAGES.tooManyCollaborators, { limit: MAX_COLLABORATORS });
        return fresh.map(({ invitationId, email }) => ({
          type: 'CollaboratorInvited',
          data: { presentationId, invitationId, email, role: command.role, invitedBy: command.actorId, invitedAt: now },
        }));
      }
      case 'ClaimInvitation': {
        const invitation = state.collaborators.find((candidate) => candidate.invitationId === command.invitationId);
        // Only the person invited (their account's email) reaches an invitation; to anyone else it does not exist.
        if (!invitation || invitation.email !== command.person.email) throw new NotFound(SHARING_MESSAGES.invitationNotFound, { invitationId: command.invitationId });
        if (invitation.status === 'claimed' && invitation.userId === command.person.userId) return [];
        if (invitation.status !== 'invited') throw new BusinessRuleViolated(SHARING_MESSAGES.invitationNotOpen);
        if (command.person.userId === state.ownerId) throw new BusinessRuleViolated(SHARING_MESSAGES.ownerIsNotInvited);
        return [{ type: 'CollaboratorInvitationClaimed', data: { presentationId, invitationId: invitation.invitationId, userId: command.person.userId, claimedAt: now } }];
      }
      case 'ChangeCollaboratorRole': {
        // Changing and removing collaborators stays with the deck's managers: no team key names it.
        requireMayWithTeam(state, command.actorId, 'manage-collaborators', command.team ?? null, null);
        const collaborator = activeCollaborator(state, command.invitationId);
        if (collaborator.role === command.role) return [];
        return [{ type: 'CollaboratorRoleChanged', data: { presentationId, invitationId: collaborator.invitationId, role: command.role, changedBy: command.actorId } }];
      }
      case 'RemoveCollaborator': {
        requireMayWithTeam(state, command.actorId, 'manage-collaborators', command.team ?? null, null);
        const collaborator = activeCollaborator(state, command.invitationId);
        return [{ type: 'CollaboratorRemoved', data: { presentationId, invitationId: collaborator.invitationId, removedBy: command.actorId, removedAt: now } }];
      }
      case 'LeavePresentation': {
        const own = state.collaborators.find((collaborator) => collaborator.status === 'claimed' && collaborator.userId === command.actorId);
        if (!own) {
          if (command.actorId === state.ownerId) throw new BusinessRuleViolated(SHARING_MESSAGES.ownerIsNotInvited);
          throw new NotFound(PRESENTATION_NOT_FOUND);
        }
        return [{ type: 'CollaboratorLeft', data: { presentationId, invitationId: own.invitationId, userId: command.actorId, leftAt: now } }];
      }
      case 'RequestAccess': {
        const { userId, email } = command.person;
        if (roleWithTeam(state, userId, command.team ?? null) !== null) throw new BusinessRuleViolated(SHARING_MESSAGES.alreadyHasAccess);
        if (state.accessRequests.some((request) => request.userId === userId)) return [];
        return [{ type: 'PresentationAccessRequested', data: { presentationId, userId, email, role: command.role, requestedAt: now } }];
      }
      default:
        return assertNever(command);
    }
  },
};

/** Folds the lifecycle and sharing events of a presentation stream; every other event leaves it as it is. */
export function evolveSharing(state: SharingState, event: DomainEvent): SharingState {
  if (LIFECYCLE_TYPES.has(event.type)) return evolveLifecycle(state, event as PresentationLifecycleEvent);
  if (!isSharingEvent(event)) return state;
  const known = event as SharingEvent;
  switch (known.type) {
    case 'CollaboratorInvited': {
      const { invitationId, email, role, invitedBy, invitedAt } = known.data;
      return {
        ...state,
        collaborators: [...state.collaborators, { invitationId, email, role, invitedBy, invitedAt, status: 'invited', userId: null }],
        accessRequests: state.accessRequests.filter((request) => request.email !== email),
      };
    }
    case 'CollaboratorInvitationClaimed':
      return withCollaborator(state, known.data.invitationId, { status: 'claimed', userId: known.data.userId });
    case 'CollaboratorRoleChanged':
      return withCollaborator(state, known.data.invitationId, { role: known.data.role });
    case 'CollaboratorRemoved':
    case 'CollaboratorLeft':
      return withCollaborator(state, known.data.invitationId, { status: 'removed' });
    case 'PresentationAccessRequested':
      return { ...state, accessRequests: [...state.accessRequests, { userId: known.data.userId, email: known.data.email }] };
    default:
      return assertNever(known);
  }
}

function evolveLifecycle(state: SharingState, event: PresentationLifecycleEvent): SharingState {
  switch (event.type) {
    case 'PresentationCreated':
      return { ...initialSharingState, exists: true, presentationId: event.data.presentationId, ownerId: event.data.ownerId, teamId: event.data.accountId ?? null, name: event.data.name };
    case 'PresentationRenamed':
      return { ...state, name: event.data.name };
    case 'PresentationMovedToTrash':
    case 'PresentationDeletedPermanently':
      return { ...state, removed: true };
    case 'PresentationRestored':
      return { ...state, removed: false };
    default:
      return assertNever(event);
  }
}

function withCollaborator(state: SharingState, invitationId: string, change: Partial<CollaboratorRecord>): SharingState {
  return { ...state, collaborators: state.collaborators.map((collaborator) => (collaborator.invitationId === invitationId ? { ...collaborator, ...change } : collaborator)) };
}

function activeCollaborator(state: SharingState, invitationId: string): CollaboratorRecord {
  const collaborator = activeCollaborators(state).find((candidate) => candidate.invitationId === invitationId);
  if (!collaborator) throw new NotFound(SHARING_MESSAGES.collaboratorNotFound, { invitationId });
  return collaborator;
}
