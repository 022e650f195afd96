import type { TeamScoringRule } from './events.js';

/**
 * One participant on the live leaderboard. Spec doc 2 §3 "The live response uses short keys":
 *
 * | key | meaning |
 * |---|---|
 * | a  | audience id |
 * | n  | name |
 * | e  | emoji |
 * | t  | team id (team-1 .. team-N), null without team play |
 * | tp | total points |
 * | i  | index: 1-based place by total points (ties: lower audience id first) |
 * | op | old points: the total before the latest question ended |
 * | oi | old index: the place by old points (rank movement = oi - i) |
 * | cr | correct rate: % of the questions asked so far answered fully correctly, rounded down |
 * | cc | correct answers count |
 * | s  | streak: fully correct answers in a row up to the latest question |
 * | ls | longest streak |
 */
export interface LeaderboardEntry {
  a: string;
  n: string;
  e: string;
  t: string | null;
  tp: number;
  i: number;
  op: number;
  oi: number;
  cr: number;
  cc: number;
  s: number;
  ls: number;
}

/** A team (spec doc 2 §3 "A team has totalPoint, oldPoint, newPoint"); newPoint is what the latest question added. */
export interface TeamLeaderboardEntry {
  t: string;
  n: string;
  totalPoint: number;
  oldPoint: number;
  newPoint: number;
  i: number;
  oi: number;
  /** members */
  m: number;
}

/** leaderboard:updated, GET latest-leaderboard/{presentationId}, GET leaderboards/{liveSessionId}/top. */
export interface LeaderboardPayload {
  sessionId: string;
  presentationId: string;
  /** The visibility toggle (stored per live session, key leaderboards/{presentationId} isVisible). */
  isVisible: boolean;
  teamPlay: boolean;
  teamScoringRule: TeamScoringRule;
  /** Questions that have ended: only ended questions count towards the leaderboard. */
  questions: number;
  /** Participants in the session; `audiences` holds the top ones (the limit asked for). */
  total: number;
  audiences: LeaderboardEntry[];
  teams: TeamLeaderboardEntry[];
  /** How many share first place, and their names joined with ", " (spec doc 2 §3 countWinner, topAudienceStr). */
  countWinner: number;
  topAudienceStr: string;
  countTeamWinner: number;
  topTeamStr: string;
}
