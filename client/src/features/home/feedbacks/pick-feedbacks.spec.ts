import { describe, expect, it } from '@jest/globals';
import { pickFeedbacks } from './pick-feedbacks.js';

/** A fixed sequence in place of Math.random, so the pick is known. */
const sequence = (...values: number[]) => {
  let next = 0;
  return () => values[next++ % values.length]!;
};

describe('pickFeedbacks', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

  it('takes the requested number without repeats, in the fetched order', () => {
    const picked = pickFeedbacks(items, 4, sequence(0.99, 0.5, 0, 0.3));
    expect(picked).toHaveLength(4);
    expect(new Set(picked).size).toBe(4);
    expect(picked).toEqual([...picked].sort((a, b) => items.indexOf(a) - items.indexOf(b)));
    // 0.99 puts g first; 0.5 puts e second; 0 keeps c third; 0.3 puts b fourth; shown in fetched order.
    expect(picked).toEqual(['b', 'c', 'e', 'g']);
  });

  it('returns everything when there are fewer than asked, and nothing from nothing', () => {
    expect(pickFeedbacks(['a', 'b'], 4, sequence(0.7))).toEqual(['a', 'b']);
    expect(pickFeedbacks([], 4, sequence(0.7))).toEqual([]);
  });

  it('reaches every item over many picks (no item is never chosen)', () => {
    const seen = new Set<string>();
    for (let step = 0; step < 50; step++) for (const item of pickFeedbacks(items, 1, sequence(step / 50))) seen.add(item);
    expect(seen).toEqual(new Set(items));
  });
});
