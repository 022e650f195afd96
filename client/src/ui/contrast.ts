import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import mixPlugin from 'colord/plugins/mix';

extend([a11yPlugin, mixPlugin]);

/** WCAG 2.2 1.4.3: body text needs 4.5:1; large text (24 px, or 18.66 px bold) and UI parts 3:1. */
export const TEXT_CONTRAST = 4.5;
export const LARGE_TEXT_CONTRAST = 3;

/** --color-surface of styles/base.css in light and dark mode, for colours worked out in script. */
export const APP_SURFACES = { light: '#ffffff', dark: '#1b1d29' } as const;

export function contrastRatio(foreground: string, background: string): number {
  return colord(foreground).contrast(background);
}

/**
 * The colour as close to `colour` as reads on `background` at `minimum` contrast: mixed step by step towards black or
 * white, whichever the background contrasts with more. A colour that already reads comes back unchanged.
 */
export function readableOn(colour: string, background: string, minimum: number = TEXT_CONTRAST): string {
  const base = colord(colour);
  if (!base.isValid() || !colord(background).isValid() || base.contrast(background) >= minimum) return colour;
  const towards = colord('#000000').contrast(background) >= colord('#ffffff').contrast(background) ? '#000000' : '#ffffff';
  for (let step = 1; step <= 20; step++) {
    // Judged as the hex it comes back as: rounding to 8 bits can take a hundredth off the ratio.
    const mixed = base.mix(towards, step / 20).toHex();
    if (colord(mixed).contrast(background) >= minimum) return mixed;
  }
  return towards;
}

const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#000000';

/** Text to write on a coloured tile or badge: white, or black where white would not read. */
export function textOn(background: string): string {
  return contrastRatio(LIGHT_TEXT, background) >= TEXT_CONTRAST ? LIGHT_TEXT : DARK_TEXT;
}
