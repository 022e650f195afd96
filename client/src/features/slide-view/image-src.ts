import { uploadedImageOf, type ImageSize } from '../../../../contracts/media/uploaded-images.js';
import { isThemeBackgroundPath } from '../../../../contracts/themes/theme-backgrounds.js';

/**
 * Whether a link may be drawn: an upload or an official theme's background (served from this server), or an https image from another site (a picked
 * Unsplash or Giphy picture, a link a presenter pasted). The content security policy allows exactly these; plain
 * http would be mixed content on an https deployment, and anything else (data:, javascript:) is not an image link.
 */
export function isDrawableImageLink(link: string): boolean {
  if (uploadedImageOf(link) || isThemeBackgroundPath(link)) return true;
  try {
    return new URL(link).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The link to draw an image by, in the size that suits where it is shown, or null. */
export function imageSrc(image: unknown, size: ImageSize = 'large'): string | null {
  if (!image || typeof image !== 'object') return null;
  const ref = image as Partial<Record<ImageSize | 'url', unknown>>;
  for (const candidate of [ref[size], ref.url]) {
    if (typeof candidate === 'string' && isDrawableImageLink(candidate)) return candidate;
  }
  return null;
}
