import { Body, Controller, Get, HttpCode, Param, Post, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import type { Actor } from '../../../contracts/events/envelope.js';
import { requestDeckExportSchema, requestExportSchema, type ExportSummary, type RequestDeckExport, type RequestExport } from '../../../contracts/exports/exports.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ApiZodBody } from '../../infrastructure/http/api-schema.decorators.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { presentationIdParamSchema } from '../../presentations/http/presentation-id.param.js';
import { ExportsService } from '../application/exports.service.js';

const uuidParam = new ZodValidationPipe(z.string().uuid({ message: 'Must be a UUID' }));

/** Issue 23: exports of a session, written off the request path (progress and the end arrive over the socket). */
@ApiTags('exports')
@ApiBearerAuth()
@UseGuards(AuthGuard)
@Controller('api/exports')
export class ExportsController {
  constructor(private readonly exports: ExportsService) {}

  /** Answered at once with status 'processing'; presentation:report_generated follows on the caller's sockets. */
  @Post()
  @HttpCode(202)
  @ApiZodBody(requestExportSchema)
  request(@CurrentActor() actor: Actor, @Body(new ZodValidationPipe(requestExportSchema)) body: RequestExport): Promise<ExportSummary> {
    return this.exports.request(actor, body);
  }

  /** The deck's slides as a PDF or a zip of images; answered at once like a session's exports. */
  @Post('deck')
  @HttpCode(202)
  @ApiZodBody(requestDeckExportSchema)
  requestDeck(@CurrentActor() actor: Actor, @Body(new ZodValidationPipe(requestDeckExportSchema)) body: RequestDeckExport): Promise<ExportSummary> {
    return this.exports.requestDeck(actor, body);
  }

  @Get('deck/:presentationId')
  listDeck(@CurrentActor() actor: Actor, @Param('presentationId', new ZodValidationPipe(presentationIdParamSchema)) presentationId: string): Promise<ExportSummary[]> {
    return this.exports.listDeck(actor, presentationId);
  }

  @Get('session/:liveSessionId')
  list(@CurrentActor() actor: Actor, @Param('liveSessionId', uuidParam) sessionId: string): Promise<ExportSummary[]> {
    return this.exports.list(actor, sessionId);
  }

  /** A finished export, as often as it is asked for. */
  @Get(':exportId/download')
  async download(@CurrentActor() actor: Actor, @Param('exportId', uuidParam) exportId: string, @Res() response: Response): Promise<void> {
    const { summary, contentType, file } = await this.exports.download(actor, exportId);
    response.setHeader('Content-Type', contentType);
    response.setHeader('Content-Length', file.size);
    response.setHeader('Content-Disposition', `attachment; filename="export.${summary.fileName?.split('.').pop() ?? 'bin'}"; filename*=UTF-8''${encodeURIComponent(summary.fileName ?? '')}`);
    // A client that goes away midway closes both ends, and that is no error.
    await pipeline(file.stream, response).catch(() => undefined);
  }
}
