import { pipeline } from 'node:stream/promises';
import { Controller, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { errorBodySchema } from '../../../contracts/errors/error-body.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import { AUDIO_CONTENT_TYPES, uploadedAudioFileOf, uploadedAudioFileSchema, uploadedAudioViewSchema, type UploadedAudioView } from '../../../contracts/media/uploaded-audio.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ApiZodResponse } from '../../infrastructure/http/api-schema.decorators.js';
import { requestedRange, sliceOf } from '../../infrastructure/http/byte-range.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { FOREVER } from '../../media/http/uploads.controller.js';
import { PresentationAudioUploads } from '../application/presentation-audio-uploads.js';
import { presentationIdParamSchema } from './presentation-id.param.js';

/** Spec doc 3 §7 POST /api/upload/file-audio/{presentationId}, and the uploaded audio served back. */
@ApiTags('uploads')
@Controller()
export class PresentationAudioController {
  constructor(private readonly uploads: PresentationAudioUploads) {}

  @Post('api/upload/file-audio/:presentationId')
  @HttpCode(201)
  @UseGuards(AuthGuard)
  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiZodResponse(201, uploadedAudioViewSchema, 'The audio file as uploaded, at a link a slide or the presentation can play')
  @ApiZodResponse(404, errorBodySchema, 'No such presentation of the caller')
  @ApiZodResponse(413, errorBodySchema, "Larger than the limit: 'Could not upload this file. Please try again.'")
  @ApiZodResponse(415, errorBodySchema, 'Not MP3, Ogg, WAV or M4A audio, whatever its name says')
  upload(
    @CurrentActor() actor: Actor,
    @Param('presentationId', new ZodValidationPipe(presentationIdParamSchema)) presentationId: string,
    @Req() request: Request,
  ): Promise<UploadedAudioView> {
    return this.uploads.upload(actor, presentationId, request);
  }

  /**
   * No token: the stage and phones play these as plain audio. An id is 128 random bits, so links cannot be guessed.
   * A byte range is served as asked (206): Chrome seeks in a player only when the server takes ranges.
   */
  @Get('api/uploaded/audio/:audioFile')
  @ApiZodResponse(404, errorBodySchema, 'No such audio file')
  async serve(
    @Param('audioFile', new ZodValidationPipe(uploadedAudioFileSchema)) audioFile: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const { audioId, format } = uploadedAudioFileOf(audioFile)!;
    const file = await this.uploads.open(audioId, format);
    if (!file) throw new NotFound('Audio not found');
    const range = requestedRange(request, file.size);
    response.setHeader('Cache-Control', FOREVER);
    response.setHeader('Accept-Ranges', 'bytes');
    response.setHeader('Content-Type', AUDIO_CONTENT_TYPES[format]);
    if (range) {
      response.status(206);
      response.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
      response.setHeader('Content-Length', range.end - range.start + 1);
    } else {
      response.setHeader('Content-Length', file.size);
    }
    // A player that seeks elsewhere drops its request midway: pipeline closes both ends, and that is no error.
    await pipeline(range ? sliceOf(file.stream, range) : file.stream, response).catch(() => undefined);
  }
}
