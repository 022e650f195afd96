import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { DeckDocument } from '../../../contracts/deck/read-model.js';
import { ADMISSION_LIMITS } from '../../../contracts/deck/participant-info.js';
import { admissionStreamId, DEFAULT_EMOJI, NOT_LIVE_MESSAGE, participantStreamId, sessionStreamId, PRIVATE_MODE_MESSAGE, SESSION_FULL_MESSAGE } from '../../../contracts/live/constants.js';
import type { AudienceMember } from '../../../contracts/live/events.js';
import type { AudienceEntryInfo, JoinSessionRequest, JoinSessionResponse } from '../../../contracts/live/join.js';
import { isTeamId, teamIdsOf, teamName, type TeamSetup } from '../../../contracts/quiz/teams.js';
import { TOKEN_SERVICE, type TokenService } from '../../accounts/auth/token-service.js';
import { CommandExecutor } from '../../infrastructure/commands/command-executor.js';
import { APP_CONFIG, type AppConfig } from '../../infrastructure/config/app-config.js';
import { BusinessRuleViolated, NotFound, ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import { PresentationReadModels } from '../../presentations/application/presentation-read-models.js';
import { AudienceAccessLimits } from './audience-access-limits.js';
import { JoinTokens } from './join-tokens.js';
import { RunSessionCommand } from './live-commands.js';
import { renewedLeaseId, SeatReclaimer } from './seat-reclaimer.js';
import { LiveDecks } from './live-decks.js';
import { LiveSessions } from './live-sessions.js';
import { SessionNotices } from './session-notices.js';
import { admissionDecider } from '../domain/admission.decider.js';
import { sessionDecider, type SessionState } from '../domain/session.decider.js';
import { teamSizesElsewhere } from './live-views/session.view.js';

/** Joins decided in one append per admission stream, so a burst of joins costs a few commits, not thousands. */
const MAX_ADMISSIONS_PER_APPEND = 500;
/** Seats a node leases at a time while seats are plenty: one contended write on the session stream per block. */
const SEAT_LEASE_BLOCK = 200;
const ADMISSION_ACTOR = { kind: 'system', id: 'admission' } as const;

interface PendingJoin {
  readonly member: AudienceMember;
  /** Team play on: the deck's teams when the person joined. */
  readonly teams: TeamSetup | undefined;
  /** The admitted member (with their team), or null when the session was full. */
  resolve(admitted: AudienceMember | null): void;
  reject(error: unknown): void;
}

/**
 * Letting the audience in: the entry page's facts, the participant info checks and the plan's seat limit.
 * Each node admits on its own admission stream against seats it leased on the session stream, so nodes
 * contend only once per block of seats, and the limit holds however many nodes admit.
 */
@Injectable()
export class AdmissionService implements OnModuleDestroy {
  private readonly queues = new Map<string, PendingJoin[]>();
  private readonly draining = new Set<string>();
  private readonly drained = new Map<string, Promise<void>>();
  /** The lease this node admits on per session, when not its node id (its first lease was reclaimed). */
  private readonly leaseIds = new Map<string, string>();
  /** Sessions this node leased seats of (returned at shutdown). */
  private readonly leasedSessions = new Set<string>();
  /** Shutting down: seats are being returned, so no one else is admitted here. */
  private closed = false;
  private readonly logger = new Logger(AdmissionService.name);

  constructor(
    private readonly presentations: PresentationReadModels,
    private readonly decks: LiveDecks,
    private readonly sessions: LiveSessions,
    private readonly commands: CommandBus,
    private readonly executor: CommandExecutor,
    private readonly notices: SessionNotices,
    @Inject(TOKEN_SERVICE) private readonly tokens: TokenService,
    private readonly joinTokens: JoinTokens,
    private readonly limits: AudienceAccessLimits,
    private readonly reclaimer: SeatReclaimer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.sessions.onSessionEvent((_entry, event) => {
      if (event.type !== 'SessionStopped') return;
      const sessionId = (event.data as { sessionId: string }).sessionId;
      this.leasedSessions.delete(sessionId);
      this.leaseIds.delete(sessionId);
    });
  }

  /** Seats this node leased and did not use go back to the session, so other nodes can admit on them (the store is still open). */
  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.draining].map((sessionId) => this.drained.get(sessionId)));
    await Promise.all(
      [...this.leasedSessions].map(async (sessionId) => {
        try {
          const leaseId = this.leaseIdOf(sessionId);
          const own = await this.executor.currentState(admissionStreamId(sessionId, leaseId), admissionDecider);
          const session = await this.executor.currentState(sessionStreamId(sessionId), sessionDecider);
          const unused = session.status === 'none' || own.closed ? 0 : (session.seatsLeased[leaseId] ?? 0) - own.admitted;
          if (unused > 0 && session.status === 'live') {
            await this.commands.execute(new RunSessionCommand(ADMISSION_ACTOR, sessionId, { type: 'ReturnSeats', nodeId: leaseId, count: unused }));
          }
        } catch (error) {
          this.logger.warn(`Seats of session ${sessionId} not returned: ${error instanceof Error ? error.message : String(error)}`);
        }
      }),
    );
  }

  /** `address`: where the request came from; `joinToken`: the session's, when the person came by QR code or join link. */
  async entryInfo(accessCode: string, address: string, joinToken?: string): Promise<AudienceEntryInfo> {
    const { deck, sessionId } = await this.locate(accessCode, address);
    await this.limits.lookedUp(deck.id, address, sessionId !== null && this.joinTokens.matches(sessionId, joinToken));
    const info = deck.participantInfo;
    return {
      presentationId: deck.id,
      presentationName: deck.name,
      live: sessionId !== null,
      privateMode: deck.settings.privateMode,
      heading: info.heading,
      isAudienceAdmission: info.isAudienceAdmission,
      showEmojiAvatar: deck.attributes.showEmojiAvatar,
      language: deck.settings.presentingLanguage ?? null,
      fields: info.fields.map((field) => ({
        id: field.id,
        name: field.name,
        fieldType: field.fieldType,
        required: field.required,
        hidden: field.hidden,
        maxLength: maxLengthOf(field.name),
      })),
      ...(deck.settings.teamPlay && { teams: teamIdsOf(deck.settings.teamCount).map((id) => ({ id, name: teamName(id) })) }),
    };
  }

  async join(request: JoinSessionRequest, address: string): Promise<JoinSessionResponse> {
    const { deck, sessionId } = await this.locate(request.accessCode, address);
    if (sessionId === null) throw new BusinessRuleViolated(NOT_LIVE_MESSAGE);
    if (deck.settings.privateMode) throw new BusinessRuleViolated(PRIVATE_MODE_MESSAGE);
    await this.limits.joining(sessionId, address, this.joinTokens.matches(sessionId, request.joinToken));
    const fields = checkFields(deck, request.fields ?? {});
    const teams = deck.settings.teamPlay ? { count: deck.settings.teamCount, size: deck.settings.teamSize } : undefined;
    if (teams && request.teamId !== undefined && !isTeamId(request.teamId, teams.count)) {
      throw new ValidationFailed('There is no such team in this quiz.', [{ path: 'teamId', message: 'Unknown team' }]);
    }
    const member: AudienceMember = {
      audienceId: randomUUID(),
      name: request.name?.trim() ?? '',
      emoji: request.emoji || DEFAULT_EMOJI,
      fields,
      ...(teams && request.teamId !== undefined && { teamId: request.teamId }),
    };
    const admitted = await new Promise<AudienceMember | null>((resolve, reject) => {
      const queue = this.queues.get(sessionId) ?? [];
      queue.push({ member, teams, resolve, reject });
      this.queues.set(sessionId, queue);
      if (this.draining.has(sessionId)) return;
      const drained = this.drain(sessionId);
      this.drained.set(sessionId, drained);
    });
    if (!admitted) {
      const session = await this.sessions.session(sessionId);
      const limit = session.state.status === 'none' ? 0 : session.state.participantLimit;
      const plan = session.state.status === 'none' ? 'free' : session.state.plan;
      this.notices.joinRefused(deck.id, sessionId, { limit, plan });
      throw new BusinessRuleViolated(SESSION_FULL_MESSAGE, { limit, plan });
    }
    // The person's answers go to a stream named by the id just drawn: nothing can be on it yet.
    this.executor.expectNewStream(participantStreamId(sessionId, member.audienceId));
    return {
      audienceId: member.audienceId,
      token: await this.tokens.issueAudience(member.audienceId, sessionId),
      presentationId: deck.id,
      sessionId,
      ...(admitted.teamId !== undefined && { teamId: admitted.teamId }),
    };
  }

  private async locate(accessCode: string, address: string): Promise<{ deck: DeckDocument; sessionId: string | null }> {
    const summary = await this.presentations.byAccessCode(accessCode.trim());
    const deck = summary && (await this.decks.get(summary.id));
    if (!deck) {
      await this.limits.missedCode(address);
      throw new NotFound('No presentation has this code. Check the code and try again.');
    }
    return { deck, sessionId: await this.sessions.currentSessionId(deck.id) };
  }

  private async drain(sessionId: string): Promise<void> {
    this.draining.add(sessionId);
    try {
      for (;;) {
        const queue = this.queues.get(sessionId) ?? [];
        if (queue.length === 0) break;
        const batch = queue.splice(0, MAX_ADMISSIONS_PER_APPEND);
        try {
          const admitted = this.closed ? [] : await this.admit(sessionId, batch);
          const byId = new Map(admitted.map((member) => [member.audienceId, member]));
          for (const pending of batch) pending.resolve(byId.get(pending.member.audienceId) ?? null);
        } catch (error) {
          for (const pending of batch) pending.reject(error);
        }
      }
    } finally {
      this.queues.delete(sessionId);
      this.draining.delete(sessionId);
      this.drained.delete(sessionId);
    }
  }

  /** Leases seats when this node holds too few for the batch, then admits on its own stream while they last. */
  private async admit(sessionId: string, batch: readonly PendingJoin[], renewed = false): Promise<AudienceMember[]> {
    const leaseId = this.leaseIdOf(sessionId);
    const streamId = admissionStreamId(sessionId, leaseId);
    const own = await this.executor.currentState(streamId, admissionDecider);
    if (own.closed) return this.admitOnNewLease(sessionId, batch, renewed);
    // Only this node leases on its lease id, and others return its seats only after closing its stream (checked above and by the append).
    let session = await this.executor.currentState(sessionStreamId(sessionId), sessionDecider);
    if (session.status !== 'live') throw new BusinessRuleViolated(NOT_LIVE_MESSAGE);
    const free = (session.seatsLeased[leaseId] ?? 0) - own.admitted;
    if (free < batch.length) {
      session = await this.lease(sessionId, leaseId, batch.length - free);
      const short = (session.status === 'live' ? (session.seatsLeased[leaseId] ?? 0) : 0) - own.admitted < batch.length;
      if (short && (await this.reclaimer.reclaim(sessionId, session, leaseId)) > 0) session = await this.lease(sessionId, leaseId, batch.length - free);
      if (session.status !== 'live') throw new BusinessRuleViolated(NOT_LIVE_MESSAGE);
    }
    const teams = batch[0]!.teams;
    const result = await this.executor.execute({
      streamId,
      decider: admissionDecider,
      actor: ADMISSION_ACTOR,
      command: {
        type: 'AdmitAudience',
        sessionId,
        presentationId: session.presentationId,
        seatsLeased: session.seatsLeased[leaseId] ?? 0,
        members: batch.map((pending) => pending.member),
        ...(teams && { teams, teamSizesElsewhere: teamSizesElsewhere(await this.sessions.session(sessionId), streamId) }),
      },
    });
    if (result.state.closed) return this.admitOnNewLease(sessionId, batch, renewed);
    return result.events.flatMap((event) => (event.type === 'AudienceAdmitted' ? [event.data] : []));
  }

  private async lease(sessionId: string, leaseId: string, wanted: number): Promise<SessionState> {
    const leased = await this.commands.execute(new RunSessionCommand(ADMISSION_ACTOR, sessionId, { type: 'LeaseSeats', nodeId: leaseId, wanted, block: SEAT_LEASE_BLOCK }));
    this.leasedSessions.add(sessionId);
    return leased.state as SessionState;
  }

  /** Another node took this lease's unused seats back (it thought this node dead): admit on a new lease, once. */
  private admitOnNewLease(sessionId: string, batch: readonly PendingJoin[], renewed: boolean): Promise<AudienceMember[]> {
    if (renewed) return Promise.resolve([]);
    this.leaseIds.set(sessionId, renewedLeaseId(this.config.nodeId, randomUUID().slice(0, 8)));
    this.logger.warn(`Session ${sessionId}: this node's seat lease was reclaimed by another node; admitting on a new lease`);
    return this.admit(sessionId, batch, true);
  }

  private leaseIdOf(sessionId: string): string {
    return this.leaseIds.get(sessionId) ?? this.config.nodeId;
  }
}

/** Spec doc 2 §5: name 20, organisation 20, email 60 characters; other fields 100. */
function maxLengthOf(fieldName: string): number {
  const key = fieldName.trim().toLowerCase();
  if (key === 'name' || key === 'your name') return ADMISSION_LIMITS.name;
  if (key === 'organisation' || key === 'organization') return ADMISSION_LIMITS.organisation;
  if (key === 'email') return ADMISSION_LIMITS.email;
  return 100;
}

function checkFields(deck: DeckDocument, given: Record<string, string>): Record<string, string> {
  const known = new Map(deck.participantInfo.fields.map((field) => [field.id, field]));
  const issues: { path: string; message: string }[] = [];
  for (const id of Object.keys(given)) if (!known.has(id)) issues.push({ path: `fields.${id}`, message: 'Unknown participant field' });
  for (const field of deck.participantInfo.fields) {
    if (field.hidden) continue;
    const value = (given[field.id] ?? '').trim();
    if (deck.participantInfo.isAudienceAdmission && field.required && value === '') {
      issues.push({ path: `fields.${field.id}`, message: `${field.name} is required` });
    }
    if (value.length > maxLengthOf(field.name)) issues.push({ path: `fields.${field.id}`, message: `${field.name} is at most ${maxLengthOf(field.name)} characters` });
  }
  if (issues.length > 0) throw new ValidationFailed(issues[0]!.message, issues);
  return Object.fromEntries(Object.entries(given).map(([id, value]) => [id, value.trim()]));
}
