/** Spec doc 1 §6: the team permission keys the server hands the client. Which role holds which is services/teams/domain. */
export const TEAM_PERMISSION_KEYS = [
  'list-team-presentations',
  'add-team-member',
  'remove-team-member',
  'leave-team',
  'edit-role',
  'view-licenses-used',
  'view-member-list',
  'view-member-activities',
  'view-presentation',
  'present',
  'create-presentation',
  'create-folder',
  'invited-to-edit-other-team-member',
  'view-list-presentations',
  'view-slides',
  'delete-team-presentations',
  'rename-presentation',
  'invite-to-edit',
  'share-a-copy',
  'take-over-to-edit',
  'publish-to-template-library',
  'clear-result',
  'copy-presentations-across-workspaces',
  'export-report',
  'view-folder',
  'create-presentation-inside-folder',
  'edit-folder-info',
  'delete-folder',
  'move-presentations-in-and-out-of-folders',
  'editor-select-slide',
] as const;
export type TeamPermission = (typeof TEAM_PERMISSION_KEYS)[number];

export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Roles `edit-role` may give: ownership is the creator's and is not handed over here. */
export const ASSIGNABLE_TEAM_ROLES = ['admin', 'member'] as const;
export type AssignableTeamRole = (typeof ASSIGNABLE_TEAM_ROLES)[number];
