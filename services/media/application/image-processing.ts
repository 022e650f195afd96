import { createHash } from 'node:crypto';
import type { Metadata } from 'sharp';
import {
  ACCEPTED_IMAGE_FORMATS,
  IMAGE_SIZE_NAMES,
  IMAGE_SIZES,
  NOT_AN_IMAGE_MESSAGE,
  UPLOAD_FAILED_MESSAGE,
  type ImageSize,
} from '../../../contracts/media/uploaded-images.js';
import { PayloadTooLarge, UnsupportedMediaType } from '../../shared-kernel/domain/domain-errors.js';

/** Decoded pixels are what an image costs in memory: a small file can declare a huge canvas (a decompression bomb). */
const MAX_INPUT_PIXELS = 50_000_000;

type Sharp = typeof import('sharp').default;
let loadedSharp: Promise<Sharp> | null = null;

/** libvips adds about 20 MB to the server's memory once loaded: loaded at the first upload, not at start. */
export function loadSharp(): Promise<Sharp> {
  loadedSharp ??= import('sharp').then(({ default: sharp }) => {
    // One libvips thread per image and no operation cache: uploads share two cores with live sessions.
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loadedSharp;
}

export interface ProcessedImage {
  readonly contentType: string;
  readonly width: number;
  readonly height: number;
  readonly hashId: string;
  /** WebP files, longest side at most IMAGE_SIZES[size], without any of the upload's metadata (EXIF, GPS, ICC). */
  readonly sizes: Readonly<Record<ImageSize, Buffer>>;
}

/**
 * An upload re-encoded: its type told by its content (libvips reads the magic bytes; the name and the declared
 * type are ignored), turned upright by its EXIF orientation, then written anew in each size with no metadata.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const { format, width, height } = await inspect(sharp, bytes);
  const decoder = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false }).autoOrient();
  const entries: [ImageSize, Buffer][] = [];
  try {
    for (const size of IMAGE_SIZE_NAMES) {
      const longest = IMAGE_SIZES[size];
      const { data } = await decoder()
        .resize({ width: longest, height: longest, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      entries.push([size, data]);
    }
  } catch {
    throw notAnImage();
  }
  return {
    contentType: `image/${format}`,
    width,
    height,
    hashId: createHash('sha256').update(bytes).digest('hex'),
    sizes: Object.fromEntries(entries) as Record<ImageSize, Buffer>,
  };
}

async function inspect(sharp: Sharp, bytes: Buffer): Promise<{ format: string; width: number; height: number }> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw notAnImage();
  }
  const format = metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format;
  if (!(ACCEPTED_IMAGE_FORMATS as readonly string[]).includes(format)) throw notAnImage();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) throw new PayloadTooLarge(UPLOAD_FAILED_MESSAGE, { maxPixels: MAX_INPUT_PIXELS });
  return { format, width: metadata.autoOrient.width, height: metadata.autoOrient.height };
}

function notAnImage(): UnsupportedMediaType {
  return new UnsupportedMediaType(UPLOAD_FAILED_MESSAGE, { reason: NOT_AN_IMAGE_MESSAGE });
}
