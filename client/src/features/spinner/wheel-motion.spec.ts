import { describe, expect, it } from '@jest/globals';
import { angleAt, easeOut, finalAngle, landingAt, restAngle, SETTLE_MS } from './wheel-motion.js';

const START = Date.parse('2026-03-01T09:00:00.000Z');
const iso = (ms: number) => new Date(START + ms).toISOString();
const spin = (landingIndex: number, stoppedAfterMs: number | null = null) => ({
  landingIndex,
  spins: 7,
  startedAt: iso(0),
  landsAt: iso(10_000),
  stoppedAt: stoppedAfterMs === null ? null : iso(stoppedAfterMs),
});
/** Which entry is under the pointer at the top for a wheel turned `angle` degrees clockwise. */
const underPointer = (angle: number, count: number) => Math.floor((((360 - (angle % 360)) % 360) / 360) * count) % count;

describe('the wheel\'s motion', () => {
  it('rests with the middle of the winner under the pointer', () => {
    expect(restAngle(0, 4)).toBe(315);
    expect(restAngle(3, 4)).toBe(45);
    for (const [index, count] of [[0, 1], [2, 4], [4_999, 5_000], [1_234, 5_000]] as const) expect(underPointer(restAngle(index, count), count)).toBe(index);
  });

  it('turns its whole turns and lands on the winner when the spin ends, slowing down on the way', () => {
    const count = 5_000;
    expect(angleAt(spin(1_234), count, START)).toBe(0);
    const halfway = angleAt(spin(1_234), count, START + 5_000);
    expect(halfway).toBeGreaterThan(7 * 360 * 0.5);
    const landed = angleAt(spin(1_234), count, START + 10_000);
    expect(landed).toBeGreaterThan(7 * 360);
    expect(underPointer(landed, count)).toBe(1_234);
    expect(angleAt(spin(1_234), count, START + 60_000)).toBe(landed);
    expect(landed).toBe(7 * 360 + finalAngle(spin(1_234), count));
    expect(easeOut(0.5)).toBeGreaterThan(0.5);
  });

  it('stopped early, settles forward onto the same winner within a moment', () => {
    const count = 7;
    const stopped = spin(5, 2_000);
    const atStop = angleAt(stopped, count, START + 2_000);
    const settled = angleAt(stopped, count, START + 2_000 + SETTLE_MS);
    expect(settled).toBeGreaterThanOrEqual(atStop);
    expect(settled - atStop).toBeLessThan(360);
    expect(underPointer(settled, count)).toBe(5);
    expect(landingAt(stopped)).toBe(START + 2_000 + SETTLE_MS);
    expect(landingAt(spin(5))).toBe(START + 10_000);
  });
});
