import type { DeckSlide } from '../../../../contracts/deck/read-model.js';
import { OPTION_COLOURS } from '../../../../contracts/slides/option-palette.js';
import { wrap } from './slide-images.js';
import { plainTextOf, rotationOf, slideDrawing, translation } from './slide-drawing.js';

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

describe('slideDrawing with images', () => {
  const image = (id: string) => ({ url: `/api/uploaded/images/${id.repeat(24)}/large` });

  it('puts the background image under everything behind a veil of the base colour, and the slide image between the text and the options', () => {
    const drawing = slideDrawing(
      slide({ title: 'Pick one', baseColour: '#000000', visibility: 70, backgroundImage: image('b'), image: image('c'), imageCaption: 'Our office', options: [option('Red', 1), option('Blue', 2)] }),
      1,
      1,
    );
    const [backdrop, veil, title, picture, caption, firstBox] = drawing.shapes;
    expect(backdrop).toEqual({ kind: 'image', file: { imageId: 'b'.repeat(24), size: 'large' }, x: 0, y: 0, width: 1280, height: 720, fit: 'cover', crop: null });
    expect(veil).toMatchObject({ kind: 'box', colour: '#000000', width: 1280, height: 720 });
    expect((veil as { opacity: number }).opacity).toBeCloseTo(0.3);
    expect(title).toMatchObject({ kind: 'text', text: 'Pick one' });
    expect(picture).toMatchObject({ kind: 'image', file: { imageId: 'c'.repeat(24), size: 'large' }, fit: 'contain', x: 80, width: 1120 });
    expect(caption).toMatchObject({ kind: 'text', text: 'Our office', align: 'center' });
    const pictureBottom = (picture as { y: number; height: number }).y + (picture as { height: number }).height;
    expect((caption as { y: number }).y).toBeGreaterThan(pictureBottom);
    expect((firstBox as { y: number }).y).toBeGreaterThan((caption as { y: number }).y);
  });

  it('draws a cropped background from the largest file, and a canvas image block stretched to its box', () => {
    const crop = { x: 10, y: 20, width: 300, height: 200 };
    const cropped = slideDrawing(slide({ backgroundImage: image('d'), backgroundImageCropperData: crop }), 1, 1);
    expect(cropped.shapes[0]).toMatchObject({ kind: 'image', file: { size: 'xLarge' }, crop });
    const canvas = slideDrawing(
      slide({
        type: 'freestyle',
        canvasBlocks: [{ id: 'i1', type: 'Image', tag: 'image', content: { src: `/api/uploaded/images/${'e'.repeat(24)}/large`, isPlaceholderImage: false }, style: { width: 300, height: 200, transform: 'translate(40px, 60px)' } }],
      }),
      1,
      1,
    );
    expect(canvas.shapes[0]).toEqual({ kind: 'image', file: { imageId: 'e'.repeat(24), size: 'large' }, x: 40, y: 60, width: 300, height: 200, fit: 'fill', crop: null });
  });

  it('turns every shape of a turned block about the block’s centre', () => {
    const line = { id: 'l', type: 'Line', weight: 4, dash: 'solid', start: 'none', end: 'arrow', colour: '#000000', style: { width: 200, height: 4, transform: 'translate(100px, 50px) rotate(45deg)' } } as const;
    const drawing = slideDrawing(slide({ type: 'freestyle', canvasBlocks: [line] }), 1, 1);
    const turned = drawing.shapes.filter((shape) => shape.kind === 'polygon');
    expect(turned).toHaveLength(2);
    for (const shape of turned) expect(shape.rotation).toEqual({ degrees: 45, cx: 200, cy: 52 });
    expect(drawing.shapes.at(-1)!.rotation).toBeUndefined();
  });

  it('leaves out pictures on other sites (the server does not fetch them)', () => {
    const drawing = slideDrawing(slide({ title: 'Web', image: { url: 'https://images.example.com/a.png' } }), 1, 1);
    expect(drawing.shapes.some((shape) => shape.kind === 'image')).toBe(false);
  });
});

describe('the drawing helpers', () => {
  it('reads translate() from a transform and the words from rich text', () => {
    expect(translation('translate(12.5px, -4px) rotate(3deg)')).toEqual({ x: 12.5, y: -4 });
    expect(translation('rotate(3deg)')).toEqual({ x: 0, y: 0 });
    expect(rotationOf('translate(12.5px, -4px) rotate(-30deg)')).toBe(-30);
    expect(rotationOf('translate(12.5px, -4px)')).toBe(0);
    expect(plainTextOf('<p>a &lt;b&gt;</p><p>c<br>d</p>')).toBe('a <b>\nc\nd');
  });

  it('wraps at word boundaries and cuts a word longer than a line', () => {
    const measure = (line: string) => line.length * 10;
    expect(wrap('one two three', measure, 70)).toEqual(['one two', 'three']);
    expect(wrap('abcdefghij', measure, 40)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrap('a\nb', measure, 100)).toEqual(['a', 'b']);
  });
});
