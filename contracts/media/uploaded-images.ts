import { z } from 'zod';

/** Spec doc 2 §8 / doc 3 §8: what a presenter reads whenever an upload fails. */
export const UPLOAD_FAILED_MESSAGE = 'Could not upload this file. Please try again.';

/** An uploaded image's largest accepted file (UPLOAD_IMAGE_MAX_BYTES may lower or raise it). */
export const DEFAULT_MAX_IMAGE_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * The sizes every uploaded image is re-encoded to (spec doc 2 §3 "image (with xLarge)", doc 3 §3 "backgroundImage
 * (thumbnail, large, xLarge)"): the longest side at most this many pixels, never enlarged.
 */
export const IMAGE_SIZES = { thumbnail: 320, large: 1280, xLarge: 2560 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;
export const IMAGE_SIZE_NAMES = Object.keys(IMAGE_SIZES) as ImageSize[];
export const imageSizeSchema = z.enum(IMAGE_SIZE_NAMES as [ImageSize, ...ImageSize[]]);

/** Formats an upload may be in, told by its content (magic bytes), never by its name. */
export const ACCEPTED_IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;
export const NOT_AN_IMAGE_MESSAGE = 'This file is not a PNG, JPEG, WebP, GIF or AVIF image.';

export const uploadedImageIdSchema = z.string().regex(/^[a-z0-9]{24,40}$/, { message: 'Must be an uploaded image id' });

/** Where an uploaded image is served: same origin, so the content security policy needs no other image host. */
export const UPLOADED_IMAGES_PATH = '/api/uploaded/images';
export const uploadedImagePath = (imageId: string, size: ImageSize) => `${UPLOADED_IMAGES_PATH}/${imageId}/${size}`;
const UPLOADED_IMAGE_PATH = /^\/api\/uploaded\/images\/([a-z0-9]{24,40})\/(thumbnail|large|xLarge)$/;
export const uploadedImagePathSchema = z.string().regex(UPLOADED_IMAGE_PATH, { message: 'Must be an uploaded image' });

/** The uploaded image a link points at, or null for a link that is not one of ours. */
export function uploadedImageOf(link: string): { imageId: string; size: ImageSize } | null {
  const match = UPLOADED_IMAGE_PATH.exec(link);
  return match ? { imageId: match[1]!, size: match[2] as ImageSize } : null;
}

/** The storage key of one size of an uploaded image (services' FileStorage). */
export const uploadedImageFileKey = (imageId: string, size: ImageSize) => `images/${imageId}/${size.toLowerCase()}.webp`;

/** An upload as its event records it. */
export const uploadedImageSchema = z.strictObject({
  id: uploadedImageIdSchema,
  originalFilename: z.string().max(255),
  /** Bytes of the file as uploaded. */
  fileSize: z.number().int().nonnegative(),
  /** What the content said it was, e.g. image/png (the name and the browser's claim are not trusted). */
  contentType: z.string().max(100),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Hex SHA-256 of the uploaded bytes (spec doc 3 §3 "hash_id"). */
  hashId: z.string().regex(/^[0-9a-f]{64}$/),
  uploadedAt: z.string(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** The answer to an upload and a "My Images" entry: the image in its sizes, ready to put on a slide. */
export const uploadedImageViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  thumbnail: z.string(),
  large: z.string(),
  xLarge: z.string(),
  width: z.number(),
  height: z.number(),
  uploadedAt: z.string(),
  /** Spec doc 3 §7 "Uploaded file: file_metadata (original_filename, file_size, content_type, storage url), hash_id". */
  file_metadata: z.object({ original_filename: z.string(), file_size: z.number(), content_type: z.string(), url: z.string() }),
  hash_id: z.string(),
});
export type UploadedImageView = z.infer<typeof uploadedImageViewSchema>;

export function uploadedImageView(image: UploadedImage): UploadedImageView {
  const large = uploadedImagePath(image.id, 'large');
  return {
    id: image.id,
    name: image.originalFilename,
    url: large,
    thumbnail: uploadedImagePath(image.id, 'thumbnail'),
    large,
    xLarge: uploadedImagePath(image.id, 'xLarge'),
    width: image.width,
    height: image.height,
    uploadedAt: image.uploadedAt,
    file_metadata: { original_filename: image.originalFilename, file_size: image.fileSize, content_type: image.contentType, url: large },
    hash_id: image.hashId,
  };
}

export const uploadedImageListSchema = z.object({ images: z.array(uploadedImageViewSchema) });
