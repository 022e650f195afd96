import type { CSSProperties } from 'react';
import { hexColourSchema } from '../../../../contracts/slides/common-schemas.js';
import { fontFamilySchema } from '../../../../contracts/deck/attributes.js';
import { deckFont } from '../live/stage-style.js';

/**
 * The phone's slide heading drawn in the slide's own look (its theme's base and text colours and the deck's font),
 * as the stage draws it; values a phone was not sent, or cannot read, leave the app's look.
 */
export function slideHeroStyle(settings: Record<string, unknown>): CSSProperties {
  const base = hexColourSchema.safeParse(settings.baseColour);
  const text = hexColourSchema.safeParse(settings.textColour);
  const font = fontFamilySchema.safeParse(settings.fontFamily);
  return {
    ...(base.success && text.success && { backgroundColor: base.data, color: text.data, ['--stage-base' as string]: base.data }),
    ...(font.success && { fontFamily: deckFont(font.data) }),
  };
}
