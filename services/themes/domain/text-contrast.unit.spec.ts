import { FONT_FAMILIES } from '../../../contracts/deck/attributes.js';
import { OFFICIAL_THEME_NAMES, OFFICIAL_THEMES, officialThemeLook } from '../../../contracts/themes/official-themes.js';
import { BASE_COLOURS, DEFAULT_PALETTE, padPalette, PALETTE_2025, PALETTE_FALLBACK_COLOUR } from '../../../contracts/themes/palettes.js';
import { hasLowTextContrast, MINIMUM_TEXT_CONTRAST, textContrastRatio } from './text-contrast.js';

describe('text contrast between text and base colours (spec doc 3 §5, WCAG 2.2 1.4.3)', () => {
  it('measures the WCAG ratio: black on white is 21, a colour on itself 1', () => {
    expect(textContrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(textContrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(textContrastRatio('#6A1EBB', '#6a1ebb')).toBeCloseTo(1, 5);
    // #767676 on white is the well-known 4.54:1 grey.
    expect(textContrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it.each(OFFICIAL_THEMES.map((theme) => [theme.themeName, theme] as const))('official theme %s: its text reads on its base colour (no warning)', (_name, theme) => {
    expect(textContrastRatio(theme.textColour, theme.baseColour)).toBeGreaterThanOrEqual(MINIMUM_TEXT_CONTRAST);
    expect(hasLowTextContrast(theme.textColour, theme.baseColour)).toBe(false);
  });

  it('warns for light text on a light base', () => {
    expect(hasLowTextContrast('#FFF8E7', '#FFFFFF')).toBe(true);
    expect(hasLowTextContrast('#E5E7EB', '#F4F6F8')).toBe(true);
  });
});

describe('the official themes and palettes (spec doc 3 §3, §9)', () => {
  it('are the twelve in the spec\'s order and ids, each a whole design in its own font', () => {
    expect(OFFICIAL_THEMES.map((theme) => `${theme.themeName} ${theme.themeId}`)).toEqual(OFFICIAL_THEME_NAMES.map((name, index) => `${name} ${index + 1}`));
    expect(new Set(OFFICIAL_THEMES.map((theme) => theme.fontFamily)).size).toBe(12);
    for (const theme of OFFICIAL_THEMES) {
      expect(FONT_FAMILIES).toContain(theme.fontFamily);
      const look = officialThemeLook(theme);
      expect(look.colorPalette?.colors).toHaveLength(30);
      expect(look.colorPalette?.lighterColors).toHaveLength(30);
      expect(look.backgroundImage?.url).toBe(`/themes/backgrounds/${theme.slug}.svg`);
    }
  });

  it('has 30 default colours, a 2025 palette of 10 and 7 base colours; a palette pads by repeating, else the fallback', () => {
    expect(new Set(DEFAULT_PALETTE).size).toBe(30);
    expect(new Set(PALETTE_2025).size).toBe(10);
    expect(new Set(BASE_COLOURS).size).toBe(7);
    expect(padPalette(['#111111', '#222222']).slice(0, 5)).toEqual(['#111111', '#222222', '#111111', '#222222', '#111111']);
    expect(padPalette([])).toEqual(Array.from({ length: 30 }, () => PALETTE_FALLBACK_COLOUR));
  });
});
