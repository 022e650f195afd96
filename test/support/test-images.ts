import sharp from 'sharp';

/** A small JPEG carrying EXIF (a camera model and an orientation), as phones write them. */
export function photoWithExif(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .withExif({ IFD0: { Model: 'Secret Camera 9000', Copyright: 'Someone private' } })
    .toBuffer();
}

/** A PNG of random pixels: it cannot be compressed, so its file size follows its pixel count. */
export function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
}

/** A plain PNG of one colour, for slides in end-to-end decks. */
export function colourPng(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
}
