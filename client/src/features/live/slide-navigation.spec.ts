import { describe, expect, it } from '@jest/globals';
import { indexOfSlide, orderedSlides, stepSlide } from './slide-navigation.js';

const slides = orderedSlides([
  { id: 'c', order: 3 },
  { id: 'a', order: 1 },
  { id: 'b', order: 2 },
]);

describe('slide navigation', () => {
  it('steps through the deck in order and stops at either end', () => {
    expect(slides.map((slide) => slide.id)).toEqual(['a', 'b', 'c']);
    expect(stepSlide(slides, 'a', 1)).toBe('b');
    expect(stepSlide(slides, 'c', 1)).toBeNull();
    expect(stepSlide(slides, 'b', -1)).toBe('a');
    expect(stepSlide(slides, 'a', -1)).toBeNull();
  });

  it('starts from the first slide when the current one is unknown', () => {
    expect(indexOfSlide(slides, 'gone')).toBe(0);
    expect(stepSlide(slides, null, 1)).toBe('b');
    expect(stepSlide([], null, 1)).toBeNull();
  });
});
