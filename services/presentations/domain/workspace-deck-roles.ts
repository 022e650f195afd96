import type { CollaboratorRole } from '../../../contracts/sharing/collaborators.js';
import type { TeamPermission, TeamRole } from '../../../contracts/teams/permissions.js';
import { roleHas } from '../../teams/domain/team-permissions.js';

/** The caller's team and their role in it: loaded before a decision, because a decider does no I/O. */
export interface ActorTeam {
  readonly teamId: string;
  readonly role: TeamRole;
}

/** Who made a deck and which team's workspace holds it (null for a personal deck). */
export interface DeckHolder {
  readonly ownerId: string;
  readonly teamId: string | null;
}

const inHoldingTeam = (deck: DeckHolder, team: ActorTeam | null): team is ActorTeam => deck.teamId !== null && team !== null && team.teamId === deck.teamId;

/**
 * README "Team roles" on a deck its team's workspace holds: a member whose role may take it over to edit works on it
 * as an editor, one who may only open it as a viewer; nobody outside the team gets a role from it.
 */
export function workspaceRoleOn(deck: DeckHolder, team: ActorTeam | null): Extract<CollaboratorRole, 'editor' | 'viewer'> | null {
  if (!inHoldingTeam(deck, team)) return null;
  if (roleHas(team.role, 'take-over-to-edit')) return 'editor';
  return roleHas(team.role, 'view-presentation') ? 'viewer' : null;
}

/** Its creator runs a deck live, and so does a member of the holding team whose role holds `present`. */
export function mayPresent(deck: DeckHolder, actorId: string, team: ActorTeam | null): boolean {
  return deck.ownerId === actorId || (inHoldingTeam(deck, team) && roleHas(team.role, 'present'));
}

/** Its creator renames a deck, and so does a member of the holding team whose role holds `rename-presentation`. */
export function mayRename(deck: DeckHolder, actorId: string, team: ActorTeam | null): boolean {
  return deck.ownerId === actorId || (inHoldingTeam(deck, team) && roleHas(team.role, 'rename-presentation'));
}

/** A member of the deck's holding team whose role holds the key (README "Team roles"), e.g. invite-to-edit, share-a-copy. */
export function teamHolds(deck: DeckHolder, team: ActorTeam | null, permission: TeamPermission): boolean {
  return inHoldingTeam(deck, team) && roleHas(team.role, permission);
}
