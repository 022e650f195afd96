import { uploadedImageOf, type ImageSize } from '../../../../contracts/media/uploaded-images.js';

/** How a picture sits in its box, as the stage's CSS fits it: whole (contain), filling it (cover), or stretched (fill). */
export type ImageFit = 'contain' | 'cover' | 'fill';

/** The part of the image, in its file's pixels, that fills the box (a background's crop data). */
export interface ImageCrop {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** An uploaded image and the size of it to draw. */
export interface ImageFile {
  readonly imageId: string;
  readonly size: ImageSize;
}

/**
 * The uploaded image an image field or block links to, or null. Pictures on other sites (a pasted or picked
 * https link) are not fetched by the server: that would let a deck make the server call any address.
 */
export function uploadedImageIn(ref: unknown): string | null {
  if (!ref || typeof ref !== 'object') return null;
  const links = ref as Partial<Record<'url' | 'large' | 'xLarge' | 'thumbnail', unknown>>;
  for (const link of [links.url, links.large, links.xLarge, links.thumbnail]) {
    const uploaded = typeof link === 'string' ? uploadedImageOf(link) : null;
    if (uploaded) return uploaded.imageId;
  }
  return null;
}

/**
 * Where the whole image is drawn so that it sits in `box` as `fit` says; the painter clips it to the box. With a
 * crop, the crop is scaled to fill the box exactly (as the stage's backdrop does) and the rest falls outside.
 */
export function placement(natural: { width: number; height: number }, box: Rect, fit: ImageFit, crop: ImageCrop | null): Rect {
  if (crop && crop.width > 0 && crop.height > 0) {
    const scaleX = box.width / crop.width;
    const scaleY = box.height / crop.height;
    return { x: box.x - crop.x * scaleX, y: box.y - crop.y * scaleY, width: natural.width * scaleX, height: natural.height * scaleY };
  }
  if (fit === 'fill' || natural.width <= 0 || natural.height <= 0) return box;
  const ratios = [box.width / natural.width, box.height / natural.height];
  const scale = fit === 'cover' ? Math.max(...ratios) : Math.min(...ratios);
  const width = natural.width * scale;
  const height = natural.height * scale;
  return { x: box.x + (box.width - width) / 2, y: box.y + (box.height - height) / 2, width, height };
}
