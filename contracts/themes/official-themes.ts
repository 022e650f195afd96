import type { FontFamily, Theme } from '../deck/attributes.js';
import { padPalette } from './palettes.js';
import { themeBackgroundPath } from './theme-backgrounds.js';

/** Spec doc 3 §3 "Twelve official themes: Day 1, Dusk 2, ... Business 12": the name, then the theme's id. */
export const OFFICIAL_THEME_NAMES = ['Day', 'Dusk', 'Night', 'Meeting', 'Classroom', 'Calm', 'Science', 'Party', 'Harmony', 'Abstract', 'Geometric', 'Business'] as const;
export type OfficialThemeName = (typeof OFFICIAL_THEME_NAMES)[number];

export interface OfficialTheme {
  readonly themeId: string;
  readonly themeName: OfficialThemeName;
  /** The file name of its background under THEME_BACKGROUNDS_PATH. */
  readonly slug: Lowercase<OfficialThemeName>;
  readonly textColour: string;
  readonly baseColour: string;
  /** How much of the background shows through the base colour, in per cent. */
  readonly visibility: number;
  readonly fontFamily: FontFamily;
  /** The theme's own colours, first to last; the palette repeats them to 30. */
  readonly accents: readonly string[];
}

/** Each theme one design: a base and text colour that read, a background drawn in its accents, and its own font. */
export const OFFICIAL_THEMES: readonly OfficialTheme[] = [
  { themeId: '1', themeName: 'Day', slug: 'day', textColour: '#1F2937', baseColour: '#FFFFFF', visibility: 70, fontFamily: 'Plus Jakarta Sans', accents: ['#F59E0B', '#0EA5E9', '#10B981', '#F43F5E', '#6366F1'] },
  { themeId: '2', themeName: 'Dusk', slug: 'dusk', textColour: '#FFEDE0', baseColour: '#2D1B4E', visibility: 60, fontFamily: 'Poppins', accents: ['#FB923C', '#F472B6', '#A78BFA', '#FACC15', '#38BDF8'] },
  { themeId: '3', themeName: 'Night', slug: 'night', textColour: '#E2E8F0', baseColour: '#0F172A', visibility: 70, fontFamily: 'Inter', accents: ['#818CF8', '#38BDF8', '#F0ABFC', '#FDE68A', '#34D399'] },
  { themeId: '4', themeName: 'Meeting', slug: 'meeting', textColour: '#1E3A5F', baseColour: '#F4F6F8', visibility: 60, fontFamily: 'Open Sans', accents: ['#2563EB', '#0D9488', '#F97316', '#64748B', '#9333EA'] },
  { themeId: '5', themeName: 'Classroom', slug: 'classroom', textColour: '#F8FAFC', baseColour: '#1F4D3A', visibility: 50, fontFamily: 'Nunito', accents: ['#FDE047', '#F9A8D4', '#93C5FD', '#FDBA74', '#86EFAC'] },
  { themeId: '6', themeName: 'Calm', slug: 'calm', textColour: '#23413C', baseColour: '#E8F3F1', visibility: 70, fontFamily: 'Lato', accents: ['#0F766E', '#5B8DB8', '#B7791F', '#7C6FA8', '#4D7C0F'] },
  { themeId: '7', themeName: 'Science', slug: 'science', textColour: '#D6F5FF', baseColour: '#0B2239', visibility: 60, fontFamily: 'Roboto Mono', accents: ['#22D3EE', '#A3E635', '#F472B6', '#FBBF24', '#818CF8'] },
  { themeId: '8', themeName: 'Party', slug: 'party', textColour: '#FFF1F8', baseColour: '#3B0764', visibility: 70, fontFamily: 'Montserrat', accents: ['#F472B6', '#FACC15', '#22D3EE', '#A3E635', '#FB923C'] },
  { themeId: '9', themeName: 'Harmony', slug: 'harmony', textColour: '#5A3821', baseColour: '#FDF6EC', visibility: 70, fontFamily: 'Merriweather', accents: ['#B45309', '#9F1239', '#3F6212', '#1D4ED8', '#6B21A8'] },
  { themeId: '10', themeName: 'Abstract', slug: 'abstract', textColour: '#2B2118', baseColour: '#FFF4E6', visibility: 70, fontFamily: 'Raleway', accents: ['#E4572E', '#2EC4B6', '#7B4B94', '#F2C14E', '#1E6F5C'] },
  { themeId: '11', themeName: 'Geometric', slug: 'geometric', textColour: '#F5F5F5', baseColour: '#1E1E24', visibility: 60, fontFamily: 'Roboto', accents: ['#FF9F1C', '#2EC4B6', '#E71D36', '#A78BFA', '#FDFFFC'] },
  { themeId: '12', themeName: 'Business', slug: 'business', textColour: '#0A2540', baseColour: '#FFFFFF', visibility: 60, fontFamily: 'Playfair Display', accents: ['#0A2540', '#635BFF', '#00A2A8', '#C2410C', '#475569'] },
];

/** A colour moved towards white by `share` (0-1): the palette's lighter colours. */
export function lighter(hex: string, share: number): string {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  const channel = (shift: number) => {
    const own = (value >> shift) & 0xff;
    return Math.round(own + (255 - own) * share).toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`.toUpperCase();
}

/** The share of white in a palette's lighter colours. */
export const LIGHTER_SHARE = 0.6;

/** An official theme as the deck applies it (the shape PATCH /api/presentation/{id}/theme and the theme lists carry). */
export function officialThemeLook(theme: OfficialTheme): Theme {
  const colors = padPalette(theme.accents);
  return {
    themeId: theme.themeId,
    themeName: theme.themeName,
    themeThumbnail: null,
    colorPalette: { colors, lighterColors: colors.map((colour) => lighter(colour, LIGHTER_SHARE)) },
    textColour: theme.textColour,
    baseColour: theme.baseColour,
    visibility: theme.visibility,
    backgroundImage: { url: themeBackgroundPath(theme.slug), name: `${theme.themeName} background` },
    fontFamily: theme.fontFamily,
  };
}

export const officialThemeById = (themeId: string): OfficialTheme | undefined => OFFICIAL_THEMES.find((theme) => theme.themeId === themeId);
