/**
 * Looks the design panel offers as one-click themes. The spec's theme gallery is outside this product for now;
 * these are built in and applied with the same ApplyPresentationTheme command a gallery theme would use.
 */
export interface BuiltInTheme {
  readonly id: 'classic' | 'midnight' | 'sunrise' | 'forest' | 'ocean' | 'blossom';
  readonly textColour: string;
  readonly baseColour: string;
}

export const BUILT_IN_THEMES: readonly BuiltInTheme[] = [
  { id: 'classic', textColour: '#313131', baseColour: '#ffffff' },
  { id: 'midnight', textColour: '#f5f5ff', baseColour: '#1c1d2b' },
  { id: 'sunrise', textColour: '#3b1d0f', baseColour: '#ffe8cc' },
  { id: 'forest', textColour: '#f0fff4', baseColour: '#1f4d3a' },
  { id: 'ocean', textColour: '#ffffff', baseColour: '#0b5cad' },
  { id: 'blossom', textColour: '#4a1033', baseColour: '#fde2f0' },
];
