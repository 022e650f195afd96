import type { DomainEvent } from '../events/envelope.js';
import type { UploadedAudio } from './uploaded-audio.js';
import type { UploadedImage } from './uploaded-images.js';

/** A presenter's uploads, on `uploads-{userId}`: the files are in FileStorage, these events say they exist and whose. */
export const uploadsStreamId = (userId: string) => `uploads-${userId}`;

export type ImageUploaded = DomainEvent<'ImageUploaded', { image: UploadedImage }>;
export type AudioUploaded = DomainEvent<'AudioUploaded', { audio: UploadedAudio }>;
export type UploadsEvent = ImageUploaded | AudioUploaded;
