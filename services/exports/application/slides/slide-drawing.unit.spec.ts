import type { DeckSlide } from '../../../../contracts/deck/read-model.js';
import { OPTION_COLOURS } from '../../../../contracts/slides/option-palette.js';
import { wrap } from './slide-images.js';
import { plainTextOf, slideDrawing, translation } from './slide-drawing.js';

const slide = (fields: Partial<DeckSlide>): DeckSlide =>
  ({ id: 's1', type: 'poll', slideType: null, order: 1, createdAt: '2026-01-01T00:00:00.000Z', version: 1, options: [], hints: [], embed: null, title: '', ...fields }) as DeckSlide;

const option = (title: string, order: number) => ({ id: `o${order}`, title, order, correct: false, image: null }) as unknown as DeckSlide['options'][number];

describe('slideDrawing', () => {
  it('draws the title and each option in its palette colour on the slide base colour, with the slide number', () => {
    const drawing = slideDrawing(slide({ title: 'Pick one', baseColour: '#101010', textColour: '#fafafa', options: [option('Red', 1), option('', 2), option('Blue', 3)] }), 2, 5);
    expect(drawing).toMatchObject({ width: 1280, height: 720, background: '#101010' });
    const texts = drawing.shapes.flatMap((shape) => (shape.kind === 'text' ? [shape.text] : []));
    // An option without a title is not drawn; letters follow the drawn options.
    expect(texts).toEqual(['Pick one', 'A   Red', 'B   Blue', '2 / 5']);
    expect(drawing.shapes.filter((shape) => shape.kind === 'box').map((shape) => shape.colour)).toEqual([OPTION_COLOURS[0], OPTION_COLOURS[1]]);
    expect(drawing.shapes[0]).toMatchObject({ colour: '#fafafa', bold: true, size: 48 });
  });

  it('draws a canvas slide from its visible text blocks and rectangles where the editor put them', () => {
    const drawing = slideDrawing(
      slide({
        type: 'textSlide',
        title: 'Not drawn: the blocks are the slide',
        canvasBlocks: [
          { id: 'b1', type: 'RichText', tag: 'heading', content: { value: '<p>Hello &amp; <strong>welcome</strong></p>' }, style: { width: 600, height: 80, transform: 'translate(100px, 40px)' } },
          { id: 'b2', type: 'RichText', tag: 'content', hidden: true, content: { value: '<p>hidden</p>' }, style: { width: 600, height: 80, transform: 'translate(0px, 0px)' } },
          { id: 'b3', type: 'Shape', shape: 'rectangle', shapeStyle: { fill: '#ff0000', stroke: '#000000', strokeWidth: 0 }, style: { width: 120, height: 60, transform: 'translate(300px, 400px) rotate(0deg)' } },
        ],
      }),
      1,
      1,
    );
    expect(drawing.shapes).toEqual([
      { kind: 'text', text: 'Hello & welcome', x: 100, y: 40, width: 600, height: 80, size: 52, bold: true, colour: '#313131' },
      { kind: 'box', x: 300, y: 400, width: 120, height: 60, colour: '#ff0000' },
      expect.objectContaining({ text: '1 / 1' }),
    ]);
  });
});

describe('the drawing helpers', () => {
  it('reads translate() from a transform and the words from rich text', () => {
    expect(translation('translate(12.5px, -4px) rotate(3deg)')).toEqual({ x: 12.5, y: -4 });
    expect(translation('rotate(3deg)')).toEqual({ x: 0, y: 0 });
    expect(plainTextOf('<p>a &lt;b&gt;</p><p>c<br>d</p>')).toBe('a <b>\nc\nd');
  });

  it('wraps at word boundaries and cuts a word longer than a line', () => {
    const measure = (line: string) => line.length * 10;
    expect(wrap('one two three', measure, 70)).toEqual(['one two', 'three']);
    expect(wrap('abcdefghij', measure, 40)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrap('a\nb', measure, 100)).toEqual(['a', 'b']);
  });
});
