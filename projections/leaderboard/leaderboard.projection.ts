import type { RecordedEvent } from '../../contracts/events/envelope.js';
import type { Projection } from '../projection.js';
import { foldLeaderboard, isLeaderboardAnswer, LEADERBOARD_EVENT_TYPES, type LeaderboardEvent } from './fold-leaderboard.js';
import type { LeaderboardDocument } from './leaderboard.document.js';

/** Which leaderboard document an event changes: its session's, or none (answers to non-quiz slides). */
export function leaderboardDocumentIds(event: RecordedEvent): readonly string[] {
  const data = event.data as { sessionId?: string; slideType?: string };
  if (typeof data.sessionId !== 'string') return [];
  if (event.type === 'AnswerSubmitted' && !isLeaderboardAnswer(data.slideType ?? '')) return [];
  return [data.sessionId];
}

export function toLeaderboardEvent(event: RecordedEvent): LeaderboardEvent {
  return { type: event.type, data: event.data, position: event.position } as LeaderboardEvent;
}

/** The quiz leaderboard per live session, persisted in batches by the projection runner. */
export const leaderboardProjection: Projection<LeaderboardDocument> = {
  name: 'leaderboard',
  // 2: members in 16 x 16 buckets (memberBucket) instead of 256.
  version: 2,
  eventTypes: LEADERBOARD_EVENT_TYPES,
  documentIds: leaderboardDocumentIds,
  apply: (document, event) => foldLeaderboard(document, toLeaderboardEvent(event)),
};
