import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { Actor } from '../../../contracts/events/envelope.js';
import { uploadsStreamId, type UploadsEvent } from '../../../contracts/media/events.js';
import {
  IMAGE_SIZE_NAMES,
  UPLOAD_FAILED_MESSAGE,
  uploadedImageFileKey,
  uploadedImageView,
  type ImageSize,
  type UploadedImageView,
} from '../../../contracts/media/uploaded-images.js';
import { foldEvents } from '../../shared-kernel/domain/decider.js';
import { APP_CONFIG, type AppConfig } from '../../infrastructure/config/app-config.js';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { FILE_STORAGE, type FileStorage, type StoredFileStream } from '../../infrastructure/file-storage/file-storage.port.js';
import { receiveFile } from '../../infrastructure/http/multipart-file.js';
import type { RateLimit } from '../../infrastructure/rate-limits/rate-limit.js';
import { RateLimits } from '../../infrastructure/rate-limits/rate-limits.js';
import { myImages, uploadsDecider } from '../domain/uploads.decider.js';
import { processImage } from './image-processing.js';
import { RunUploadsCommand } from './uploads-commands.js';

export const TOO_MANY_UPLOADS = 'You have uploaded many files in a short time. Please wait a little and try again.';

/**
 * Spec doc 3 §7 "POST /api/upload/image/" and "GET /api/uploaded/images". An upload is stored in every size
 * before its event is appended, and nothing ever deletes an uploaded file: a slide that shows one keeps it.
 */
@Injectable()
export class ImageUploads {
  private readonly uploadsPerUser: RateLimit;

  constructor(
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commandBus: CommandBus,
    limits: RateLimits,
  ) {
    this.uploadsPerUser = limits.shared('uploadsPerUser', TOO_MANY_UPLOADS);
  }

  async upload(actor: Actor, request: Request): Promise<UploadedImageView> {
    // The budget is taken before a byte of the file is read: decoding and re-encoding is the costly part.
    await this.uploadsPerUser.take(actor.id);
    const file = await receiveFile(request, { maxBytes: this.config.maxImageUploadBytes, failureMessage: UPLOAD_FAILED_MESSAGE });
    return this.store(actor, file.bytes, file.filename);
  }

  /** An image already received (an upload, or one taken from an imported document), stored in its sizes and recorded. */
  async store(actor: Actor, bytes: Buffer, filename: string): Promise<UploadedImageView> {
    const processed = await processImage(bytes);
    const id = randomBytes(16).toString('hex');
    for (const size of IMAGE_SIZE_NAMES) await this.files.put(uploadedImageFileKey(id, size), processed.sizes[size]);
    const image = {
      id,
      originalFilename: filename.slice(0, 255),
      fileSize: bytes.length,
      contentType: processed.contentType,
      width: processed.width,
      height: processed.height,
      hashId: processed.hashId,
    };
    const recorded = await this.commandBus.execute(new RunUploadsCommand(actor, { type: 'RecordImageUpload', image }));
    return uploadedImageView(recorded.state.images.find((entry) => entry.id === id)!);
  }

  /** "My Images": the actor's own uploads, newest first. */
  async list(actor: Actor): Promise<UploadedImageView[]> {
    const recorded = (await this.events.readStream(uploadsStreamId(actor.id))) as unknown as UploadsEvent[];
    return myImages(foldEvents(uploadsDecider, recorded)).map(uploadedImageView);
  }

  open(imageId: string, size: ImageSize): Promise<StoredFileStream | null> {
    return this.files.stream(uploadedImageFileKey(imageId, size));
  }
}
