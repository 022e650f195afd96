import { describe, expect, it } from '@jest/globals';
import { averageGlyphMeasure } from '../../slide-view/text-fit.js';
import { STAGE_WALL, wallLayout } from './open-wall-layout.js';

const box = { width: 1168, height: 400 };
const shortAnswers = ['Great talk', 'Loved it', 'More demos', 'Clear', 'Too fast', 'Slides!', 'Fun quiz', 'Thanks', 'Good pace', 'Useful',
  'Nice charts', 'Inspiring', 'Well done', 'Short', 'Q&A please', 'Cool', 'Helpful', 'Bravo', 'Neat', 'Again!'];
const longAnswer = 'This answer goes on and on. '.repeat(36).slice(0, 1000);

function columnHeight(column: readonly { lines: number }[], fontSize: number): number {
  const author = fontSize * STAGE_WALL.authorScale * STAGE_WALL.lineHeight;
  return column.reduce((sum, card) => sum + (STAGE_WALL.padding + STAGE_WALL.border) * 2 + card.lines * fontSize * STAGE_WALL.lineHeight + author, 0) + STAGE_WALL.gap * (column.length - 1);
}

describe('the open-ended wall on the stage', () => {
  it('shows one 1,000-character answer among 20 short ones: all 21 on the wall, only the long one cut, all inside the box', () => {
    const texts = [...shortAnswers.slice(0, 10), longAnswer, ...shortAnswers.slice(10)];
    const layout = wallLayout(texts, box, averageGlyphMeasure);
    const cards = layout.columns.flat();
    expect(layout.hidden).toBe(0);
    expect(cards.map((card) => card.entry).sort((a, b) => a - b)).toEqual(texts.map((_, index) => index));
    expect(cards.filter((card) => card.truncated).map((card) => card.entry)).toEqual([10]);
    expect(cards.find((card) => card.entry === 10)!.lines).toBeGreaterThan(1);
    expect(layout.fontSize).toBeGreaterThanOrEqual(STAGE_WALL.minFont);
    for (const column of layout.columns) expect(columnHeight(column, layout.fontSize)).toBeLessThanOrEqual(box.height);
  });

  it('keeps a few short answers large', () => {
    const layout = wallLayout(['Yes', 'No', 'Maybe'], box, averageGlyphMeasure);
    expect(layout.fontSize).toBe(STAGE_WALL.maxFont);
    expect(layout.columns.flat().every((card) => !card.truncated)).toBe(true);
  });

  it('shows the newest answers and counts the rest when no layout holds them all', () => {
    const many = Array.from({ length: 400 }, (_, index) => `Answer ${index}`);
    const layout = wallLayout(many, box, averageGlyphMeasure);
    const shown = layout.columns.flat().map((card) => card.entry);
    expect(layout.hidden).toBeGreaterThan(0);
    expect(shown.length + layout.hidden).toBe(400);
    expect(Math.max(...shown)).toBe(shown.length - 1);
  });
});
