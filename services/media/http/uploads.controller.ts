import { Controller, Get, HttpCode, Param, Post, Req, Res, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { errorBodySchema } from '../../../contracts/errors/error-body.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import {
  imageSizeSchema,
  uploadedImageIdSchema,
  uploadedImageListSchema,
  uploadedImageViewSchema,
  type ImageSize,
  type UploadedImageView,
} from '../../../contracts/media/uploaded-images.js';
import { AuthGuard, CurrentActor } from '../../accounts/auth/auth.guard.js';
import { ApiZodResponse } from '../../infrastructure/http/api-schema.decorators.js';
import { ZodValidationPipe } from '../../infrastructure/http/zod-validation.pipe.js';
import { NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { ImageUploads } from '../application/image-uploads.js';

/** An uploaded file never changes under its link (a new upload gets a new id), so browsers and proxies keep it a year. */
export const FOREVER = 'public, max-age=31536000, immutable';

@ApiTags('uploads')
@Controller()
export class UploadsController {
  constructor(private readonly uploads: ImageUploads) {}

  @Post('api/upload/image')
  @HttpCode(201)
  @UseGuards(AuthGuard)
  @ApiBearerAuth()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiZodResponse(201, uploadedImageViewSchema, 'The image in its sizes (thumbnail, large, xLarge), re-encoded without metadata')
  @ApiZodResponse(413, errorBodySchema, "Larger than the limit: 'Could not upload this file. Please try again.'")
  @ApiZodResponse(415, errorBodySchema, 'Not a PNG, JPEG, WebP, GIF or AVIF image, whatever its name says')
  upload(@CurrentActor() actor: Actor, @Req() request: Request): Promise<UploadedImageView> {
    return this.uploads.upload(actor, request);
  }

  @Get('api/uploaded/images')
  @UseGuards(AuthGuard)
  @ApiBearerAuth()
  @ApiZodResponse(200, uploadedImageListSchema, '"My Images": the caller\'s uploads, newest first')
  async list(@CurrentActor() actor: Actor): Promise<{ images: UploadedImageView[] }> {
    return { images: await this.uploads.list(actor) };
  }

  /** No token: phones and the stage load these as plain images. An id is 128 random bits, so links cannot be guessed. */
  @Get('api/uploaded/images/:imageId/:size')
  @ApiZodResponse(404, errorBodySchema, 'No such image')
  async serve(
    @Param('imageId', new ZodValidationPipe(uploadedImageIdSchema)) imageId: string,
    @Param('size', new ZodValidationPipe(imageSizeSchema)) size: ImageSize,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    const file = await this.uploads.open(imageId, size);
    if (!file) throw new NotFound('Image not found');
    response.setHeader('Cache-Control', FOREVER);
    return new StreamableFile(file.stream, { type: 'image/webp', length: file.size });
  }
}
