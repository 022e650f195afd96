import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import type { Actor } from '../../../contracts/events/envelope.js';
import { NOT_AUDIO_MESSAGE, uploadedAudioFileKey, uploadedAudioView, type AudioFormat, type UploadedAudioView } from '../../../contracts/media/uploaded-audio.js';
import { UPLOAD_FAILED_MESSAGE } from '../../../contracts/media/uploaded-images.js';
import { APP_CONFIG, type AppConfig } from '../../infrastructure/config/app-config.js';
import { FILE_STORAGE, type FileStorage, type StoredFileStream } from '../../infrastructure/file-storage/file-storage.port.js';
import { receiveFile } from '../../infrastructure/http/multipart-file.js';
import type { RateLimit } from '../../infrastructure/rate-limits/rate-limit.js';
import { RateLimits } from '../../infrastructure/rate-limits/rate-limits.js';
import { NotFound, UnsupportedMediaType } from '../../shared-kernel/domain/domain-errors.js';
import { audioFormatOf } from '../../media/domain/audio-format.js';
import { TOO_MANY_UPLOADS } from '../../media/application/image-uploads.js';
import { RunUploadsCommand } from '../../media/application/uploads-commands.js';
import { PRESENTATION_NOT_FOUND } from '../domain/presentation-lifecycle.decider.js';
import { PresentationReadModels } from './presentation-read-models.js';

/**
 * Spec doc 3 §7 "POST /api/upload/file-audio/{presentationId}": an audio file for one of the presenter's own
 * presentations, kept as uploaded (its type told by its bytes) in FileStorage before its event is appended.
 * Nothing deletes an uploaded file, so a slide or deck whose audio it is keeps it.
 */
@Injectable()
export class PresentationAudioUploads {
  private readonly uploadsPerUser: RateLimit;

  constructor(
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commandBus: CommandBus,
    private readonly presentations: PresentationReadModels,
    limits: RateLimits,
  ) {
    // One budget with image uploads (RATE_LIMIT_UPLOADS_PER_USER): both fill the same disk.
    this.uploadsPerUser = limits.shared('uploadsPerUser', TOO_MANY_UPLOADS);
  }

  async upload(actor: Actor, presentationId: string, request: Request): Promise<UploadedAudioView> {
    // Someone else's deck answers as an unknown one, before the budget is spent or a byte is read.
    const presentation = await this.presentations.summary(presentationId);
    if (!presentation || presentation.inTrash || presentation.userId !== actor.id) throw new NotFound(PRESENTATION_NOT_FOUND);
    await this.uploadsPerUser.take(actor.id);
    const file = await receiveFile(request, { maxBytes: this.config.maxAudioUploadBytes, failureMessage: UPLOAD_FAILED_MESSAGE });
    const format = audioFormatOf(file.bytes);
    if (!format) throw new UnsupportedMediaType(UPLOAD_FAILED_MESSAGE, { reason: NOT_AUDIO_MESSAGE });
    const id = randomBytes(16).toString('hex');
    await this.files.put(uploadedAudioFileKey(id, format), file.bytes);
    const audio = {
      id,
      presentationId,
      originalFilename: file.filename.slice(0, 255),
      fileSize: file.bytes.length,
      format,
      hashId: createHash('sha256').update(file.bytes).digest('hex'),
    };
    const recorded = await this.commandBus.execute(new RunUploadsCommand(actor, { type: 'RecordAudioUpload', audio }));
    return uploadedAudioView(recorded.state.audio.find((entry) => entry.id === id)!);
  }

  open(audioId: string, format: AudioFormat): Promise<StoredFileStream | null> {
    return this.files.stream(uploadedAudioFileKey(audioId, format));
  }
}
