import { Controller, Get, HttpCode, Post, Req, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { errorBodySchema } from '../../../contracts/errors/error-body.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import { documentImportResultSchema, type DocumentImportResult } from '../../../contracts/imports/document-import.js';
import { QUIZ_SHEET_TEMPLATE_NAME, sheetImportResultSchema, type SheetImportResult } from '../../../contracts/imports/sheet-import.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ApiZodResponse } from '../../infrastructure/http/api-schema.decorators.js';
import { DocumentImports } from '../application/document-imports.js';
import { quizSheetTemplate } from '../application/quiz-sheet-template.js';
import { SheetImports } from '../application/sheet-imports.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

@ApiTags('imports')
@Controller()
export class ImportsController {
  constructor(
    private readonly documents: DocumentImports,
    private readonly sheets: SheetImports,
  ) {}

  @Post('api/upload/file-document/v2')
  @HttpCode(201)
  @UseGuards(AuthGuard)
  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file', 'presentationId'],
      properties: { file: { type: 'string', format: 'binary' }, presentationId: { type: 'string', format: 'uuid' }, type: { type: 'string', enum: ['importPpt'] } },
    },
  })
  @ApiZodResponse(201, documentImportResultSchema, "The document's slides, added to the deck (progress went to the user's sockets as presentation:import-status)")
  @ApiZodResponse(413, errorBodySchema, 'Over 50 MB, over 100 slides, or unpacking to more than the reader allows')
  @ApiZodResponse(415, errorBodySchema, "Not a pptx, ppt or PDF by its content: 'Could not upload this file (only support file pptx, ppt, pdf).'")
  @ApiZodResponse(422, errorBodySchema, "'Cannot read the document', or a .ppt on a server without LibreOffice")
  importDocument(@CurrentActor() actor: Actor, @Req() request: Request): Promise<DocumentImportResult> {
    return this.documents.import(actor, request);
  }

  @Post('api/presentation/import-sheet')
  @HttpCode(201)
  @UseGuards(AuthGuard)
  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file', 'presentationId'], properties: { file: { type: 'string', format: 'binary' }, presentationId: { type: 'string', format: 'uuid' } } } })
  @ApiZodResponse(201, sheetImportResultSchema, 'One quiz question per row of the template, added to the deck')
  @ApiZodResponse(400, errorBodySchema, 'Rows that cannot be imported, each with its path (rows[N].column)')
  importSheet(@CurrentActor() actor: Actor, @Req() request: Request): Promise<SheetImportResult> {
    return this.sheets.import(actor, request);
  }

  /** The same for everyone, so no token: a plain link downloads it. */
  @Get('api/presentation/import-sheet/template')
  async template(@Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const bytes = await quizSheetTemplate();
    response.setHeader('Content-Disposition', `attachment; filename="${QUIZ_SHEET_TEMPLATE_NAME}"`);
    return new StreamableFile(bytes, { type: XLSX, length: bytes.length });
  }
}
