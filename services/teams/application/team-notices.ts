import { Injectable } from '@nestjs/common';
import type { NotificationContent } from '../../../contracts/notifications/notifications.js';
import type { TeamEvent, TeamMemberRecord } from '../../../contracts/teams/events.js';
import { invitationPagePath } from '../../../contracts/teams/views.js';
import { presenterIdForEmail } from '../../accounts/application/user-id.js';
import { IdentityRepository } from '../../accounts/application/identity-repository.js';
import { Notifier } from '../../notifications/application/notifier.js';
import type { ActiveTeam } from '../domain/team.decider.js';

const nameOf = (member: Pick<TeamMemberRecord, 'firstName' | 'lastName' | 'email'> | undefined): string =>
  member ? `${member.firstName} ${member.lastName}`.trim() || member.email : 'Someone';

/**
 * Notifications of team changes (spec doc 1 §6): what happened to the team goes to its owners and admins
 * (createdForTeam = the team); what happened to one person (invited, removed, a new role) goes to them alone.
 */
@Injectable()
export class TeamNotices {
  constructor(
    private readonly notifier: Notifier,
    private readonly identities: IdentityRepository,
  ) {}

  /** `before` is the team as it stood before the events, for those who are no longer in it. */
  async told(team: ActiveTeam, events: readonly TeamEvent[], before: ActiveTeam | null = team): Promise<void> {
    const everyone = [...(before?.members ?? []), ...team.members];
    const member = (userId: string) => everyone.find((candidate) => candidate.userId === userId);
    const teamName = team.name;
    for (const event of events) {
      switch (event.type) {
        case 'TeamInvitationSent': {
          const inviteeId = presenterIdForEmail(event.data.invitedEmail);
          const identity = await this.identities.load(inviteeId);
          if (identity.status === 'registered' && !identity.isGuest) {
            await this.personal(inviteeId, 'team-invitation', { teamName, inviterName: nameOf(member(event.data.invitedBy)) }, invitationPagePath(event.data.invitationId));
          }
          break;
        }
        case 'TeamInvitationAccepted':
          await this.toAdmins(team, event.data.member.userId, 'team-member-joined', { teamName, memberName: nameOf(event.data.member) });
          break;
        case 'TeamInvitationDeclined': {
          const invitation = team.invitations.find((candidate) => candidate.invitationId === event.data.invitationId);
          await this.toAdmins(team, null, 'team-invitation-declined', { teamName, email: invitation?.invitedEmail ?? '' });
          break;
        }
        case 'TeamMemberLeft':
          await this.toAdmins(team, event.data.userId, 'team-member-left', { teamName, memberName: nameOf(member(event.data.userId)) });
          break;
        case 'TeamMemberRemoved':
          await this.personal(event.data.userId, 'team-member-removed', { teamName }, null);
          break;
        case 'TeamMemberRoleChanged':
          await this.personal(event.data.userId, 'team-role-changed', { teamName, role: event.data.role }, null);
          break;
        default:
          break;
      }
    }
  }

  private personal(userId: string, kind: NotificationContent['kind'], params: Record<string, string>, link: string | null): Promise<void> {
    return this.notifier.notify([userId], { kind, params, link, createdForTeam: 0 });
  }

  private toAdmins(team: ActiveTeam, exceptUserId: string | null, kind: NotificationContent['kind'], params: Record<string, string>): Promise<void> {
    const admins = team.members.filter((candidate) => (candidate.role === 'owner' || candidate.role === 'admin') && candidate.userId !== exceptUserId);
    return this.notifier.notify(admins.map((admin) => admin.userId), { kind, params, link: '/apps/team/members', createdForTeam: team.teamId });
  }
}
