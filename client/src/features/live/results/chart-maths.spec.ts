import { describe, expect, it } from '@jest/globals';
import { arcPath, arcSlices, choiceRows, ratingRows, roundPercent } from './chart-maths.js';

const options = [
  { id: 'a', title: 'Red' },
  { id: 'b', title: 'Blue' },
  { id: 'c', title: 'Green' },
];

describe('choice charts', () => {
  it('gives each option its count, percentage of respondents, share of votes and bar length relative to the leader', () => {
    const rows = choiceRows(options, { a: 2, b: 1, stale: 9 }, 3);
    expect(rows.map(({ id, letter, count, percent, share, fill }) => ({ id, letter, count, percent, share, fill }))).toEqual([
      { id: 'a', letter: 'A', count: 2, percent: 66.7, share: 2 / 3, fill: 1 },
      { id: 'b', letter: 'B', count: 1, percent: 33.3, share: 1 / 3, fill: 0.5 },
      { id: 'c', letter: 'C', count: 0, percent: 0, share: 0, fill: 0 },
    ]);
  });

  it('lets percentages of a multiple-choice poll add up past 100 while shares still make a whole', () => {
    const rows = choiceRows(options, { a: 2, b: 2 }, 2);
    expect(rows.map((row) => row.percent)).toEqual([100, 100, 0]);
    expect(rows.reduce((sum, row) => sum + row.share, 0)).toBe(1);
  });

  it('shows nothing but zeros before the first vote', () => {
    expect(choiceRows(options, {}, 0).every((row) => row.count === 0 && row.percent === 0 && row.fill === 0)).toBe(true);
    expect(arcSlices(choiceRows(options, {}, 0), 0)).toEqual([]);
  });

  it('rounds to one decimal', () => {
    expect(roundPercent(12.345)).toBe(12.3);
    expect(roundPercent(50)).toBe(50);
  });
});

describe('pie and donut geometry', () => {
  it('draws slices clockwise from 12 o’clock, each spanning its share of the turn', () => {
    const slices = arcSlices(
      [
        { id: 'a', colour: '#000', share: 0.25 },
        { id: 'b', colour: '#111', share: 0 },
        { id: 'c', colour: '#222', share: 0.75 },
      ],
      0,
    );
    expect(slices.map((slice) => slice.id)).toEqual(['a', 'c']);
    expect(slices[0]!.startAngle).toBe(0);
    expect(slices[0]!.endAngle).toBeCloseTo(Math.PI / 2);
    expect(slices[1]!.endAngle).toBeCloseTo(Math.PI * 2);
    // A quarter wedge from the top to 3 o'clock, small arc; then three quarters with the large-arc flag.
    expect(slices[0]!.path).toBe('M 50 50 L 50 0 A 50 50 0 0 1 100 50 Z');
    expect(slices[1]!.path).toContain('A 50 50 0 1 1');
  });

  it('draws a donut ring segment with an inner arc back', () => {
    expect(arcPath(50, 50, 50, 30, 0, Math.PI / 2)).toBe('M 50 0 A 50 50 0 0 1 100 50 L 80 50 A 30 30 0 0 0 50 20 Z');
  });

  it('draws a single option with every vote as a full circle (two half arcs), and a full ring with a hole', () => {
    expect(arcPath(50, 50, 50, 0, 0, Math.PI * 2)).toBe('M 50 0 A 50 50 0 1 1 50 100 A 50 50 0 1 1 50 0 Z');
    expect(arcPath(50, 50, 50, 30, 0, Math.PI * 2)).toContain('M 50 20 A 30 30 0 1 0 50 80');
  });
});

describe('rating results', () => {
  it('places the average on the scale and spreads ratings over every point of it', () => {
    const [row, empty] = ratingRows(
      [
        { id: 's1', title: 'Pace' },
        { id: 's2', title: 'Content' },
      ],
      { s1: { count: 4, average: 4, distribution: { '3': 1, '4': 2, '5': 1 } } },
      1,
      5,
    );
    expect(row!.position).toBe(0.75);
    expect(row!.distribution).toEqual([
      { rating: 1, count: 0, share: 0 },
      { rating: 2, count: 0, share: 0 },
      { rating: 3, count: 1, share: 0.25 },
      { rating: 4, count: 2, share: 0.5 },
      { rating: 5, count: 1, share: 0.25 },
    ]);
    expect(empty).toMatchObject({ count: 0, average: 0, position: 0 });
  });
});
