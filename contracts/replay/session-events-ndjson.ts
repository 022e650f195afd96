import { z } from 'zod';

/**
 * One line of a session's NDJSON events download (services/replay/README.md documents it): every event of
 * the session's own stream and its participants' streams, oldest first. Deck edits are not in it.
 */
export const sessionEventLineSchema = z.strictObject({
  /** Global log position: strictly increasing down the file. */
  position: z.number().int().nonnegative(),
  /** `session-{sessionId}`, `admissions-{sessionId}-{nodeId}` or `participant-{sessionId}-{audienceId}`. */
  stream: z.string(),
  /** 0-based index of the event in its stream. */
  revision: z.number().int().nonnegative(),
  /** A past-tense fact: SessionStarted, LiveSlideActivated, AudienceAdmitted, AnswerSubmitted, ReactionSent, Quiz*, SessionStopped, ... */
  type: z.string(),
  occurredAt: z.string().datetime({ offset: true }),
  /** Who caused it: the presenter (user), an audience member (audience) or the server (system). */
  actor: z.strictObject({ kind: z.enum(['user', 'guest', 'audience', 'system']), id: z.string() }),
  /** The event's payload as stored, at `schemaVersion`. */
  schemaVersion: z.number().int().positive(),
  data: z.record(z.string(), z.unknown()),
});
export type SessionEventLine = z.infer<typeof sessionEventLineSchema>;
