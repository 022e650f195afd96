import { shapeOutline } from './shape-outline.js';

const box = { x: 100, y: 200, width: 400, height: 200 };

describe('shapeOutline', () => {
  it('places the editor’s polygons in the block’s box', () => {
    expect(shapeOutline('triangle', box)).toEqual([[300, 200], [500, 400], [100, 400]]);
    expect(shapeOutline('diamond', box)).toEqual([[300, 200], [500, 300], [300, 400], [100, 300]]);
    expect(shapeOutline('rectangle', box)).toEqual([[100, 200], [500, 200], [500, 400], [100, 400]]);
  });

  it('draws a circle as the ellipse filling the box, and rounds a rectangle’s corners by 18 px', () => {
    const ellipse = shapeOutline('circle', box);
    for (const [x, y] of ellipse) expect(((x - 300) / 200) ** 2 + ((y - 300) / 100) ** 2).toBeCloseTo(1, 6);
    const rounded = shapeOutline('roundedRectangle', box);
    // The top edge runs straight between the corners' arcs, 18 px in from each side.
    expect(rounded.some(([x, y]) => Math.abs(x - 482) < 1e-9 && Math.abs(y - 200) < 1e-9)).toBe(true);
    expect(rounded.some(([x, y]) => Math.abs(x - 118) < 1e-9 && Math.abs(y - 200) < 1e-9)).toBe(true);
    expect(Math.min(...rounded.map(([x]) => x))).toBeCloseTo(100, 9);
  });
});
