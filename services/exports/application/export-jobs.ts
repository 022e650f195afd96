import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Writable } from 'node:stream';
import type { DeckExportFormat, ExportFormat } from '../../../contracts/exports/exports.js';
import { exportStreamId, isDeckExportFormat } from '../../../contracts/exports/exports.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import { exportsProjection, type ExportDocument } from '../../../projections/exports/exports.projection.js';
import type { ChatDocument } from '../../../projections/chat/chat.document.js';
import { chatProjection } from '../../../projections/chat/chat.projection.js';
import type { IdeasBoardDocument } from '../../../projections/ideas/ideas-board.document.js';
import { ideasBoardProjection } from '../../../projections/ideas/ideas-board.projection.js';
import type { QnaQuestionDocument } from '../../../projections/qna/qna.document.js';
import { CommandExecutor } from '../../infrastructure/commands/command-executor.js';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { FILE_STORAGE, type FileStorage } from '../../infrastructure/file-storage/file-storage.port.js';
import { ProjectionRunner } from '../../infrastructure/projections/projection-runner.js';
import { LiveDecks } from '../../live/application/live-decks.js';
import { READ_STORE, type ReadStore } from '../../infrastructure/read-store/read-store.port.js';
import { exportDecider, type ExportCommand } from '../domain/export.decider.js';
import { exportFileKey, exportFileName } from './export-files.js';
import { ExportNotifier } from './export-notifier.js';
import { ExportSources } from './export-sources.js';
import { SessionReportSource } from './pdf/session-report-source.js';

export interface ExportJob {
  readonly exportId: string;
  /** Null for the deck's own exports. */
  readonly sessionId: string | null;
  readonly presentationId: string;
  readonly format: ExportFormat;
  /** Who asked: their sockets hear the progress and the end. */
  readonly userId: string;
}

/** The job runner, as the author of each export's end (ExportCompleted, ExportFailed). */
export const EXPORT_JOBS_ACTOR: Actor = { kind: 'system', id: 'exports' };

/** Progress is sent when it has moved this much (a 10,000-person export would otherwise send 10,000 messages). */
const PROGRESS_STEP = 0.01;

/**
 * Runs exports off the request path, one at a time in the order asked: each writes its file to the file
 * storage, then records ExportCompleted or ExportFailed. Exports still processing when the server stopped
 * are run again when it starts.
 */
@Injectable()
export class ExportJobs implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ExportJobs.name);
  private queue: Promise<void> = Promise.resolve();
  private stopping = false;

  constructor(
    private readonly commands: CommandExecutor,
    private readonly sources: ExportSources,
    private readonly reports: SessionReportSource,
    private readonly decks: LiveDecks,
    private readonly notifier: ExportNotifier,
    private readonly runner: ProjectionRunner,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
  ) {}

  onApplicationBootstrap(): void {
    void this.resumeInterrupted();
  }

  onModuleDestroy(): void {
    this.stopping = true;
  }

  enqueue(job: ExportJob): void {
    // Queued behind the running export; a failure is recorded by run and never breaks the chain.
    this.queue = this.queue.then(() => new Promise<void>((resolve) => setImmediate(() => void this.run(job).finally(resolve))));
  }

  /** Resolves once every export queued so far has ended. */
  idle(): Promise<void> {
    return this.queue;
  }

  private async run(job: ExportJob): Promise<void> {
    if (this.stopping) return;
    try {
      const chunks: Buffer[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          chunks.push(chunk);
          callback();
        },
      });
      let sent = 0;
      const progress = (done: number) => {
        if (done - sent < PROGRESS_STEP && done < 1) return;
        sent = done;
        this.notifier.progress(job.userId, { exportId: job.exportId, presentationId: job.presentationId, format: job.format, progress: done });
      };
      const presentationName = await this.write(job, sink, progress);
      const bytes = Buffer.concat(chunks);
      await this.files.put(exportFileKey(job.exportId, job.format), bytes);
      await this.decide(job, { type: 'CompleteExport', exportId: job.exportId, fileName: exportFileName(presentationName, job.format), bytes: bytes.length });
    } catch (error) {
      if (this.stopping) return;
      this.logger.error(`Export ${job.exportId} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      await this.decide(job, { type: 'FailExport', exportId: job.exportId, reason: error instanceof Error ? error.message.slice(0, 200) : 'Unknown' }).catch(() => undefined);
    }
  }

  /** Writes the file; returns the presentation's name, for the download's file name. */
  private async write(job: ExportJob, sink: Writable, progress: (done: number) => void): Promise<string> {
    if (isDeckExportFormat(job.format)) return this.writeDeck(job.presentationId, job.format, sink, progress);
    if (job.sessionId === null) throw new Error('A session export without its session.');
    if (job.format === 'pdf') return this.writePdf(job.sessionId, sink, progress);
    const data = await this.sources.of(job.sessionId);
    // The workbook and CSV writers (exceljs and its zip stack) load at the first export, not with the server.
    const { writeSessionWorkbook } = await import('./session-workbook.js');
    const { writeAnswersCsv, writeQnaCsv } = await import('./session-csv.js');
    switch (job.format) {
      case 'excel':
        await writeSessionWorkbook(data, sink, progress);
        break;
      case 'answersCsv':
        await writeAnswersCsv(data, sink, progress);
        break;
      case 'qnaCsv': {
        const questions = await this.readStore.find<QnaQuestionDocument>(this.runner.collectionOf('qna'), { where: { sessionId: job.sessionId, kind: 'question' } });
        const titles = new Map(data.slides.map((slide) => [slide.id, slide.title ?? '']));
        await writeQnaCsv(questions, (slideId) => titles.get(slideId) ?? '', sink);
        progress(1);
        break;
      }
      case 'ideasCsv': {
        const { writeIdeasCsv } = await import('./contributions-csv.js');
        const boards = await this.readStore.find<IdeasBoardDocument>(this.runner.collectionOf(ideasBoardProjection.name), { where: { sessionId: job.sessionId } });
        const slides = new Map(data.slides.map((slide) => [slide.id, { order: slide.order, title: slide.title ?? '' }]));
        await writeIdeasCsv(boards, (slideId) => slides.get(slideId), sink);
        progress(1);
        break;
      }
      case 'chatCsv': {
        const { writeChatCsv } = await import('./contributions-csv.js');
        await writeChatCsv(await this.readStore.get<ChatDocument>(this.runner.collectionOf(chatProjection.name), job.sessionId), sink);
        progress(1);
        break;
      }
    }
    return data.deck.name;
  }

  /** The report as the report page shows it; pdfkit and its fonts load at the first PDF, not with the server. */
  private async writePdf(sessionId: string, sink: Writable, progress: (done: number) => void): Promise<string> {
    const report = await this.reports.of(sessionId);
    const { writeReportPdf } = await import('./pdf/report-pdf.js');
    await writeReportPdf(report, sink, progress);
    return report.presentationName;
  }

  /** The deck as it is now; pdfkit, the canvas and the zip writer load at the first such export. */
  private async writeDeck(presentationId: string, format: DeckExportFormat, sink: Writable, progress: (done: number) => void): Promise<string> {
    const deck = await this.decks.get(presentationId);
    if (!deck || deck.deletedAt !== null) throw new Error('Presentation not found.');
    const read = (await import('./slides/stored-images.js')).storedImageReader(this.files);
    if (format === 'slidesPdf') await (await import('./slides/slides-pdf.js')).writeSlidesPdf(deck, sink, progress, read);
    else await (await import('./slides/slide-images.js')).writeSlideImages(deck, sink, progress, read);
    return deck.name;
  }

  private async decide(job: ExportJob, command: ExportCommand): Promise<void> {
    const result = await this.commands.execute({ streamId: exportStreamId(job.exportId), decider: exportDecider, command, actor: EXPORT_JOBS_ACTOR });
    await this.runner.waitForPosition(result.position, 30_000);
    const document = await this.readStore.get<ExportDocument>(this.runner.collectionOf(exportsProjection.name), job.exportId);
    if (document) this.notifier.generated(job.userId, stripped(document));
  }

  private async resumeInterrupted(): Promise<void> {
    await this.runner.waitForPosition(await this.eventStore.headPosition(), 30_000);
    const running = await this.readStore.find<ExportDocument>(this.runner.collectionOf(exportsProjection.name), { where: { status: 'processing' } });
    for (const document of running) {
      const requested = (await this.eventStore.readStream(exportStreamId(document.exportId)))[0];
      const userId = (requested?.data as { requestedBy?: string } | undefined)?.requestedBy ?? '';
      this.enqueue({ exportId: document.exportId, sessionId: document.sessionId, presentationId: document.presentationId, format: document.format, userId });
    }
  }
}

/** The summary without the read model's own id field. */
export function stripped(document: ExportDocument) {
  const { id: _id, ...summary } = document;
  return summary;
}
