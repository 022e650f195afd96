import { describe, expect, it } from '@jest/globals';
import { defaultShapeBlock } from '../../../../../contracts/slides/canvas-block-defaults.js';
import type { CanvasBlock } from '../../../../../contracts/slides/canvas-blocks.js';
import { boxOf, freePlace, moveLayer, resizeBox, snapMove, withBox } from './block-geometry.js';

const shape = (id: string, transform: string): CanvasBlock => ({ ...defaultShapeBlock(id, 'circle'), style: { width: 120, height: 120, transform } });

describe('canvas block geometry', () => {
  it('reads and writes a block’s place through its translate, keeping a rotation', () => {
    const block = shape('a', 'translate(10px, 20px) rotate(15deg)');
    expect(boxOf(block)).toEqual({ x: 10, y: 20, width: 120, height: 120 });
    expect(withBox(block, { x: 30.4, y: 40.6, width: 200, height: 100 }).style).toEqual({ width: 200, height: 100, transform: 'translate(30px, 41px) rotate(15deg)' });
  });

  it('snaps a moved box’s edges and centre to the canvas and to other blocks within 8 px, and only then', () => {
    const other = { x: 600, y: 100, width: 200, height: 100 };
    expect(snapMove({ x: 805, y: 400, width: 100, height: 100 }, [other])).toEqual({ box: { x: 800, y: 400, width: 100, height: 100 }, guides: { x: 800, y: null } });
    expect(snapMove({ x: 586, y: 305, width: 100, height: 100 }, [])).toEqual({ box: { x: 590, y: 310, width: 100, height: 100 }, guides: { x: 640, y: 360 } });
    expect(snapMove({ x: 420, y: 420, width: 100, height: 100 }, [other]).guides).toEqual({ x: null, y: null });
  });

  it('resizes from a handle with the opposite edges held, never below 16 px', () => {
    const box = { x: 100, y: 100, width: 200, height: 100 };
    expect(resizeBox(box, 'se', 50, 30, []).box).toEqual({ x: 100, y: 100, width: 250, height: 130 });
    expect(resizeBox(box, 'nw', 50, 30, []).box).toEqual({ x: 150, y: 130, width: 150, height: 70 });
    expect(resizeBox(box, 'w', 500, 0, []).box).toEqual({ x: 284, y: 100, width: 16, height: 100 });
    expect(resizeBox(box, 'e', 975, 0, []).box.width).toBe(1180); // right edge snapped onto the canvas edge at 1280
  });

  it('brings a block forward and sends it back in paint order', () => {
    const blocks = [shape('a', ''), shape('b', ''), shape('c', '')];
    expect(moveLayer(blocks, 'a', 'forward').map((block) => block.id)).toEqual(['b', 'a', 'c']);
    expect(moveLayer(blocks, 'c', 'backward').map((block) => block.id)).toEqual(['a', 'c', 'b']);
    expect(moveLayer(blocks, 'a', 'front').map((block) => block.id)).toEqual(['b', 'c', 'a']);
    expect(moveLayer(blocks, 'c', 'back').map((block) => block.id)).toEqual(['c', 'a', 'b']);
  });

  it('places a new block where none already starts', () => {
    const centred = freePlace([], 120, 120);
    expect(centred).toEqual({ x: 580, y: 300, width: 120, height: 120 });
    const next = freePlace([shape('a', 'translate(580px, 300px)')], 120, 120);
    expect([next.x, next.y]).toEqual([620, 340]);
  });
});
