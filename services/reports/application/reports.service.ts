import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { Actor } from '../../../contracts/events/envelope.js';
import { audienceFieldAnswers, type AudienceInfoResponse } from '../../../contracts/reports/audience-info.js';
import { reportShareStreamId } from '../../../contracts/reports/events.js';
import type { ParticipantAnswersResponse, ReportResponse, SessionListItem } from '../../../contracts/reports/report.js';
import { computeReport, participantAnswerRows, reportNeedsEveryAnswer } from '../../../projections/report/compute-report.js';
import { reportShareProjection, type ReportShareDocument } from '../../../projections/report/report-share.projection.js';
import { CommandExecutor } from '../../infrastructure/commands/command-executor.js';
import { ProjectionRunner } from '../../infrastructure/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../infrastructure/read-store/read-store.port.js';
import { LiveControlService } from '../../live/application/live-control.service.js';
import { LiveDecks } from '../../live/application/live-decks.js';
import { NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { reportShareDecider, type ReportShareCommand } from '../domain/report-share.decider.js';
import { SessionFoldReader, sessionListItem } from './session-fold-reader.js';

const SHARED_REPORT_NOT_FOUND = 'This shared report does not exist or its link was reset.';
const SESSION_NOT_FOUND = 'Session not found.';
const PARTICIPANT_NOT_FOUND = 'Participant not found.';

/** Sessions of a presentation, its report (the owner's and the shared one) and the report's share token. */
@Injectable()
export class ReportsService {
  constructor(
    private readonly folds: SessionFoldReader,
    private readonly control: LiveControlService,
    private readonly decks: LiveDecks,
    private readonly executor: CommandExecutor,
    private readonly runner: ProjectionRunner,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  async sessions(actor: Actor, presentationId: string, limit: number): Promise<SessionListItem[]> {
    await this.control.ownedDeck(actor, presentationId);
    await this.folds.caughtUp();
    return (await this.folds.sessions(presentationId, limit)).map(sessionListItem);
  }

  async session(actor: Actor, sessionId: string): Promise<SessionListItem> {
    await this.folds.caughtUp();
    const summary = await this.folds.summary(sessionId);
    // Someone else's session answers exactly as an unknown one.
    if (!summary || !(await this.control.ownedDeckOrNull(actor, summary.presentationId))) throw new NotFound(SESSION_NOT_FOUND);
    return sessionListItem(summary);
  }

  async report(actor: Actor, presentationId: string, sessionId: string | undefined): Promise<ReportResponse> {
    await this.control.ownedDeck(actor, presentationId);
    return this.reportOf(presentationId, sessionId);
  }

  async sharedReport(token: string, sessionId: string | undefined): Promise<ReportResponse> {
    return this.reportOf(await this.sharedPresentation(token), sessionId);
  }

  /** Spec doc 3 §7 audience-info-report: one person's answers, read apart from the report so it stays quick for 10,000. */
  async participantAnswers(actor: Actor, sessionId: string, audienceId: string): Promise<ParticipantAnswersResponse> {
    const { participantAnswers } = await this.audienceInfo(actor, sessionId, audienceId);
    return { participantAnswers };
  }

  /** Spec doc 3 §7 audience-info: the person as the session knows them, with the same answers as audience-info-report. */
  async audienceInfo(actor: Actor, sessionId: string, audienceId: string): Promise<AudienceInfoResponse> {
    await this.folds.caughtUp();
    const summary = await this.folds.summary(sessionId);
    // Someone else's session answers exactly as an unknown one.
    if (!summary || !(await this.control.ownedDeckOrNull(actor, summary.presentationId))) throw new NotFound(SESSION_NOT_FOUND);
    return this.answersOf(summary.presentationId, sessionId, audienceId);
  }

  /** The shared report's audience-info-report: the token opens the sessions of its presentation only. */
  async sharedParticipantAnswers(token: string, sessionId: string, audienceId: string): Promise<ParticipantAnswersResponse> {
    const presentationId = await this.sharedPresentation(token);
    await this.folds.caughtUp();
    const summary = await this.folds.summary(sessionId);
    if (!summary || summary.presentationId !== presentationId) throw new NotFound(SESSION_NOT_FOUND);
    const { participantAnswers } = await this.answersOf(presentationId, sessionId, audienceId);
    return { participantAnswers };
  }

  private async sharedPresentation(token: string): Promise<string> {
    const [share] = await this.readStore.find<ReportShareDocument>(this.runner.collectionOf(reportShareProjection.name), { where: { token }, limit: 1 });
    const deck = share ? await this.decks.get(share.presentationId) : null;
    if (!share || !deck || deck.deletedAt !== null) throw new NotFound(SHARED_REPORT_NOT_FOUND);
    return share.presentationId;
  }

  private async answersOf(presentationId: string, sessionId: string, audienceId: string): Promise<AudienceInfoResponse> {
    const [deck, person] = await Promise.all([this.decks.get(presentationId), this.folds.participant(sessionId, audienceId)]);
    if (!deck) throw new NotFound('Presentation not found.');
    if (!person) throw new NotFound(PARTICIPANT_NOT_FOUND);
    const { name, emoji, teamId, admittedAt, fields } = person.participant;
    return {
      audience: { audienceId, name, emoji, teamId, joinedAt: admittedAt, fields: audienceFieldAnswers(deck.participantInfo.fields, fields ?? {}) },
      participantAnswers: participantAnswerRows(deck, person.leaderboard, person.participant),
    };
  }

  async shareToken(actor: Actor, presentationId: string): Promise<{ token: string }> {
    await this.control.ownedDeck(actor, presentationId);
    return this.issue(actor, { type: 'EnsureShareToken', presentationId, token: newToken() });
  }

  async resetShareToken(actor: Actor, presentationId: string): Promise<{ token: string }> {
    await this.control.ownedDeck(actor, presentationId);
    return this.issue(actor, { type: 'ResetShareToken', presentationId, token: newToken() });
  }

  private async issue(actor: Actor, command: ReportShareCommand): Promise<{ token: string }> {
    const result = await this.executor.execute({ streamId: reportShareStreamId(command.presentationId), decider: reportShareDecider, command, actor });
    // The link must open as soon as its owner has it: wait for the read model that resolves it.
    if (result.position > 0) while (!(await this.runner.waitForPosition(result.position)));
    return { token: result.state.token! };
  }

  private async reportOf(presentationId: string, sessionId: string | undefined): Promise<ReportResponse> {
    await this.folds.caughtUp();
    const summaries = await this.folds.sessions(presentationId);
    const picked = sessionId === undefined ? summaries[0] : summaries.find((summary) => summary.sessionId === sessionId);
    if (sessionId !== undefined && !picked) throw new NotFound(SESSION_NOT_FOUND);
    const sessions = summaries.map(sessionListItem);
    if (!picked) return { sessions, report: null };
    const deck = await this.decks.get(presentationId);
    if (!deck) throw new NotFound('Presentation not found.');
    return { sessions, report: computeReport(deck, await this.folds.fold(picked, reportNeedsEveryAnswer(deck) ? 'read' : 'skipped')) };
  }
}

/** 32 url-safe characters from 24 random bytes. */
const newToken = () => randomBytes(24).toString('base64url');
