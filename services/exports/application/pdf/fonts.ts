import { createRequire } from 'node:module';

const resolve = createRequire(import.meta.url).resolve;

/** DejaVu Sans, shipped as a package: the PDF and the slide images draw every script the audience may type, on any host. */
export const FONT_FILES = {
  regular: resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
} as const;

/** The family name the slide images register the font under. */
export const IMAGE_FONT_FAMILY = 'LiveSlides DejaVu Sans';
