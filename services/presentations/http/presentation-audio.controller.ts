import { Controller, Get, HttpCode, Param, Post, Req, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { errorBodySchema } from '../../../contracts/errors/error-body.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import { AUDIO_CONTENT_TYPES, uploadedAudioFileOf, uploadedAudioFileSchema, uploadedAudioViewSchema, type UploadedAudioView } from '../../../contracts/media/uploaded-audio.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ApiZodResponse } from '../../infrastructure/http/api-schema.decorators.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { FOREVER } from '../../media/http/uploads.controller.js';
import { PresentationAudioUploads } from '../application/presentation-audio-uploads.js';
import { presentationIdParamSchema } from './presentation-id.param.js';

@ApiTags('uploads')
@Controller()
/** Spec doc 3 §7 POST /api/upload/file-audio/{presentationId}, and the uploaded audio served back. */
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

  /** No token: the stage and phones play these as plain audio. An id is 128 random bits, so links cannot be guessed. */
  @Get('api/uploaded/audio/:audioFile')
  @ApiZodResponse(404, errorBodySchema, 'No such audio file')
  async serve(@Param('audioFile', new ZodValidationPipe(uploadedAudioFileSchema)) audioFile: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const { audioId, format } = uploadedAudioFileOf(audioFile)!;
    const file = await this.uploads.open(audioId, format);
    if (!file) throw new NotFound('Audio not found');
    response.setHeader('Cache-Control', FOREVER);
    return new StreamableFile(file.stream, { type: AUDIO_CONTENT_TYPES[format], length: file.size });
  }
}
