import { BASE_COLOURS, DEFAULT_PALETTE, PALETTE_2025, padPalette } from './palettes.js';
import { LIGHTER_SHARE, OFFICIAL_THEMES, lighter } from './official-themes.js';

/** Spec doc 3 §7 "GET /api/preset/color-palettes and /api/preset/v2/color-palettes": the palettes a deck can take. */
export interface ColorPalettePreset {
  readonly key: string;
  readonly name: string;
  /** Always 30 colours: chart bars, option colours and word colours take them in order. */
  readonly colors: readonly string[];
  readonly lighterColors: readonly string[];
}

export interface ColorPalettePresetsView {
  readonly colorPalettes: readonly ColorPalettePreset[];
  /** The 7 base colours a slide background is picked from. */
  readonly baseColours: readonly string[];
}

function preset(key: string, name: string, colours: readonly string[]): ColorPalettePreset {
  const colors = padPalette(colours);
  return { key, name, colors, lighterColors: colors.map((colour) => lighter(colour, LIGHTER_SHARE)) };
}

/** v1: the default palette of 30 only, as the first version of the route offered. */
export const COLOR_PALETTE_PRESETS_V1: ColorPalettePresetsView = {
  colorPalettes: [preset('default', 'Default', DEFAULT_PALETTE)],
  baseColours: BASE_COLOURS,
};

/** v2 adds the 2025 palette and each official theme's palette, so a deck can wear a theme's colours alone. */
export const COLOR_PALETTE_PRESETS_V2: ColorPalettePresetsView = {
  colorPalettes: [
    preset('default', 'Default', DEFAULT_PALETTE),
    preset('2025', '2025', PALETTE_2025),
    ...OFFICIAL_THEMES.map((theme) => preset(`theme-${theme.slug}`, theme.themeName, theme.accents)),
  ],
  baseColours: BASE_COLOURS,
};
