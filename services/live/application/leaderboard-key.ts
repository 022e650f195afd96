import { createHash } from 'node:crypto';

/**
 * How a person appears on the leaderboard sent to phones: a one-way key of their audience id in this
 * session, so every phone can find its own row (its snapshot carries its key) and none learns another's id.
 */
export function leaderboardKey(sessionId: string, audienceId: string): string {
  return createHash('sha256').update(`${sessionId}:${audienceId}`).digest('base64url').slice(0, 22);
}
