import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Actor } from '../../../../contracts/events/envelope.js';
import { normalizeEmail } from '../../../../contracts/identity/email.js';
import { presentationStreamId } from '../../../../contracts/presentations/constants.js';
import {
  editInvitationPagePath,
  MAX_COLLABORATORS,
  SHARED_PRESENTATIONS_LIMIT,
  SHARING_MESSAGES,
  sharingDialogPath,
  type CollaboratorsView,
  type CollaboratorView,
  type EditInvitationView,
  type InvitableRole,
  type SharedPresentationView,
} from '../../../../contracts/sharing/collaborators.js';
import { SHARING_EVENT_SCHEMA_VERSIONS, type SharingEvent } from '../../../../contracts/sharing/events.js';
import { IdentityRepository } from '../../../accounts/application/identity-repository.js';
import { presenterIdForEmail } from '../../../accounts/application/user-id.js';
import { CommandExecutor } from '../../../infrastructure/commands/command-executor.js';
import { APP_CONFIG, type AppConfig } from '../../../infrastructure/config/app-config.js';
import { MAILER, type Mailer } from '../../../infrastructure/mail/mail.port.js';
import { ProjectionRunner } from '../../../infrastructure/projections/projection-runner.js';
import type { RateLimit } from '../../../infrastructure/rate-limits/rate-limit.js';
import { RateLimits } from '../../../infrastructure/rate-limits/rate-limits.js';
import { Notifier } from '../../../notifications/application/notifier.js';
import { Forbidden, NotFound } from '../../../shared-kernel/domain/domain-errors.js';
import { PRESENTATION_NOT_FOUND } from '../../domain/presentation-lifecycle.decider.js';
import {
  activeCollaborators,
  presentationSharingDecider,
  requireMayWithTeam,
  roleWithTeam,
  type CollaboratorRecord,
  type SharingCommand,
  type SharingPerson,
  type SharingState,
} from '../../domain/presentation-sharing.decider.js';
import { PresentationReadModels } from '../presentation-read-models.js';
import { TeamWorkspaceAccess } from '../workspace/team-workspace-access.js';
import { collaboratorInvitationEmail } from './collaborator-invitation-email.js';
import { SharingReads } from './sharing-reads.js';

const logger = new Logger('Sharing');

/**
 * Sharing a presentation (spec doc 1 §3-§6): collaborators by email invitation (invited -> claimed, or removed),
 * roles, leaving, access requests. Each command runs on the presentation's own stream, so the deck decider sees
 * a role change in the same revision order as the edits; each returns once the read models show it.
 */
@Injectable()
export class SharingService {
  private readonly invitationsPerUser: RateLimit;

  constructor(
    private readonly executor: CommandExecutor,
    private readonly runner: ProjectionRunner,
    private readonly reads: SharingReads,
    private readonly presentations: PresentationReadModels,
    private readonly workspaces: TeamWorkspaceAccess,
    private readonly identities: IdentityRepository,
    private readonly notifier: Notifier,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    limits: RateLimits,
  ) {
    this.invitationsPerUser = limits.shared('collaboratorInvitationsPerUser', SHARING_MESSAGES.tooManyInvitations);
  }

  /** Anyone with a role sees the list; anyone else is answered as for an unknown presentation. */
  async collaborators(actor: Actor, presentationId: string): Promise<CollaboratorsView> {
    const state = await this.current(presentationId);
    const yourRole = roleWithTeam(state, actor.id, await this.workspaces.teamOf(actor));
    if (yourRole === null) throw new NotFound(PRESENTATION_NOT_FOUND);
    return { presentationId, ownerId: state.ownerId, yourRole, collaborators: activeCollaborators(state).map(toView), limit: MAX_COLLABORATORS };
  }

  async invite(actor: Actor, presentationId: string, emails: readonly string[], role: InvitableRole): Promise<CollaboratorsView> {
    await this.requireRegistered(actor, presentationId);
    const invitations = [...new Set(emails.map(normalizeEmail))].map((email) => ({ invitationId: randomUUID(), email }));
    // Each address may cost an email; only those who may invite get this far (the decider checks the role again).
    const team = await this.workspaces.teamOf(actor);
    requireMayWithTeam(await this.current(presentationId), actor.id, 'manage-collaborators', team, 'invite-to-edit');
    for (let count = 0; count < invitations.length; count++) await this.invitationsPerUser.take(actor.id);
    const { state, events } = await this.run(presentationId, actor, { type: 'InviteCollaborators', actorId: actor.id, role, invitations, team });
    const inviterName = await this.nameOf(actor.id);
    for (const event of events) {
      if (event.type !== 'CollaboratorInvited') continue;
      const { email, invitationId } = event.data;
      const path = editInvitationPagePath(presentationId, invitationId);
      this.mail(collaboratorInvitationEmail(email, inviterName, state.name, role, `${this.config.publicUrl}${path}`));
      if (await this.isRegistered(email)) {
        await this.notifier.notify([presenterIdForEmail(email)], { kind: 'collaborator-invited', params: { presentationName: state.name, inviterName, role }, link: path, createdForTeam: 0 });
      }
    }
    return this.collaborators(actor, presentationId);
  }

  /** The invitation as its invitee sees it before claiming; to anyone else it does not exist. */
  async invitation(actor: Actor, presentationId: string, invitationId: string): Promise<EditInvitationView> {
    const person = await this.person(actor);
    const state = await this.current(presentationId);
    const invitation = state.collaborators.find((candidate) => candidate.invitationId === invitationId);
    if (!state.exists || state.removed || !invitation || invitation.email !== person.email) throw new NotFound(SHARING_MESSAGES.invitationNotFound, { invitationId });
    return toInvitationView(state, invitation);
  }

  async claim(actor: Actor, presentationId: string, invitationId: string): Promise<EditInvitationView> {
    const person = await this.person(actor);
    const { state, events } = await this.run(presentationId, actor, { type: 'ClaimInvitation', invitationId, person });
    const invitation = state.collaborators.find((candidate) => candidate.invitationId === invitationId)!;
    if (events.length > 0) {
      await this.notifier.notify([invitation.invitedBy], { kind: 'collaborator-claimed', params: { presentationName: state.name, email: person.email }, link: sharingDialogPath(presentationId), createdForTeam: 0 });
    }
    return toInvitationView(state, invitation);
  }

  async changeRole(actor: Actor, presentationId: string, invitationId: string, role: InvitableRole): Promise<CollaboratorsView> {
    await this.run(presentationId, actor, { type: 'ChangeCollaboratorRole', actorId: actor.id, invitationId, role, team: await this.workspaces.teamOf(actor) });
    return this.collaborators(actor, presentationId);
  }

  async remove(actor: Actor, presentationId: string, invitationId: string): Promise<CollaboratorsView> {
    const { state } = await this.run(presentationId, actor, { type: 'RemoveCollaborator', actorId: actor.id, invitationId, team: await this.workspaces.teamOf(actor) });
    const removed = state.collaborators.find((candidate) => candidate.invitationId === invitationId)!;
    if (removed.userId) await this.notifier.notify([removed.userId], { kind: 'collaborator-removed', params: { presentationName: state.name }, link: null, createdForTeam: 0 });
    return this.collaborators(actor, presentationId);
  }

  async leave(actor: Actor, presentationId: string): Promise<void> {
    await this.run(presentationId, actor, { type: 'LeavePresentation', actorId: actor.id });
  }

  /**
   * Someone without access asks for it: the owner and the presentation's admins are notified with a link to its
   * sharing dialog. A presentation in the trash or unknown answers 404.
   */
  async requestAccess(actor: Actor, presentationId: string, role: 'editor' | 'viewer'): Promise<void> {
    const person = await this.person(actor);
    const { state, events } = await this.run(presentationId, actor, { type: 'RequestAccess', person, role, team: await this.workspaces.teamOf(actor) });
    if (events.length === 0) return;
    const managers = [state.ownerId, ...activeCollaborators(state).filter((collaborator) => collaborator.status === 'claimed' && collaborator.role === 'admin').map((collaborator) => collaborator.userId!)];
    await this.notifier.notify(managers, { kind: 'access-requested', params: { presentationName: state.name, email: person.email, role }, link: sharingDialogPath(presentationId), createdForTeam: 0 });
  }

  /** Shared With Me (presentations): what the caller has claimed, not in the trash. */
  async sharedWithMe(actor: Actor): Promise<{ presentations: SharedPresentationView[] }> {
    const shares = await this.reads.claimedBy(actor.id, SHARED_PRESENTATIONS_LIMIT);
    const summaries = new Map((await this.presentations.summaries(shares.map((share) => share.presentationId))).map((summary) => [summary.id, summary]));
    const presentations = shares.flatMap((share): SharedPresentationView[] => {
      const summary = summaries.get(share.presentationId);
      if (!summary || summary.inTrash) return [];
      return [{ id: summary.id, name: summary.name, ownerId: summary.userId, role: share.role, slideCount: summary.slideCount, updatedAt: summary.updatedAt }];
    });
    return { presentations };
  }

  private async run(presentationId: string, actor: Actor, command: SharingCommand): Promise<{ state: SharingState; events: readonly SharingEvent[] }> {
    const result = await this.executor.execute({
      streamId: presentationStreamId(presentationId),
      decider: presentationSharingDecider,
      command,
      actor,
      schemaVersions: SHARING_EVENT_SCHEMA_VERSIONS,
    });
    if (result.position > 0) await this.runner.waitForPosition(result.position);
    return { state: result.state, events: result.events };
  }

  private current(presentationId: string): Promise<SharingState> {
    return this.executor.currentState(presentationStreamId(presentationId), presentationSharingDecider);
  }

  /** A guest may keep their own decks but shares none: someone else's deck stays unknown to them (404 first). */
  private async requireRegistered(actor: Actor, presentationId: string): Promise<void> {
    const state = await this.current(presentationId);
    if (!state.exists || state.removed || roleWithTeam(state, actor.id, await this.workspaces.teamOf(actor)) === null) throw new NotFound(PRESENTATION_NOT_FOUND);
    await this.person(actor);
  }

  private async person(actor: Actor): Promise<SharingPerson> {
    const identity = await this.identities.load(actor.id);
    if (identity.status !== 'registered' || identity.isGuest || !identity.email) throw new Forbidden(SHARING_MESSAGES.guestsCannotShare);
    return { userId: identity.userId, email: normalizeEmail(identity.email) };
  }

  private async isRegistered(email: string): Promise<boolean> {
    const identity = await this.identities.load(presenterIdForEmail(email));
    return identity.status === 'registered' && !identity.isGuest;
  }

  private async nameOf(userId: string): Promise<string> {
    const identity = await this.identities.load(userId);
    return identity.status === 'registered' ? `${identity.firstName} ${identity.lastName ?? ''}`.trim() : 'Someone';
  }

  /** Sent after the invitation is recorded: a slow or failing mail server neither delays nor undoes it. */
  private mail(message: ReturnType<typeof collaboratorInvitationEmail>): void {
    this.mailer.send(message).catch((error: unknown) => logger.error(`The invitation email could not be sent: ${error instanceof Error ? error.message : String(error)}`));
  }
}


function toView({ invitationId, email, role, status, userId, invitedAt }: CollaboratorRecord): CollaboratorView {
  return { invitationId, email, role, status, userId, invitedAt };
}

function toInvitationView(state: SharingState, invitation: CollaboratorRecord): EditInvitationView {
  return {
    invitationId: invitation.invitationId,
    presentationId: state.presentationId,
    presentationName: state.name,
    role: invitation.role,
    status: invitation.status,
    invitedEmail: invitation.email,
  };
}
