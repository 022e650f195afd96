import { TEAM_PERMISSION_KEYS } from '../../../contracts/teams/permissions.js';
import { permissionsOf, roleHas } from './team-permissions.js';

describe('team role permissions', () => {
  it('gives owners every key but leave-team, admins every key but the owner-only ones, members no administration', () => {
    expect(permissionsOf('owner')).toEqual(TEAM_PERMISSION_KEYS.filter((key) => key !== 'leave-team'));
    expect(roleHas('admin', 'add-team-member') && roleHas('admin', 'edit-role') && roleHas('admin', 'leave-team')).toBe(true);
    expect(roleHas('admin', 'delete-team-presentations') || roleHas('admin', 'copy-presentations-across-workspaces')).toBe(false);
    for (const key of ['add-team-member', 'remove-team-member', 'edit-role', 'view-licenses-used', 'view-member-activities'] as const) expect({ key, member: roleHas('member', key) }).toEqual({ key, member: false });
    for (const key of ['leave-team', 'view-member-list', 'create-presentation', 'present'] as const) expect({ key, member: roleHas('member', key) }).toEqual({ key, member: true });
  });
});
