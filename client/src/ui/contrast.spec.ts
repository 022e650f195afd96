import { describe, expect, it } from '@jest/globals';
import { colord } from 'colord';
import { BLANK_SLIDE_STYLE } from '../../../contracts/slides/constants.js';
import { OFFICIAL_THEMES } from '../../../contracts/themes/official-themes.js';
import { OPTION_COLOURS as EDITOR_OPTION_COLOURS } from '../features/editor/slide-catalogue.js';
import { OPTION_COLOURS } from '../features/live/results/chart-maths.js';
import { APP_SURFACES, contrastRatio, readableOn, textOn, TEXT_CONTRAST } from './contrast.js';

/** Every look a slide can ship with: the blank style and the twelve official themes. */
const SLIDE_LOOKS = [{ id: 'blank', ...BLANK_SLIDE_STYLE }, ...OFFICIAL_THEMES.map(({ slug, textColour, baseColour }) => ({ id: slug, textColour, baseColour }))];
/** The slides' dimmed text (editor.css .slide__hint/.slide__placeholder opacity, live.css --live-muted). */
const MUTED_SHARE = 0.8;

describe('contrast in every theme the product ships (WCAG 1.4.3)', () => {
  it.each(SLIDE_LOOKS)('$id: text and dimmed text read at 4.5:1 on the slide', ({ textColour, baseColour }) => {
    expect(contrastRatio(textColour, baseColour)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    const dimmed = colord(baseColour).mix(textColour, MUTED_SHARE, 'rgb').toHex();
    expect(contrastRatio(dimmed, baseColour)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it.each(SLIDE_LOOKS)('$id: every option colour, made readable, reads on the slide', ({ baseColour }) => {
    for (const colour of [...OPTION_COLOURS, ...EDITOR_OPTION_COLOURS]) {
      expect(contrastRatio(readableOn(colour, baseColour), baseColour)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });

  it('carries white text on every live option colour (letters, quiz tiles, answer buttons)', () => {
    for (const colour of OPTION_COLOURS) expect(contrastRatio('#ffffff', colour)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('writes readable text on every editor option tile', () => {
    for (const colour of EDITOR_OPTION_COLOURS) expect(contrastRatio(textOn(colour), colour)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('makes word colours readable on the app surface in light and dark mode', () => {
    for (const surface of Object.values(APP_SURFACES)) {
      for (const colour of OPTION_COLOURS) expect(contrastRatio(readableOn(colour, surface), surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });

  it('leaves a colour that already reads as it is, and moves one that does not as little as it must', () => {
    expect(readableOn('#4f46e5', '#ffffff')).toBe('#4f46e5');
    const amber = readableOn('#f59e0b', '#ffffff');
    expect(amber).not.toBe('#f59e0b');
    expect(contrastRatio(amber, '#ffffff')).toBeLessThan(7);
    expect(contrastRatio(readableOn('#4f46e5', '#1c1d2b'), '#1c1d2b')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });
});
