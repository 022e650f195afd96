import { averageGlyphMeasure, type MeasureText } from './text-fit.js';

const REFERENCE_PX = 100;

/**
 * Measures text with the browser's own font metrics (a canvas in the page's font), so the sizes the stage picks are
 * the sizes the text really takes. Widths scale with the size, so each word is measured once at 100 px.
 * Where there is no canvas (jsdom), the average glyph stands in.
 */
export function browserMeasure(weight: number, family?: string): MeasureText {
  const context = canvasContext();
  if (!context) return averageGlyphMeasure;
  const font = `${weight} ${REFERENCE_PX}px ${family ?? getComputedStyle(document.body).fontFamily ?? 'sans-serif'}`;
  const widths = new Map<string, number>();
  return (text, fontPx) => {
    let width = widths.get(text);
    if (width === undefined) {
      context.font = font;
      width = context.measureText(text).width;
      if (widths.size > 5_000) widths.clear();
      widths.set(text, width);
    }
    return (width * fontPx) / REFERENCE_PX;
  };
}

function canvasContext(): CanvasRenderingContext2D | null {
  if (typeof document === 'undefined' || /jsdom/i.test(navigator.userAgent)) return null;
  return document.createElement('canvas').getContext('2d');
}
