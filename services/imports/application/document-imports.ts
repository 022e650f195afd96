import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { Actor } from '../../../contracts/events/envelope.js';
import {
  IMPORT_MESSAGES,
  MAX_IMPORT_FILE_BYTES,
  MAX_IMPORTED_SLIDES,
  documentImportStreamId,
  documentUploadFieldsSchema,
  importsSlides,
  type DocumentImportResult,
  type DocumentKind,
  type ImportStatusPayload,
} from '../../../contracts/imports/document-import.js';
import type { ImageRef } from '../../../contracts/slides/common-schemas.js';
import { CommandExecutor } from '../../infrastructure/commands/command-executor.js';
import { FILE_STORAGE, type FileStorage } from '../../infrastructure/file-storage/file-storage.port.js';
import { toFieldIssues } from '../../infrastructure/http/field-issues.js';
import { receiveFile } from '../../infrastructure/http/multipart-file.js';
import type { RateLimit } from '../../infrastructure/rate-limits/rate-limit.js';
import { RateLimits } from '../../infrastructure/rate-limits/rate-limits.js';
import { ImageUploads, TOO_MANY_UPLOADS } from '../../media/application/image-uploads.js';
import { BusinessRuleViolated, DomainError, PayloadTooLarge, UnsupportedMediaType, ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import { RunDeckCommand } from '../../slides/application/run-deck-command.js';
import { documentImportDecider } from '../domain/document-import.decider.js';
import { documentSignature } from '../domain/document-signature.js';
import { importedSlideCommand } from '../domain/imported-slide-command.js';
import type { ParsedSlide, ReadFailure } from '../domain/parsed-document.js';
import { EditableDecks } from './editable-decks.js';
import { readDocument, type ReaderBudget } from './document-reader-process.js';
import { ImportNotifier } from './import-notifier.js';
import { convertPptToPptx, findSoffice } from './legacy-ppt-converter.js';

/** Generous: two cores shared with live sessions render a 100-page PDF slowly; only a document that never ends meets it. */
export const DOCUMENT_READER_BUDGET: ReaderBudget = {
  timeoutMs: 10 * 60_000,
  maxHeapMb: 512,
  limits: { maxSlides: MAX_IMPORTED_SLIDES, maxUnzippedBytes: 200 * 1024 * 1024, maxZipEntries: 10_000, maxSheetRows: 1_000 },
};
const SOFFICE_TIMEOUT_MS = 5 * 60_000;

/** A failure of the reader as the error the person reads (spec doc 3 §9 import messages). */
export function importError(failure: ReadFailure): DomainError {
  switch (failure) {
    case 'unsupportedType':
      return new UnsupportedMediaType(IMPORT_MESSAGES.unsupportedType);
    case 'tooLarge':
    case 'tooManySlides':
      return new PayloadTooLarge(IMPORT_MESSAGES.tooLarge, { maxBytes: MAX_IMPORT_FILE_BYTES, maxSlides: MAX_IMPORTED_SLIDES });
    case 'unreadable':
      return new BusinessRuleViolated(IMPORT_MESSAGES.unreadable);
    case 'legacyPptUnavailable':
      return new BusinessRuleViolated(IMPORT_MESSAGES.legacyPptUnavailable);
    default:
      return failure satisfies never;
  }
}

const KIND_OF_SIGNATURE = { pdf: 'pdf', zip: 'pptx', compoundFile: 'ppt', unknown: null } as const satisfies Record<string, DocumentKind | null>;

/**
 * Spec doc 3 §4 "Import slides": a PowerPoint or PDF becomes content slides of a deck the person may edit. The file
 * is size-limited while it arrives, typed by its bytes and read whole by a child process before anything is written;
 * then it is kept in FileStorage, its pictures become the person's uploads and each slide an ordinary AddSlide by
 * the person (in the history, undoable). A refused document writes nothing.
 */
@Injectable()
export class DocumentImports {
  private readonly logger = new Logger(DocumentImports.name);
  private readonly importsPerUser: RateLimit;

  constructor(
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
    private readonly executor: CommandExecutor,
    private readonly commands: CommandBus,
    private readonly images: ImageUploads,
    private readonly editable: EditableDecks,
    private readonly notifier: ImportNotifier,
    limits: RateLimits,
  ) {
    this.importsPerUser = limits.shared('uploadsPerUser', TOO_MANY_UPLOADS);
  }

  async import(actor: Actor, request: Request): Promise<DocumentImportResult> {
    await this.importsPerUser.take(actor.id);
    const file = await receiveFile(request, { maxBytes: MAX_IMPORT_FILE_BYTES, failureMessage: IMPORT_MESSAGES.tooLarge });
    const fields = documentUploadFieldsSchema.safeParse(file.fields);
    if (!fields.success) throw new ValidationFailed('Invalid document upload', toFieldIssues(fields.error));
    const { presentationId, importChoice } = fields.data;
    await this.editable.require(actor, presentationId);
    const kind = KIND_OF_SIGNATURE[documentSignature(file.bytes)];
    if (!kind) throw new UnsupportedMediaType(IMPORT_MESSAGES.unsupportedType);

    const importId = randomUUID();
    const status = (stage: ImportStatusPayload['stage'], done: number, total: number | null, message?: string) =>
      this.notifier.status(actor.id, { importId, presentationId, stage, done, total, ...(message ? { message } : {}) });
    status('converting', 0, null);
    let slides: ParsedSlide[];
    try {
      slides = await this.readSlides(kind, file.bytes, (done, total) => status('converting', done, total));
      // An import never stops half-way at the deck's slide limit.
      if (importsSlides(importChoice)) await this.editable.requireRoom(presentationId, slides.length);
    } catch (error) {
      status('failed', 0, null, error instanceof DomainError ? error.message : IMPORT_MESSAGES.failed);
      throw error;
    }
    const texts = slides.map((slide) => slide.text);
    // Generate only: the document is material for the AI, read and answered; nothing of it is kept.
    if (!importsSlides(importChoice)) {
      status('ready', 0, slides.length);
      return { importId, presentationId, kind, slideIds: [], texts };
    }

    // Read whole: only now is anything written (the document, its pictures as the person's uploads, the slides).
    const fileKey = `imports/${importId}/source.${kind}`;
    await this.files.put(fileKey, file.bytes);
    status('importing', 0, slides.length);
    const slideIds: string[] = [];
    for (const [index, slide] of slides.entries()) {
      const images = [];
      for (const [position, image] of slide.images.entries()) images.push(await this.storeImage(actor, Buffer.from(image), `slide-${index + 1}-image-${position + 1}`));
      const outcome = await this.commands.execute(new RunDeckCommand(actor, importedSlideCommand(presentationId, slideIds.at(-1), slide, images, randomUUID)));
      const added = outcome.events.find((event) => event.type === 'SlideAdded')?.data as { slide: { id: string } } | undefined;
      if (added) slideIds.push(added.slide.id);
      status('importing', slideIds.length, slides.length);
    }
    const record = { importId, presentationId, kind, fileName: file.filename.slice(0, 255), fileSize: file.bytes.length, fileKey, slideIds, texts };
    await this.executor.execute({ streamId: documentImportStreamId(importId), decider: documentImportDecider, command: { type: 'RecordDocumentImport', record }, actor });
    status('ready', slideIds.length, slides.length);
    return { importId, presentationId, kind, slideIds, texts };
  }

  /** Every slide of the document, read by the reader process; its failure is thrown as the person's error. */
  private async readSlides(kind: DocumentKind, bytes: Buffer, progress: (done: number, total: number) => void): Promise<ParsedSlide[]> {
    const source = kind === 'ppt' ? await this.convertLegacy(bytes) : bytes;
    const slides: ParsedSlide[] = [];
    let total = 0;
    const outcome = await readDocument(kind === 'pdf' ? 'pdf' : 'pptx', source, DOCUMENT_READER_BUDGET, {
      onTotal: (count) => (total = count),
      onSlide: async (_index, slide) => {
        slides.push(slide);
        progress(slides.length, total);
      },
    });
    if (!outcome.ok) {
      this.logger.warn(`A ${kind} could not be read: ${outcome.failure} (${outcome.detail.slice(0, 300)})`);
      throw importError(outcome.failure);
    }
    return slides;
  }

  /** A picture the image pipeline refuses (an EMF, a broken file) leaves its block out rather than the slide. */
  private async storeImage(actor: Actor, bytes: Buffer, name: string): Promise<ImageRef | null> {
    try {
      const stored = await this.images.store(actor, bytes, name);
      return { url: stored.url, thumbnail: stored.thumbnail, large: stored.large, xLarge: stored.xLarge, name };
    } catch (error) {
      if (error instanceof DomainError) return null;
      throw error;
    }
  }

  private async convertLegacy(bytes: Buffer): Promise<Buffer> {
    const soffice = await findSoffice();
    if (!soffice) throw importError('legacyPptUnavailable');
    try {
      return await convertPptToPptx(soffice, bytes, SOFFICE_TIMEOUT_MS);
    } catch (error) {
      this.logger.warn(`LibreOffice could not convert a .ppt: ${(error as Error).message}`);
      throw importError('unreadable');
    }
  }

}
