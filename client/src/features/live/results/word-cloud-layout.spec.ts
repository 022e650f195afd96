import { describe, expect, it } from '@jest/globals';
import type { WordCloudWord } from '../../../../../contracts/live/results.js';
import { centreOut, fitFactor, layoutWordCloud, stableHash } from './word-cloud-layout.js';

const word = (text: string, count: number, size: number): WordCloudWord => ({ text, count, percent: 0, size });
const roomy = { width: 1200, height: 460 };

describe('word cloud layout inputs', () => {
  it('puts the most frequent word in the middle and the next ones alternately beside it', () => {
    expect(centreOut([1, 2, 3, 4, 5])).toEqual([4, 2, 1, 3, 5]);
    const laidOut = layoutWordCloud([word('b', 1, 16), word('a', 5, 90), word('c', 3, 53)], roomy);
    expect(laidOut.map((item) => item.text)).toEqual(['c', 'a', 'b']);
  });

  it('keeps the payload sizes (16 to 90) when the cloud fits, clamping anything outside that range', () => {
    const laidOut = layoutWordCloud([word('big', 9, 120), word('small', 1, 4)], roomy);
    expect(Object.fromEntries(laidOut.map((item) => [item.text, item.size]))).toEqual({ big: 90, small: 16 });
  });

  it('shows at most 500 words and drops empty ones', () => {
    const many = Array.from({ length: 620 }, (_, index) => word(`w${index}`, 620 - index, 16));
    const laidOut = layoutWordCloud([...many, word('', 3, 20), word('zero', 0, 20)], roomy);
    expect(laidOut).toHaveLength(500);
    expect(laidOut.some((item) => item.text === 'w0')).toBe(true);
    expect(laidOut.some((item) => item.text === 'w599')).toBe(false);
  });

  it('shrinks every word alike when the words would overflow the box, keeping their proportions', () => {
    const crowded = Array.from({ length: 200 }, (_, index) => word(`longerword${index}`, 200 - index, index === 0 ? 90 : 45));
    const factor = fitFactor(crowded, roomy);
    expect(factor).toBeLessThan(1);
    const laidOut = layoutWordCloud(crowded, roomy);
    const first = laidOut.find((item) => item.text === 'longerword0')!;
    const second = laidOut.find((item) => item.text === 'longerword1')!;
    expect(first.size / second.size).toBeCloseTo(2, 1);
    expect(fitFactor([word('hi', 1, 30)], roomy)).toBe(1);
  });

  it('keeps a long word narrower than the box', () => {
    expect(fitFactor([word('x'.repeat(25), 1, 90)], { width: 300, height: 2000 })).toBeCloseTo(300 / (25 * 90 * 0.58));
  });

  it('gives a word the same colour on every update', () => {
    expect(stableHash('sun')).toBe(stableHash('sun'));
    const first = layoutWordCloud([word('sun', 1, 16)], roomy)[0]!;
    const later = layoutWordCloud([word('sun', 7, 90), word('moon', 1, 16)], roomy).find((item) => item.text === 'sun')!;
    expect(later.colour).toBe(first.colour);
  });
});
