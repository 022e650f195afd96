import { Injectable } from '@nestjs/common';
import type { Actor } from '../../../../contracts/events/envelope.js';
import type { TeamPermission, TeamRole } from '../../../../contracts/teams/permissions.js';
import { TEAM_MESSAGES } from '../../../../contracts/teams/views.js';
import { Forbidden, NotFound } from '../../../shared-kernel/domain/domain-errors.js';
import { TeamDirectory } from '../../../teams/application/team-directory.js';
import { roleHas } from '../../../teams/domain/team-permissions.js';

/** The account in /api/account-folder/{accountId} is neither the caller's own id nor their team's. */
export const ACCOUNT_NOT_FOUND = 'Account not found.';

/** Whose workspace a call works in: the caller's own (personal) or their team's, with their role in it. */
export type Workspace = { readonly kind: 'personal'; readonly ownerId: string } | { readonly kind: 'team'; readonly teamId: string; readonly role: TeamRole };

/** The README's role table applied to a team's workspace: presentations and folders the team holds. */
@Injectable()
export class TeamWorkspaceAccess {
  constructor(private readonly directory: TeamDirectory) {}

  /** The caller's team, if they are in one, with their role. */
  async teamOf(actor: Actor): Promise<{ teamId: string; role: TeamRole } | null> {
    const membership = await this.directory.membership(actor.id);
    return membership ? { teamId: membership.teamId, role: membership.role } : null;
  }

  /**
   * A personal account is the caller's own id; a team account answers only its members (anyone else gets 404,
   * so team ids cannot be probed), and a member whose role lacks the key gets 403.
   */
  async workspace(actor: Actor, accountId: string, permission: TeamPermission): Promise<Workspace> {
    if (accountId === actor.id) return { kind: 'personal', ownerId: actor.id };
    const team = await this.teamOf(actor);
    if (!team || team.teamId !== accountId) throw new NotFound(ACCOUNT_NOT_FOUND);
    requireRole(team.role, permission);
    return { kind: 'team', ...team };
  }

  /** The caller's team where their role holds the key: for creating in the team workspace. */
  async ownTeam(actor: Actor, permission: TeamPermission): Promise<string> {
    const team = await this.teamOf(actor);
    if (!team) throw new Forbidden(TEAM_MESSAGES.notInTeam, { path: 'fromWorkspace' });
    requireRole(team.role, permission);
    return team.teamId;
  }

  /** May the caller read a presentation held by this team's workspace? */
  async mayView(actor: Actor, accountId: string | null): Promise<boolean> {
    if (accountId === null) return false;
    const team = await this.teamOf(actor);
    return team !== null && team.teamId === accountId && roleHas(team.role, 'view-presentation');
  }
}

function requireRole(role: TeamRole, permission: TeamPermission): void {
  if (!roleHas(role, permission)) throw new Forbidden(TEAM_MESSAGES.notPermitted, { permission });
}
