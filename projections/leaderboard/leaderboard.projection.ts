import type { RecordedEvent } from '../../contracts/events/envelope.js';
import type { Projection } from '../projection.js';
import { foldLeaderboard, isLeaderboardAnswer, LEADERBOARD_EVENT_TYPES, type LeaderboardEvent } from './fold-leaderboard.js';
import type { LeaderboardDocument } from './leaderboard.document.js';

const FOLDED = new Set<string>(LEADERBOARD_EVENT_TYPES);

/** Which leaderboard document an event changes: its session's, or none (other events, answers to non-quiz slides). */
export function leaderboardDocumentId(event: RecordedEvent): string | null {
  const data = event.data as { sessionId?: string; slideType?: string };
  if (!FOLDED.has(event.type) || typeof data.sessionId !== 'string') return null;
  if (event.type === 'AnswerSubmitted' && !isLeaderboardAnswer(data.slideType ?? '')) return null;
  return data.sessionId;
}

export function leaderboardDocumentIds(event: RecordedEvent): readonly string[] {
  const id = leaderboardDocumentId(event);
  return id === null ? [] : [id];
}

export function toLeaderboardEvent(event: RecordedEvent): LeaderboardEvent {
  return { type: event.type, data: event.data, position: event.position } as LeaderboardEvent;
}

/** The quiz leaderboard per live session, persisted in batches by the projection runner. */
export const leaderboardProjection: Projection<LeaderboardDocument> = {
  name: 'leaderboard',
  // Each version and why it changed: test/load/NOTES.md.
  version: 5,
  eventTypes: LEADERBOARD_EVENT_TYPES,
  documentIds: leaderboardDocumentIds,
  apply: (document, event) => foldLeaderboard(document, toLeaderboardEvent(event)),
};
