/**
 * Spec doc 2 §3: a palette of 8 option colours lettered A to H. Each carries white text at 4.5:1 or more (letters,
 * quiz tiles and answer buttons are white on it), and so stands out 3:1 or more from a white page.
 */
export const OPTION_COLOURS = ['#4f46e5', '#be185d', '#b45309', '#047857', '#0369a1', '#7c3aed', '#dc2626', '#0f766e'] as const;
export const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
