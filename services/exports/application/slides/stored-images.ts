import { uploadedImageFileKey } from '../../../../contracts/media/uploaded-images.js';
import type { FileStorage } from '../../../infrastructure/file-storage/file-storage.port.js';
import { loadSharp } from '../../../media/application/image-processing.js';
import type { ImageFile } from './image-placement.js';

/** An image decoded to a file both painters take (pdfkit reads only JPEG and PNG): JPEG when opaque, PNG to keep transparency. */
export interface DecodedImage {
  readonly bytes: Buffer;
  readonly width: number;
  readonly height: number;
}

/** Null for an image the storage does not have (the stage shows nothing there either); throws for one it cannot read. */
export type ImageReader = (file: ImageFile) => Promise<DecodedImage | null>;

/** A deck tends to repeat its background on every slide: the last few images read are kept for the next slides. */
const KEPT_IMAGES = 6;
/** Stored sizes are at most 2560 px; anything bigger is not one of ours. */
const MAX_INPUT_PIXELS = 2560 * 2560;

export class UnreadableImage extends Error {}

/** Uploaded images read from the file storage, decoded by libvips off the event loop. */
export function storedImageReader(files: FileStorage): ImageReader {
  const kept = new Map<string, Promise<DecodedImage | null>>();
  return (file) => {
    const key = uploadedImageFileKey(file.imageId, file.size);
    const known = kept.get(key);
    if (known) return known;
    const read = decode(files, key);
    kept.set(key, read);
    if (kept.size > KEPT_IMAGES) kept.delete(kept.keys().next().value!);
    return read;
  };
}

async function decode(files: FileStorage, key: string): Promise<DecodedImage | null> {
  const stored = await files.get(key);
  if (!stored) return null;
  const sharp = await loadSharp();
  try {
    const image = sharp(stored, { limitInputPixels: MAX_INPUT_PIXELS });
    const { hasAlpha } = await image.metadata();
    const { data, info } = await (hasAlpha ? image.png() : image.jpeg({ quality: 90 })).toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch (error) {
    throw new UnreadableImage(`An image could not be read (${key}): ${error instanceof Error ? error.message : String(error)}`);
  }
}
