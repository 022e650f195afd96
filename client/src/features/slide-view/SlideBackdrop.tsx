import { useState, type CSSProperties } from 'react';
import type { SlideMedia } from '../../../../contracts/slides/slide-media.js';
import { BLANK_SLIDE_STYLE } from '../../../../contracts/slides/constants.js';
import { imageSrc } from './image-src.js';

interface Props {
  readonly media: SlideMedia;
  readonly baseColour: string | null | undefined;
  /** Thumbnails load the small file. */
  readonly size?: 'thumbnail' | 'xLarge';
}

/**
 * A slide's background image (spec doc 2 §3): the part its crop data picks, covering the slide, under a veil of
 * the base colour; `visibility` is how much of the image shows through (default 20).
 */
export function SlideBackdrop({ media, baseColour, size = 'xLarge' }: Props) {
  const crop = media.backgroundImageCropperData;
  // Crop data is in the full image's pixels, which a thumbnail file does not have: a cropped background draws the full file.
  const src = imageSrc(media.backgroundImage, crop ? 'xLarge' : size);
  const [natural, setNatural] = useState<{ src: string; width: number; height: number } | null>(null);
  if (!src) return null;
  const measured = natural?.src === src ? natural : null;
  // The crop is in the image's own pixels: scale the whole image so the crop fills the slide, then shift it into place.
  const cropped: CSSProperties | null =
    crop && measured && crop.width > 0 && crop.height > 0
      ? {
          // The shorthand first: the sides that follow override its left and top.
          inset: 'auto',
          objectFit: 'fill',
          width: `${(measured.width / crop.width) * 100}%`,
          height: `${(measured.height / crop.height) * 100}%`,
          left: `${(-crop.x / crop.width) * 100}%`,
          top: `${(-crop.y / crop.height) * 100}%`,
        }
      : null;
  return (
    <div className="slide-backdrop" aria-hidden="true">
      <img
        className="slide-backdrop__image"
        src={src}
        alt=""
        style={cropped ?? undefined}
        data-cropped={cropped ? 'true' : undefined}
        onLoad={(event) => setNatural({ src, width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
      />
      <div className="slide-backdrop__veil" style={{ backgroundColor: baseColour ?? BLANK_SLIDE_STYLE.baseColour, opacity: 1 - (media.visibility ?? BLANK_SLIDE_STYLE.visibility) / 100 }} />
    </div>
  );
}
