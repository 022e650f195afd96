import { z } from 'zod';
import type { ReactionCounts, SlideResults } from '../live/results.js';
import type { LeaderboardPayload } from '../quiz/leaderboard.js';

/** Leaderboard rows a replay frame carries (the live leaderboard slide's own limit is smaller). */
export const REPLAY_LEADERBOARD_LIMIT = 100;

/** `?position=`: a global log position; absent means the end of the session's log. */
export const replayQuerySchema = z.strictObject({
  position: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
});

/** A session as the presenter's live screens showed it once the event at `position` had happened. */
export interface ReplayFrame {
  sessionId: string;
  presentationId: string;
  /** The position of the last event folded (0 before the first). */
  position: number;
  /** When that event happened (null before the first). */
  occurredAt: string | null;
  status: 'none' | 'live' | 'stopped';
  activeSlideId: string | null;
  /** Admitted so far. */
  joined: number;
  /** The deck's slides as they stood then, in order: what the results' ids name. */
  slides: ReplaySlide[];
  /** Every slide's results as the presenter saw them, by slide id. */
  results: Record<string, SlideResults>;
  reactions: ReactionCounts;
  /** The quiz leaderboard, best first (REPLAY_LEADERBOARD_LIMIT people), or null while no quiz ran. */
  leaderboard: LeaderboardPayload | null;
}

export interface ReplaySlide {
  id: string;
  title: string;
  type: string;
  options: { id: string; title: string }[];
}

export type ReplayMarkKind = 'started' | 'slide' | 'quizQuestion' | 'stopped';

/** A moment on the timeline worth a tick: the start, each slide shown, each quiz question, the end. */
export interface ReplayMark {
  kind: ReplayMarkKind;
  position: number;
  occurredAt: string;
  slideId: string | null;
  /** The slide's title as the deck had it then ('' for none). */
  title: string;
}

export interface ReplayTimeline {
  sessionId: string;
  presentationId: string;
  stopped: boolean;
  /** Every event's position, oldest first: the scrubber steps through these. */
  positions: number[];
  marks: ReplayMark[];
}
