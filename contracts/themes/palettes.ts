/** Spec doc 3 §9 "Themes": the colour constants the design tab offers. */

/** Used when a palette has no colour to repeat. */
export const PALETTE_FALLBACK_COLOUR = '#6A1EBB';
export const PALETTE_SIZE = 30;

/** The default palette of 30 colours (chart bars, option colours, word colours). */
export const DEFAULT_PALETTE: readonly string[] = [
  '#6A1EBB', '#2563EB', '#0891B2', '#059669', '#65A30D', '#CA8A04', '#EA580C', '#DC2626', '#DB2777', '#9333EA',
  '#4F46E5', '#0284C7', '#0D9488', '#16A34A', '#84CC16', '#EAB308', '#F97316', '#EF4444', '#EC4899', '#A855F7',
  '#312E81', '#1E3A8A', '#164E63', '#14532D', '#365314', '#713F12', '#7C2D12', '#7F1D1D', '#831843', '#581C87',
];

/** The 2025 palette of 10 colours. */
export const PALETTE_2025: readonly string[] = ['#A47864', '#1E6F5C', '#F2C14E', '#5B7DB1', '#E4572E', '#7B4B94', '#2EC4B6', '#FF9F1C', '#3D405B', '#E07A9F'];

/** The 7 default base colours a presenter picks a slide background from. */
export const BASE_COLOURS: readonly string[] = ['#FFFFFF', '#F4F6F8', '#FDF6EC', '#E8F3F1', '#1E1E24', '#0F172A', '#3B0764'];

/**
 * A palette of exactly 30 colours: the given ones, repeated in order until there are 30 (spec: "padded by
 * repeating given colours"), or the fallback colour when none is given.
 */
export function padPalette(colours: readonly string[]): string[] {
  const source = colours.length > 0 ? colours : [PALETTE_FALLBACK_COLOUR];
  return Array.from({ length: PALETTE_SIZE }, (_, index) => source[index % source.length]!);
}
