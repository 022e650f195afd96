/** Spec doc 3 §5 "Text contrast is checked between text and base colours", judged by WCAG 2.2 1.4.3 (4.5:1 for text). */
export const MINIMUM_TEXT_CONTRAST = 4.5;

function channel(value: number): number {
  const share = value / 255;
  return share <= 0.04045 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of #rgb, #rrggbb or #rrggbbaa (alpha ignored: a slide's base colour is opaque). */
function luminance(hex: string): number {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits.slice(0, 6);
  const value = Number.parseInt(full, 16);
  return 0.2126 * channel((value >> 16) & 0xff) + 0.7152 * channel((value >> 8) & 0xff) + 0.0722 * channel(value & 0xff);
}

/** The WCAG contrast ratio between two hex colours, 1 to 21. */
export function textContrastRatio(textColour: string, baseColour: string): number {
  const [lighterOne, darkerOne] = [luminance(textColour), luminance(baseColour)].sort((a, b) => b - a) as [number, number];
  return (lighterOne + 0.05) / (darkerOne + 0.05);
}

/** Whether the design tab warns that text will be hard to read on this base colour. */
export function hasLowTextContrast(textColour: string, baseColour: string): boolean {
  return textContrastRatio(textColour, baseColour) < MINIMUM_TEXT_CONTRAST;
}
