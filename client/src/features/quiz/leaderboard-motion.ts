import type { LeaderboardEntry, TeamLeaderboardEntry } from '../../../../contracts/quiz/leaderboard.js';
import { teamName } from '../../../../contracts/quiz/teams.js';

/**
 * One row of the leaderboard as the presenter's screen animates it (issue 6: "old and new points with rank movement").
 * Rows start in the slot of their old place (`from`) with their old points and move to the slot of their new place
 * (`to`) while the points count up. Slots are 0-based; a row that was below the shown list enters from just below it.
 */
export interface RankRow {
  /** Audience id or team id: the row's identity across updates, so it moves instead of being replaced. */
  readonly key: string;
  readonly name: string;
  readonly emoji: string | null;
  readonly teamId: string | null;
  /** 1-based places now and before the latest question ended. */
  readonly place: number;
  readonly oldPlace: number;
  /** Places gained (positive) or lost (negative): oi - i. */
  readonly movement: number;
  readonly points: number;
  readonly oldPoints: number;
  readonly gained: number;
  readonly from: number;
  readonly to: number;
  /** Individual rows: correct answers and streak (spec doc 2 §3 short keys cc, s). */
  readonly correct: number | null;
  readonly streak: number | null;
}

export type Movement = 'up' | 'down' | 'same';

/**
 * Whether the places before the latest question mean anything: only once a question had ended before it. After the
 * first question everyone's old place comes from a tie at zero, and arrows from it would be noise (issue 26).
 */
export const hasPreviousRank = (leaderboard: { readonly questions: number }): boolean => leaderboard.questions > 1;

export const movementOf = (row: Pick<RankRow, 'movement'>): Movement => (row.movement > 0 ? 'up' : row.movement < 0 ? 'down' : 'same');

const slot = (place: number, shown: number) => Math.min(Math.max(place, 1), shown + 1) - 1;

/** The people on the leaderboard, best first, at most `limit` of them. */
export function memberRows(entries: readonly LeaderboardEntry[], limit: number): RankRow[] {
  const shown = [...entries].sort((a, b) => a.i - b.i || (a.a < b.a ? -1 : 1)).slice(0, Math.max(0, limit));
  return shown.map((entry, index) => ({
    key: entry.a,
    name: entry.n,
    emoji: entry.e || null,
    teamId: entry.t,
    place: entry.i,
    oldPlace: entry.oi,
    movement: entry.oi - entry.i,
    points: entry.tp,
    oldPoints: entry.op,
    gained: entry.tp - entry.op,
    from: slot(entry.oi, shown.length),
    to: index,
    correct: entry.cc,
    streak: entry.s,
  }));
}

/** The teams, best first. */
export function teamRows(teams: readonly TeamLeaderboardEntry[], limit: number): RankRow[] {
  const shown = [...teams].sort((a, b) => a.i - b.i || (a.t < b.t ? -1 : 1)).slice(0, Math.max(0, limit));
  return shown.map((team, index) => ({
    key: team.t,
    name: team.n || teamName(team.t),
    emoji: null,
    teamId: team.t,
    place: team.i,
    oldPlace: team.oi,
    movement: team.oi - team.i,
    points: team.totalPoint,
    oldPoints: team.oldPoint,
    gained: team.newPoint,
    from: slot(team.oi, shown.length),
    to: index,
    correct: null,
    streak: null,
  }));
}

/** Ease-out: quick at first, settling at the end. */
export const easeOut = (progress: number): number => 1 - (1 - Math.min(1, Math.max(0, progress))) ** 3;

/** Points shown while counting from the old total to the new one (whole numbers; exact at both ends). */
export function pointsAt(from: number, to: number, progress: number): number {
  if (progress <= 0) return from;
  if (progress >= 1) return to;
  return Math.round(from + (to - from) * easeOut(progress));
}

/** Which of two leaderboards shows something new: a row that changed place or points restarts the animation. */
export function motionKey(rows: readonly RankRow[]): string {
  return rows.map((row) => `${row.key}:${row.oldPlace}>${row.place}:${row.oldPoints}>${row.points}`).join('|');
}
