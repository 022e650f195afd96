import { placement, uploadedImageIn } from './image-placement.js';

const ID = 'a'.repeat(32);
const box = { x: 100, y: 50, width: 400, height: 200 };

describe('placement', () => {
  it('fits a whole picture inside its box, centred (contain)', () => {
    expect(placement({ width: 100, height: 100 }, box, 'contain', null)).toEqual({ x: 200, y: 50, width: 200, height: 200 });
  });

  it('fills the box and lets the rest fall outside it (cover)', () => {
    expect(placement({ width: 100, height: 100 }, box, 'cover', null)).toEqual({ x: 100, y: -50, width: 400, height: 400 });
  });

  it('stretches the picture to the box (fill)', () => {
    expect(placement({ width: 100, height: 100 }, box, 'fill', null)).toEqual(box);
  });

  it('scales a crop to fill the box exactly, the rest of the picture outside it', () => {
    // The crop is the picture's right half: the picture is drawn twice the box wide, starting one box to the left.
    expect(placement({ width: 800, height: 400 }, { x: 0, y: 0, width: 1280, height: 720 }, 'cover', { x: 400, y: 0, width: 400, height: 400 })).toEqual({
      x: -1280,
      y: 0,
      width: 2560,
      height: 720,
    });
  });
});

describe('uploadedImageIn', () => {
  it('finds the uploaded image among the links and leaves pictures on other sites out', () => {
    expect(uploadedImageIn({ url: `/api/uploaded/images/${ID}/large` })).toBe(ID);
    expect(uploadedImageIn({ url: 'https://images.example.com/a.png', xLarge: `/api/uploaded/images/${ID}/xLarge` })).toBe(ID);
    expect(uploadedImageIn({ url: 'https://images.example.com/a.png' })).toBeNull();
    expect(uploadedImageIn(null)).toBeNull();
  });
});
