import { describe, expect, it } from '@jest/globals';
import type { LeaderboardEntry, TeamLeaderboardEntry } from '../../../../contracts/quiz/leaderboard.js';
import { memberRows, motionKey, movementOf, pointsAt, teamRows } from './leaderboard-motion.js';

const entry = (a: string, n: string, tp: number, op: number, i: number, oi: number): LeaderboardEntry => ({ a, n, e: '🙂', t: null, tp, op, i, oi, cr: 0, cc: 1, s: 1, ls: 1 });

describe('leaderboard rank movement', () => {
  it('moves each row from the slot of its old place to the slot of its new one (SCORING.md worked example 8)', () => {
    // Cy 2100 (was 3rd), Ada 1975 (was 2nd), Bo 1500 (was 1st).
    const rows = memberRows([entry('b2', 'Bo', 1500, 1500, 3, 1), entry('a1', 'Ada', 1975, 1000, 2, 2), entry('c3', 'Cy', 2100, 1000, 1, 3)], 10);
    expect(rows.map(({ name, from, to, movement, gained }) => ({ name, from, to, movement, gained }))).toEqual([
      { name: 'Cy', from: 2, to: 0, movement: 2, gained: 1100 },
      { name: 'Ada', from: 1, to: 1, movement: 0, gained: 975 },
      { name: 'Bo', from: 0, to: 2, movement: -2, gained: 0 },
    ]);
    expect(rows.map(movementOf)).toEqual(['up', 'same', 'down']);
  });

  it('lets a row that climbed into the shown places enter from just below them', () => {
    const rows = memberRows([entry('a', 'A', 900, 900, 1, 1), entry('b', 'B', 800, 100, 2, 7), entry('c', 'C', 700, 700, 3, 2)], 2);
    expect(rows.map((row) => [row.name, row.from, row.to])).toEqual([
      ['A', 0, 0],
      ['B', 2, 1],
    ]);
  });

  it('ranks teams by their place, with team names and the points the latest question added', () => {
    const teams: TeamLeaderboardEntry[] = [
      { t: 'team-2', n: 'Team 2', totalPoint: 900, oldPoint: 400, newPoint: 500, i: 1, oi: 2, m: 3 },
      { t: 'team-1', n: '', totalPoint: 800, oldPoint: 800, newPoint: 0, i: 2, oi: 1, m: 3 },
    ];
    expect(teamRows(teams, 5).map(({ name, from, to, gained, movement }) => ({ name, from, to, gained, movement }))).toEqual([
      { name: 'Team 2', from: 1, to: 0, gained: 500, movement: 1 },
      { name: 'Team 1', from: 0, to: 1, gained: 0, movement: -1 },
    ]);
  });

  it('counts points up from the old total to the new one, exact at both ends', () => {
    expect(pointsAt(1000, 1975, 0)).toBe(1000);
    expect(pointsAt(1000, 1975, 1)).toBe(1975);
    expect(pointsAt(1000, 1975, 0.5)).toBe(1853);
    expect(pointsAt(500, 400, 2)).toBe(400);
    const values = [0, 0.1, 0.3, 0.6, 0.9, 1].map((progress) => pointsAt(0, 1000, progress));
    expect([...values].sort((a, b) => a - b)).toEqual(values);
  });

  it('restarts the animation only when a place or a total changed', () => {
    const before = memberRows([entry('a', 'A', 100, 0, 1, 1)], 10);
    expect(motionKey(before)).toBe(motionKey(memberRows([{ ...entry('a', 'A', 100, 0, 1, 1), cr: 50 }], 10)));
    expect(motionKey(before)).not.toBe(motionKey(memberRows([entry('a', 'A', 150, 0, 1, 1)], 10)));
  });
});
