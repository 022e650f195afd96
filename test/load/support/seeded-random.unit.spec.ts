import { seededRandom } from './seeded-random.js';

describe('seededRandom', () => {
  it('repeats a run from its seed', () => {
    const first = seededRandom(42);
    const second = seededRandom(42);
    expect(Array.from({ length: 1000 }, first)).toEqual(Array.from({ length: 1000 }, second));
  });

  it('draws a million values without repeating one (the Q&A bench draws two per upvote, 100,000 in all)', () => {
    for (const seed of [1, 42, 20_261_126]) {
      const random = seededRandom(seed);
      const seen = new Set<number>();
      for (let draw = 0; draw < 1_000_000; draw++) seen.add(random());
      expect(seen.size).toBe(1_000_000);
    }
  });

  it('spreads its values evenly over [0, 1)', () => {
    const random = seededRandom(1);
    const draws = Array.from({ length: 200_000 }, random);
    expect(draws.filter((value) => value < 0 || value >= 1)).toEqual([]);
    const buckets = new Array<number>(10).fill(0);
    for (const value of draws) buckets[Math.floor(value * 10)]! += 1;
    for (const count of buckets) expect(Math.abs(count - 20_000)).toBeLessThan(1000);
  });
});
