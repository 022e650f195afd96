import type { Theme } from '../../contracts/deck/attributes.js';
import { OFFICIAL_THEMES, officialThemeLook, type OfficialThemeName } from '../../contracts/themes/official-themes.js';
import type { Upcaster } from './upcaster.js';

interface PresentationThemeAppliedV1 {
  presentationId: string;
  theme: Theme;
  slideIds: string[];
}

/**
 * Before the official themes (issue 28) the design tab offered six looks of its own, stored as a themeName and two
 * colours. Each is now the official theme nearest to it, whole (colours, palette, background, font), so decks that
 * used one look like a current theme; any other theme event is kept as it was.
 */
const LEGACY_LOOKS: Readonly<Record<string, { textColour: string; baseColour: string; official: OfficialThemeName }>> = {
  Classic: { textColour: '#313131', baseColour: '#ffffff', official: 'Day' },
  Midnight: { textColour: '#f5f5ff', baseColour: '#1c1d2b', official: 'Night' },
  Sunrise: { textColour: '#3b1d0f', baseColour: '#ffe8cc', official: 'Abstract' },
  Forest: { textColour: '#f0fff4', baseColour: '#1f4d3a', official: 'Classroom' },
  Ocean: { textColour: '#ffffff', baseColour: '#0b5cad', official: 'Science' },
  Blossom: { textColour: '#4a1033', baseColour: '#fde2f0', official: 'Harmony' },
};

export function migratedLegacyTheme(theme: Theme): Theme {
  const legacy = theme.themeId === null && theme.themeName !== null ? LEGACY_LOOKS[theme.themeName] : undefined;
  const same = (a: string | null, b: string) => a !== null && a.toLowerCase() === b;
  if (!legacy || !same(theme.textColour, legacy.textColour) || !same(theme.baseColour, legacy.baseColour)) return theme;
  return officialThemeLook(OFFICIAL_THEMES.find((official) => official.themeName === legacy.official)!);
}

export const presentationThemeAppliedV1ToV2: Upcaster = {
  eventType: 'PresentationThemeApplied',
  fromVersion: 1,
  upcast: (data) => {
    const v1 = data as PresentationThemeAppliedV1;
    return { ...v1, theme: migratedLegacyTheme(v1.theme) };
  },
};
