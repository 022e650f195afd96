import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Actor } from '../../../contracts/events/envelope.js';
import { normalizeEmail } from '../../../contracts/identity/email.js';
import { teamStreamId, type JoiningPerson, type TeamEvent } from '../../../contracts/teams/events.js';
import type { AssignableTeamRole } from '../../../contracts/teams/permissions.js';
import type { CreateTeamRequest, InvitationsQuery } from '../../../contracts/teams/requests.js';
import { TEAM_MESSAGES, type InvitationView, type LicenseCountView, type TeamView } from '../../../contracts/teams/views.js';
import { BusinessRuleViolated, Forbidden, NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { IdentityRepository } from '../../accounts/application/identity-repository.js';
import { CommandExecutor } from '../../infrastructure/commands/command-executor.js';
import { APP_CONFIG, type AppConfig } from '../../infrastructure/config/app-config.js';
import { MAILER, type Mailer } from '../../infrastructure/mail/mail.port.js';
import { ProjectionRunner } from '../../infrastructure/projections/projection-runner.js';
import type { RateLimit } from '../../infrastructure/rate-limits/rate-limit.js';
import { RateLimits } from '../../infrastructure/rate-limits/rate-limits.js';
import { roleHas } from '../domain/team-permissions.js';
import { isOverQuota, memberOf, teamDecider, usedLicenses, type ActiveTeam, type TeamCommand } from '../domain/team.decider.js';
import { TeamDirectory } from './team-directory.js';
import { TeamNotices } from './team-notices.js';
import { teamInvitationEmail } from './team-invitation-email.js';
import { invitationLink, toInvitationView, toTeamView } from './team-views.js';

const logger = new Logger('Teams');

/**
 * Team use cases: each command runs on its team's stream through the one command path and returns once the
 * team directory shows it, so the caller's next read sees its own write. A person is in one team at a time.
 */
@Injectable()
export class TeamsService {
  private readonly invitationsPerTeam: RateLimit;

  constructor(
    private readonly executor: CommandExecutor,
    private readonly runner: ProjectionRunner,
    private readonly directory: TeamDirectory,
    private readonly identities: IdentityRepository,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly notices: TeamNotices,
    limits: RateLimits,
  ) {
    this.invitationsPerTeam = limits.shared('teamInvitationsPerTeam', TEAM_MESSAGES.tooManyInvitations);
  }

  async create(actor: Actor, request: CreateTeamRequest): Promise<TeamView> {
    const owner = await this.person(actor);
    await this.requireNoTeam(owner.userId);
    const teamId = randomUUID();
    const team = await this.run(teamId, actor, { type: 'CreateTeam', teamId, name: request.name, licenseQuantity: request.licenseQuantity, owner });
    return toTeamView(team, actor.id);
  }

  async mine(actor: Actor): Promise<TeamView | null> {
    const membership = await this.directory.membership(actor.id);
    const team = membership && (await this.directory.team(membership.teamId));
    return team ? toTeamView(team, actor.id) : null;
  }

  /** A team only its members may load: 404 for an unknown id, 403 for anyone outside (the client then clears its team). */
  async get(actor: Actor, teamId: string): Promise<TeamView> {
    return toTeamView(await this.teamOfMember(actor, teamId), actor.id);
  }

  async licenseCount(actor: Actor, teamId: string): Promise<LicenseCountView> {
    const team = await this.teamOfMember(actor, teamId);
    if (!roleHas(memberOf(team, actor.id)!.role, 'view-licenses-used')) throw new Forbidden(TEAM_MESSAGES.notPermitted, { permission: 'view-licenses-used' });
    return { licenseQuantity: team.licenseQuantity, numberOfUsedLicenses: usedLicenses(team), isOverQuota: isOverQuota(team) };
  }

  async changeLicenseQuantity(actor: Actor, teamId: string, licenseQuantity: number): Promise<TeamView> {
    return toTeamView(await this.run(teamId, actor, { type: 'ChangeLicenseQuantity', actorId: actor.id, licenseQuantity }), actor.id);
  }

  async changeRole(actor: Actor, teamId: string, userId: string, role: AssignableTeamRole): Promise<TeamView> {
    const { team, events } = await this.runWithEvents(teamId, actor, { type: 'ChangeMemberRole', actorId: actor.id, userId, role });
    await this.notices.told(team, events);
    return toTeamView(team, actor.id);
  }

  async removeMember(actor: Actor, memberId: string): Promise<TeamView> {
    const teamId = await this.ownTeamId(actor);
    const before = await this.directory.team(teamId);
    const { team, events } = await this.runWithEvents(teamId, actor, { type: 'RemoveMember', actorId: actor.id, userId: memberId });
    await this.notices.told(team, events, before);
    return toTeamView(team, actor.id);
  }

  async leave(actor: Actor): Promise<void> {
    const teamId = await this.ownTeamId(actor);
    const before = await this.directory.team(teamId);
    const { team, events } = await this.runWithEvents(teamId, actor, { type: 'LeaveTeam', actorId: actor.id });
    await this.notices.told(team, events, before);
  }

  async invite(actor: Actor, emails: readonly string[]): Promise<{ invitations: InvitationView[] }> {
    const teamId = await this.ownTeamId(actor);
    const invitations = [...new Set(emails.map(normalizeEmail))].map((email) => ({ invitationId: randomUUID(), email }));
    // Only those who may invite spend the team's budget (the decider checks the role again on the stream).
    const role = (await this.directory.membership(actor.id))?.role;
    if (!role || !roleHas(role, 'add-team-member')) throw new Forbidden(TEAM_MESSAGES.notPermitted, { permission: 'add-team-member' });
    for (let count = 0; count < invitations.length; count++) await this.invitationsPerTeam.take(teamId);
    const { team, events } = await this.runWithEvents(teamId, actor, { type: 'InviteMembers', actorId: actor.id, invitations });
    const inviter = memberOf(team, actor.id)!;
    for (const event of events) if (event.type === 'TeamInvitationSent') this.mail(event.data.invitedEmail, `${inviter.firstName} ${inviter.lastName}`.trim(), team.name, event.data.invitationId);
    await this.notices.told(team, events);
    const asked = new Set(invitations.map((invitation) => invitation.email));
    return { invitations: team.invitations.filter((invitation) => invitation.status === 'pending' && asked.has(invitation.invitedEmail)).map((invitation) => toInvitationView(teamId, invitation)) };
  }

  /** Invitations addressed to the caller's own email; naming another email is refused. */
  async invitationsFor(actor: Actor, query: InvitationsQuery): Promise<{ invitations: InvitationView[] }> {
    const { email } = await this.person(actor);
    if (query.email !== undefined && normalizeEmail(query.email) !== email) throw new Forbidden('You can only list invitations sent to your own email address.', { path: 'email' });
    const found = await this.directory.invitationsFor(email, query.status);
    return { invitations: found.map((invitation) => toInvitationView(invitation.teamId, invitation)) };
  }

  async cancel(actor: Actor, invitationId: string): Promise<InvitationView> {
    const teamId = await this.teamOfInvitation(invitationId);
    return this.invitationAfter(teamId, invitationId, await this.run(teamId, actor, { type: 'CancelInvitation', actorId: actor.id, invitationId }));
  }

  async view(actor: Actor, invitationId: string): Promise<InvitationView> {
    const { email } = await this.person(actor);
    const teamId = await this.teamOfInvitation(invitationId);
    return this.invitationAfter(teamId, invitationId, await this.run(teamId, actor, { type: 'ViewInvitation', invitationId, email }));
  }

  async accept(actor: Actor, invitationId: string): Promise<TeamView> {
    const person = await this.person(actor);
    const teamId = await this.teamOfInvitation(invitationId);
    const membership = await this.directory.membership(person.userId);
    if (membership && membership.teamId !== teamId) throw new BusinessRuleViolated(TEAM_MESSAGES.alreadyInTeam);
    const { team, events } = await this.runWithEvents(teamId, actor, { type: 'AcceptInvitation', invitationId, person });
    await this.notices.told(team, events);
    return toTeamView(team, actor.id);
  }

  async decline(actor: Actor, invitationId: string): Promise<InvitationView> {
    const { email } = await this.person(actor);
    const teamId = await this.teamOfInvitation(invitationId);
    const { team, events } = await this.runWithEvents(teamId, actor, { type: 'DeclineInvitation', invitationId, email });
    await this.notices.told(team, events);
    return this.invitationAfter(teamId, invitationId, team);
  }

  private invitationAfter(teamId: string, invitationId: string, team: ActiveTeam): InvitationView {
    return toInvitationView(teamId, team.invitations.find((invitation) => invitation.invitationId === invitationId)!);
  }

  private async run(teamId: string, actor: Actor, command: TeamCommand): Promise<ActiveTeam> {
    return (await this.runWithEvents(teamId, actor, command)).team;
  }

  private async runWithEvents(teamId: string, actor: Actor, command: TeamCommand): Promise<{ team: ActiveTeam; events: readonly TeamEvent[] }> {
    const result = await this.executor.execute({ streamId: teamStreamId(teamId), decider: teamDecider, command, actor });
    if (result.position > 0) await this.runner.waitForPosition(result.position);
    if (result.state.status !== 'active') throw new NotFound(TEAM_MESSAGES.teamNotFound);
    return { team: result.state, events: result.events };
  }

  /** The caller as a team knows them; guests have no email, so no team. */
  private async person(actor: Actor): Promise<JoiningPerson> {
    const identity = await this.identities.load(actor.id);
    if (identity.status !== 'registered' || identity.isGuest || !identity.email) throw new Forbidden(TEAM_MESSAGES.guestsHaveNoTeam);
    return { userId: identity.userId, email: identity.email, firstName: identity.firstName, lastName: identity.lastName };
  }

  private async requireNoTeam(userId: string): Promise<void> {
    if (await this.directory.membership(userId)) throw new BusinessRuleViolated(TEAM_MESSAGES.alreadyInTeam);
  }

  private async ownTeamId(actor: Actor): Promise<string> {
    const membership = await this.directory.membership(actor.id);
    if (!membership) throw new Forbidden(TEAM_MESSAGES.notInTeam);
    return membership.teamId;
  }

  private async teamOfMember(actor: Actor, teamId: string): Promise<ActiveTeam> {
    const team = await this.directory.team(teamId);
    if (!team) throw new NotFound(TEAM_MESSAGES.teamNotFound, { accountId: teamId });
    if (!memberOf(team, actor.id)) throw new Forbidden(TEAM_MESSAGES.notPermitted);
    return team;
  }

  private async teamOfInvitation(invitationId: string): Promise<string> {
    const invitation = await this.directory.invitation(invitationId);
    if (!invitation) throw new NotFound(TEAM_MESSAGES.invitationNotFound, { invitationId });
    return invitation.teamId;
  }

  /** Sent after the invitation is recorded: a slow or failing mail server neither delays nor undoes it. */
  private mail(to: string, inviterName: string, teamName: string, invitationId: string): void {
    this.mailer.send(teamInvitationEmail(to, inviterName, teamName, invitationLink(this.config.publicUrl, invitationId))).catch((error: unknown) => {
      logger.error(`The invitation email could not be sent: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
}
