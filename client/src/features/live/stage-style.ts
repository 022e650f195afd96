import type { CSSProperties } from 'react';
import { CANVAS_HEIGHT, CANVAS_WIDTH } from '../../../../contracts/slides/canvas-blocks.js';
import { BLANK_SLIDE_STYLE } from '../../../../contracts/slides/constants.js';

/** The stage's size, colours and the deck's font, the same for the presenting screen and every drawing of a slide elsewhere. */
export function stageStyle(textColour: string | null, baseColour: string | null, fontFamily?: string | null): CSSProperties {
  const base = baseColour ?? BLANK_SLIDE_STYLE.baseColour;
  return {
    ...(fontFamily && { fontFamily: deckFont(fontFamily) }),
    width: CANVAS_WIDTH,
    height: CANVAS_HEIGHT,
    color: textColour ?? BLANK_SLIDE_STYLE.textColour,
    background: base,
    // What overlays on the slide (an answer read in full) are drawn on.
    ['--stage-base' as string]: base,
  };
}

/** The deck's font (spec doc 3 §9, one of the twelve served with the app), falling back to the app's own. */
export function deckFont(fontFamily: string): string {
  return `'${fontFamily}', var(--font-sans)`;
}
