import { TEAM_PERMISSION_KEYS, type TeamPermission, type TeamRole } from '../../../contracts/teams/permissions.js';

/** What only owners hold: deleting the team's decks and moving them to other workspaces cannot be undone by the team. */
const OWNER_ONLY: readonly TeamPermission[] = ['delete-team-presentations', 'copy-presentations-across-workspaces'];

/** What admins hold beyond members: running the team (members, roles, licences, activity) and its shared spaces. */
const ADMINISTRATION: readonly TeamPermission[] = [
  'add-team-member',
  'remove-team-member',
  'edit-role',
  'view-licenses-used',
  'view-member-activities',
  'publish-to-template-library',
  'edit-folder-info',
  'delete-folder',
];

/**
 * Which role holds which key (README "Team roles"). Owners hold every key but leave-team (a team keeps its owner);
 * admins every key but the owner-only ones; members work on presentations and folders and may leave.
 */
export const TEAM_ROLE_PERMISSIONS: Readonly<Record<TeamRole, ReadonlySet<TeamPermission>>> = {
  owner: new Set(TEAM_PERMISSION_KEYS.filter((key) => key !== 'leave-team')),
  admin: new Set(TEAM_PERMISSION_KEYS.filter((key) => !OWNER_ONLY.includes(key))),
  member: new Set(TEAM_PERMISSION_KEYS.filter((key) => !OWNER_ONLY.includes(key) && !ADMINISTRATION.includes(key))),
};

export function roleHas(role: TeamRole, permission: TeamPermission): boolean {
  return TEAM_ROLE_PERMISSIONS[role].has(permission);
}

/** In the spec's key order, as the server hands them to the client. */
export function permissionsOf(role: TeamRole): TeamPermission[] {
  return TEAM_PERMISSION_KEYS.filter((key) => roleHas(role, key));
}
