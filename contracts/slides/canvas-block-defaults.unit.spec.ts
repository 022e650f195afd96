import { defaultLineBlock, defaultShapeBlock } from './canvas-block-defaults.js';

describe('canvas block defaults (spec doc 2 §3 "Defaults")', () => {
  it('a shape is 120x120', () => {
    expect(defaultShapeBlock('s', 'rectangle').style).toMatchObject({ width: 120, height: 120 });
  });

  it('a star is 126 wide', () => {
    expect(defaultShapeBlock('s', 'star').style.width).toBe(126);
  });

  it('a line is 300 wide with weight 3', () => {
    const line = defaultLineBlock('l');
    expect(line.style.width).toBe(300);
    expect(line.weight).toBe(3);
  });
});
