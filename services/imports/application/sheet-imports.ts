import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { Actor } from '../../../contracts/events/envelope.js';
import { IMPORT_MESSAGES, MAX_IMPORT_FILE_BYTES } from '../../../contracts/imports/document-import.js';
import { SHEET_NOT_XLSX_MESSAGE, sheetImportFieldsSchema, type SheetImportResult } from '../../../contracts/imports/sheet-import.js';
import { toFieldIssues } from '../../infrastructure/http/field-issues.js';
import { receiveFile } from '../../infrastructure/http/multipart-file.js';
import type { RateLimit } from '../../infrastructure/rate-limits/rate-limit.js';
import { RateLimits } from '../../infrastructure/rate-limits/rate-limits.js';
import { TOO_MANY_UPLOADS } from '../../media/application/image-uploads.js';
import { UnsupportedMediaType, ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import { RunDeckCommand } from '../../slides/application/run-deck-command.js';
import { documentSignature } from '../domain/document-signature.js';
import { quizQuestionCommand, readQuizSheet } from '../domain/quiz-sheet.js';
import { DOCUMENT_READER_BUDGET, importError } from './document-imports.js';
import { readDocument } from './document-reader-process.js';
import { EditableDecks } from './editable-decks.js';

/**
 * Spec doc 3 §7 "POST /api/presentation/import-sheet/": quiz questions from the template spreadsheet, read by the
 * reader process; every row is checked before any slide is added, then each question is an ordinary AddSlide.
 */
@Injectable()
export class SheetImports {
  private readonly importsPerUser: RateLimit;

  constructor(
    private readonly commands: CommandBus,
    private readonly editable: EditableDecks,
    limits: RateLimits,
  ) {
    this.importsPerUser = limits.shared('uploadsPerUser', TOO_MANY_UPLOADS);
  }

  async import(actor: Actor, request: Request): Promise<SheetImportResult> {
    await this.importsPerUser.take(actor.id);
    const file = await receiveFile(request, { maxBytes: MAX_IMPORT_FILE_BYTES, failureMessage: IMPORT_MESSAGES.tooLarge });
    const fields = sheetImportFieldsSchema.safeParse(file.fields);
    if (!fields.success) throw new ValidationFailed('Invalid sheet upload', toFieldIssues(fields.error));
    const { presentationId } = fields.data;
    await this.editable.require(actor, presentationId);
    if (documentSignature(file.bytes) !== 'zip') throw new UnsupportedMediaType(SHEET_NOT_XLSX_MESSAGE);
    const outcome = await readDocument('sheet', file.bytes, DOCUMENT_READER_BUDGET);
    if (!outcome.ok) throw outcome.failure === 'unsupportedType' ? new UnsupportedMediaType(SHEET_NOT_XLSX_MESSAGE) : importError(outcome.failure);
    const reading = readQuizSheet(outcome.rows);
    if (!reading.ok) throw new ValidationFailed('The sheet has rows that cannot be imported', reading.issues);
    // Each quiz question brings its leaderboard.
    await this.editable.requireRoom(presentationId, reading.questions.length * 2);
    const slideIds: string[] = [];
    for (const question of reading.questions) {
      const result = await this.commands.execute(new RunDeckCommand(actor, quizQuestionCommand(presentationId, slideIds.at(-1), question)));
      const added = result.events.find((event) => event.type === 'SlideAdded')?.data as { slide: { id: string } } | undefined;
      if (added) slideIds.push(added.slide.id);
    }
    return { presentationId, slideIds };
  }
}
