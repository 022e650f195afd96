import type { RecordedEvent } from '../../contracts/events/envelope.js';
import type { Projection } from '../projection.js';
import { foldLeaderboard, isLeaderboardAnswer, LEADERBOARD_EVENT_TYPES, type LeaderboardEvent } from './fold-leaderboard.js';
import type { LeaderboardDocument } from './leaderboard.document.js';
import { allLeaderboardPartIds, leaderboardPartId, leaderboardPartOf } from './leaderboard-parts.js';

const FOLDED = new Set<string>(LEADERBOARD_EVENT_TYPES);

/** Which session's leaderboard an event changes, or none (other events, answers to non-quiz slides). */
export function leaderboardDocumentId(event: RecordedEvent): string | null {
  const data = event.data as { sessionId?: string; slideType?: string };
  if (!FOLDED.has(event.type) || typeof data.sessionId !== 'string') return null;
  if (event.type === 'AnswerSubmitted' && !isLeaderboardAnswer(data.slideType ?? '')) return null;
  return data.sessionId;
}

const ONE_MEMBER_EVENT_TYPES = new Set<string>(['AudienceAdmitted', 'AnswerSubmitted', 'QuizPointsAwarded', 'PacedSlideOpened', 'PacedQuestionOpened']);

/** The one member an event is about, when only that member's part changes. */
function memberOfEvent(event: RecordedEvent): string | null {
  const data = event.data as { audienceId?: string | null };
  const aboutOneMember = ONE_MEMBER_EVENT_TYPES.has(event.type);
  return aboutOneMember && typeof data.audienceId === 'string' ? data.audienceId : null;
}

/** An event about one member changes that member's part; every other one changes every part of the session. */
export function leaderboardDocumentIds(event: RecordedEvent): readonly string[] {
  const sessionId = leaderboardDocumentId(event);
  if (sessionId === null) return [];
  const audienceId = memberOfEvent(event);
  return audienceId === null ? allLeaderboardPartIds(sessionId) : [leaderboardPartId(sessionId, leaderboardPartOf(audienceId))];
}

export function toLeaderboardEvent(event: RecordedEvent): LeaderboardEvent {
  return { type: event.type, data: event.data, position: event.position } as LeaderboardEvent;
}

/**
 * The quiz leaderboard per live session, persisted in parts (leaderboard-parts.ts) by the projection runner:
 * each part is the session's leaderboard folded with its own members only.
 */
export const leaderboardProjection: Projection<LeaderboardDocument> = {
  name: 'leaderboard',
  // Each version and why it changed: test/load/NOTES.md.
  version: 6,
  eventTypes: LEADERBOARD_EVENT_TYPES,
  documentIds: leaderboardDocumentIds,
  apply: (document, event, partId) => {
    const next = foldLeaderboard(document, toLeaderboardEvent(event));
    return next && next.id !== partId ? { ...next, id: partId } : next;
  },
};
