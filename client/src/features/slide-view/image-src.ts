import { uploadedImageOf, type ImageSize } from '../../../../contracts/media/uploaded-images.js';

/**
 * The link to draw an image by, in the size that suits where it is shown, or null. Only uploads are drawn: they
 * come from this server, the one image source the content security policy allows.
 */
export function imageSrc(image: unknown, size: ImageSize = 'large'): string | null {
  if (!image || typeof image !== 'object') return null;
  const ref = image as Partial<Record<ImageSize | 'url', unknown>>;
  for (const candidate of [ref[size], ref.url]) {
    if (typeof candidate === 'string' && uploadedImageOf(candidate)) return candidate;
  }
  return null;
}
