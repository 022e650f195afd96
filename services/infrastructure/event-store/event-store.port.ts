import type { NewEvent, RecordedEvent } from '../../../contracts/events/envelope.js';

/**
 * What the writer believes about the stream: any state, that it does not exist yet, or that its
 * last event has exactly this 0-based revision.
 */
export type ExpectedRevision = 'any' | 'no_stream' | number;

export interface AppendResult {
  readonly streamId: string;
  /** Revision of the last event written (or of the stream's last event, when nothing was written). */
  readonly nextExpectedRevision: number;
  /** Global position of the last event written by this append. */
  readonly position: number;
  /** True when the commandId had been appended before: the first result is returned and nothing is written. */
  readonly duplicate: boolean;
}

export interface AppendOptions {
  /**
   * Default true: the commandId is looked up before writing and recorded with the append, so a re-send is
   * answered with the first result. False when the stream's decider recognises re-sent commands in its own
   * state (a participant's answers carry their answerId as commandId, and a second copy decides nothing),
   * so an append of that stream is checked by its expected revision alone: the store then neither looks
   * the commandId up nor records it (on SQLite that record is a second random-key write per event).
   */
  readonly deduplicate?: boolean;
}

export interface EventSubscription extends AsyncIterable<RecordedEvent[]> {
  /** Ends the subscription; a pending iteration finishes with done. */
  close(): Promise<void>;
}

export interface SubscribeOptions {
  /** Upper bound of events per delivered batch. */
  readonly maxBatchSize?: number;
}

/**
 * The durable log. Every adapter passes event-store.contract.ts.
 * Positions are exclusive cursors: reading "from" position p returns events after p; 0 is the start.
 */
export interface EventStore {
  /**
   * Appends atomically to one stream. All events of one call must share metadata.commandId; a call
   * whose commandId was appended before returns that first result with duplicate: true (unless
   * options.deduplicate is false). Throws WrongExpectedRevisionError when the expectation does not hold.
   */
  append(streamId: string, events: readonly NewEvent[], expectedRevision: ExpectedRevision, options?: AppendOptions): Promise<AppendResult>;
  /** Events of one stream in revision order, from a 0-based revision (inclusive). */
  readStream(streamId: string, fromRevision?: number): Promise<RecordedEvent[]>;
  /** Revision of the stream's last event, or null when the stream does not exist. */
  streamRevision(streamId: string): Promise<number | null>;
  /** Up to `limit` events after `fromPosition`, in global order. */
  readAll(fromPosition: number, limit: number): Promise<RecordedEvent[]>;
  /** Position of the last event in the log (0 when empty). */
  headPosition(): Promise<number>;
  /** Catches up from `fromPosition` and then stays live, never skipping or repeating an event. */
  subscribeAll(fromPosition: number, options?: SubscribeOptions): EventSubscription;
  close(): Promise<void>;
}

export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | null,
  ) {
    super(`Stream ${streamId} is at revision ${actual ?? 'none'}, expected ${String(expected)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}

export const EVENT_STORE = Symbol('EventStore');
