import { imageSrc } from './image-src.js';

/** An option's picture (image choice, pick image), beside its label; the label names it, so the picture adds no text. */
export function OptionImage({ image, className }: { readonly image: unknown; readonly className: string }) {
  const src = imageSrc(image, 'thumbnail');
  return src ? <img className={className} src={src} alt="" /> : null;
}
