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

/**
 * A PNG a reviewer can read in a screenshot: a colour field with a white ring at its centre and a dark bar along its
 * top, so a crop or a scale shows as a moved or cut ring and bar.
 */
export function picturePng(width: number, height: number, colour: string): Promise<Buffer> {
  const radius = Math.round(Math.min(width, height) / 4);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${colour}"/>
    <rect width="100%" height="${Math.round(height / 10)}" fill="#1a202c"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${radius}" fill="none" stroke="#ffffff" stroke-width="${Math.max(4, Math.round(radius / 6))}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A PNG whose left half is one colour and right half another, to show which part of it a crop keeps. */
export function halvesPng(width: number, height: number, left: string, right: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="${width / 2}" height="${height}" fill="${left}"/>
    <rect x="${width / 2}" width="${width / 2}" height="${height}" fill="${right}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
