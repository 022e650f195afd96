import { z } from 'zod';

/**
 * Who caused a change. Audience members and guests are actors too, so every event can be
 * traced back to a person (or to the system, for housekeeping done on nobody's behalf).
 */
export const actorSchema = z.strictObject({
  kind: z.enum(['user', 'guest', 'audience', 'system']),
  id: z.string().min(1),
});
export type Actor = z.infer<typeof actorSchema>;

export const SYSTEM_ACTOR: Actor = { kind: 'system', id: 'system' };

export const eventMetadataSchema = z.strictObject({
  actor: actorSchema,
  /** The command that produced the event; re-sending it is answered from the first result. */
  commandId: z.string().min(1),
  /** Shared by everything one user request set in motion. */
  correlationId: z.string().min(1),
  /** The message (command or event) that directly caused this one. */
  causationId: z.string().min(1),
  occurredAt: z.string().datetime({ offset: true }),
  schemaVersion: z.number().int().positive(),
});
export type EventMetadata = z.infer<typeof eventMetadataSchema>;

/** An event as a decider emits it: a past-tense fact, not yet stored. */
export interface DomainEvent<TType extends string = string, TData = unknown> {
  readonly type: TType;
  readonly data: TData;
}

/** An event ready to append: the fact plus who, why and when. */
export interface NewEvent<TType extends string = string, TData = unknown> extends DomainEvent<TType, TData> {
  readonly metadata: EventMetadata;
}

/** An event as the store returns it. */
export interface RecordedEvent<TType extends string = string, TData = unknown> extends NewEvent<TType, TData> {
  /** Unique id of this event. */
  readonly id: string;
  readonly streamId: string;
  /** 0-based position of the event inside its stream. */
  readonly revision: number;
  /** Position in the global log; strictly increasing in the order readers see events. */
  readonly position: number;
}

export const recordedEventSchema = z.object({
  id: z.string(),
  streamId: z.string(),
  revision: z.number().int().nonnegative(),
  position: z.number().int().nonnegative(),
  type: z.string(),
  data: z.unknown(),
  metadata: eventMetadataSchema,
});
