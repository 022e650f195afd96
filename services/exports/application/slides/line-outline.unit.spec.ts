import { lineOutlines } from './line-outline.js';

const box = { x: 100, y: 50, width: 100, height: 4 };

describe('lineOutlines', () => {
  it('draws a solid line as one bar along the top of its box, as thick as its weight', () => {
    expect(lineOutlines({ weight: 4, dash: 'solid', start: 'none', end: 'none' }, box)).toEqual([
      [[100, 50], [200, 50], [200, 54], [100, 54]],
    ]);
  });

  it('cuts a dashed line into 3-weight dashes with 2-weight gaps, the last one cut at the end', () => {
    const dashes = lineOutlines({ weight: 4, dash: 'dashed', start: 'none', end: 'none' }, box);
    expect(dashes.map((bar) => [bar[0]![0], bar[1]![0]])).toEqual([[100, 112], [120, 132], [140, 152], [160, 172], [180, 192]]);
  });

  it('puts a dot every 2 weights on a dotted line, an arrowhead tipped at the end, a dot centred on the start', () => {
    const outlines = lineOutlines({ weight: 10, dash: 'dotted', start: 'circle', end: 'arrow' }, box);
    const dots = outlines.length - 2;
    expect(dots).toBe(6);
    const arrow = outlines.at(-1)!;
    expect(arrow).toEqual([[204, 55], [164, 35], [164, 75]]);
    const startDot = outlines.at(-2)!;
    expect(Math.min(...startDot.map(([x]) => x))).toBeCloseTo(85, 9);
    expect(Math.max(...startDot.map(([x]) => x))).toBeCloseTo(115, 9);
  });
});
