import { uploadedAudioViewSchema, type UploadedAudioView } from '../../../contracts/media/uploaded-audio.js';
import { uploadedImageListSchema, uploadedImageViewSchema, type UploadedImageView } from '../../../contracts/media/uploaded-images.js';
import { UPLOAD_FAILED_MESSAGE } from '../../../contracts/media/uploaded-images.js';
import type { ImageRef } from '../../../contracts/slides/common-schemas.js';
import { ApiError } from './api-error.js';
import type { HttpClient } from './http-client.js';

/** Spec doc 3 §7: POST /api/upload/image/, GET /api/uploaded/images ("My Images") and POST /api/upload/file-audio/{presentationId}. */
export function createUploadsApi(http: HttpClient) {
  return {
    async uploadImage(file: File): Promise<UploadedImageView> {
      const form = new FormData();
      form.append('file', file, file.name);
      return (await http.request('POST', '/api/upload/image/', { form, schema: uploadedImageViewSchema })).data;
    },
    async myImages(signal?: AbortSignal): Promise<UploadedImageView[]> {
      return (await http.get('/api/uploaded/images', { schema: uploadedImageListSchema, signal })).images;
    },
    async uploadAudio(presentationId: string, file: File): Promise<UploadedAudioView> {
      const form = new FormData();
      form.append('file', file, file.name);
      return (await http.request('POST', `/api/upload/file-audio/${encodeURIComponent(presentationId)}`, { form, schema: uploadedAudioViewSchema })).data;
    },
  };
}

/** An uploaded image as a slide, option or block stores it: in its three sizes. */
export function imageRefOf(image: UploadedImageView): ImageRef {
  return { url: image.large, thumbnail: image.thumbnail, large: image.large, xLarge: image.xLarge, name: image.name.slice(0, 255) };
}

/** What a failed upload says: the server's message and its reason (e.g. the file is not an image), else the spec's text. */
export function uploadFailureMessage(failure: unknown): string {
  if (!(failure instanceof ApiError)) return UPLOAD_FAILED_MESSAGE;
  const reason = (failure.body.details as { reason?: unknown } | undefined)?.reason;
  return [failure.body.message, typeof reason === 'string' ? reason : ''].join(' ').trim();
}
