import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Actor } from '../../../contracts/events/envelope.js';
import { EXPORT_NOT_READY_MESSAGE, exportFailureMessage, exportStreamId, type ExportFormat, type ExportSummary, type RequestDeckExport, type RequestExport } from '../../../contracts/exports/exports.js';
import { exportsProjection, type ExportDocument } from '../../../projections/exports/exports.projection.js';
import { CommandExecutor } from '../../infrastructure/commands/command-executor.js';
import { FILE_STORAGE, type FileStorage, type StoredFileStream } from '../../infrastructure/file-storage/file-storage.port.js';
import { ProjectionRunner } from '../../infrastructure/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../infrastructure/read-store/read-store.port.js';
import { LiveControlService } from '../../live/application/live-control.service.js';
import { LiveSessions } from '../../live/application/live-sessions.js';
import { Conflict, NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { exportDecider } from '../domain/export.decider.js';
import { EXPORT_CONTENT_TYPES, exportFileKey } from './export-files.js';
import { ExportJobs, stripped } from './export-jobs.js';

const SESSION_NOT_FOUND = 'Session not found.';
const EXPORT_NOT_FOUND = 'Export not found.';

/** Asking for an export (answered at once, written by ExportJobs), listing a session's exports, downloading one again. */
@Injectable()
export class ExportsService {
  constructor(
    private readonly commands: CommandExecutor,
    private readonly jobs: ExportJobs,
    private readonly sessions: LiveSessions,
    private readonly control: LiveControlService,
    private readonly runner: ProjectionRunner,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  async request(actor: Actor, request: RequestExport): Promise<ExportSummary> {
    return this.start(actor, await this.ownedSession(actor, request.sessionId), request.sessionId, request.format);
  }

  /** The deck's own exports (its slides as PDF or as images), of the deck as it is when the job runs. */
  async requestDeck(actor: Actor, request: RequestDeckExport): Promise<ExportSummary> {
    await this.control.ownedDeck(actor, request.presentationId);
    return this.start(actor, request.presentationId, null, request.format);
  }

  private async start(actor: Actor, presentationId: string, sessionId: string | null, format: ExportFormat): Promise<ExportSummary> {
    const exportId = randomUUID();
    const result = await this.commands.execute({
      streamId: exportStreamId(exportId),
      decider: exportDecider,
      command: { type: 'RequestExport', exportId, sessionId, presentationId, format },
      actor,
    });
    const requestedAt = (result.events[0]!.data as { requestedAt: string }).requestedAt;
    this.jobs.enqueue({ exportId, sessionId, presentationId, format, userId: actor.id });
    return { exportId, sessionId, presentationId, format, status: 'processing', requestedAt, updatedAt: requestedAt, fileName: null, bytes: null, reportUrl: null };
  }

  /** The session's exports, newest first. */
  async list(actor: Actor, sessionId: string): Promise<ExportSummary[]> {
    await this.ownedSession(actor, sessionId);
    const documents = await this.readStore.find<ExportDocument>(this.collection(), { where: { sessionId }, orderBy: [{ field: 'requestedAt', direction: 'desc' }] });
    return documents.map(stripped);
  }

  /** The deck's own exports, newest first. */
  async listDeck(actor: Actor, presentationId: string): Promise<ExportSummary[]> {
    await this.control.ownedDeck(actor, presentationId);
    const documents = await this.readStore.find<ExportDocument>(this.collection(), { where: { presentationId, sessionId: null }, orderBy: [{ field: 'requestedAt', direction: 'desc' }] });
    return documents.map(stripped);
  }

  async download(actor: Actor, exportId: string): Promise<{ summary: ExportSummary; contentType: string; file: StoredFileStream }> {
    const document = await this.readStore.get<ExportDocument>(this.collection(), exportId);
    if (!document || !(await this.control.ownedDeckOrNull(actor, document.presentationId))) throw new NotFound(EXPORT_NOT_FOUND);
    // A failed export kept no file, and a running one has none yet: its owner is told which.
    if (document.status === 'failed') throw new Conflict(exportFailureMessage(document.format));
    if (document.status === 'processing') throw new Conflict(EXPORT_NOT_READY_MESSAGE);
    const file = await this.files.stream(exportFileKey(exportId, document.format));
    if (!file) throw new NotFound(EXPORT_NOT_FOUND);
    return { summary: stripped(document), contentType: EXPORT_CONTENT_TYPES[document.format], file };
  }

  /** The session's presentation id, for its owner; anyone else is answered as for an unknown session. */
  private async ownedSession(actor: Actor, sessionId: string): Promise<string> {
    const { state } = await this.sessions.session(sessionId);
    if (state.status === 'none' || !(await this.control.ownedDeckOrNull(actor, state.presentationId))) throw new NotFound(SESSION_NOT_FOUND);
    return state.presentationId;
  }

  private collection(): string {
    return this.runner.collectionOf(exportsProjection.name);
  }
}
