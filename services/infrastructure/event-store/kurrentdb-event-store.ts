import {
  ANY,
  BACKWARDS,
  END,
  FORWARDS,
  KurrentDBClient,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  eventTypeFilter,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type AppendStreamState,
  type EventData,
  type JSONType,
  type ReadPosition,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { createHash } from 'node:crypto';
import { CommandLedger, LEDGER_EVENT_TYPES } from './command-ledger.js';
import type { EventMetadata, NewEvent, RecordedEvent } from '../../../contracts/events/envelope.js';
import {
  WrongExpectedRevisionError,
  type AppendOptions,
  type AppendResult,
  type EventStore,
  type EventSubscription,
  type ExpectedRevision,
  type SubscribeOptions,
} from './event-store.port.js';

/** Fixed namespace of the name-based event ids; changing it would break idempotency for commands re-sent across a deploy. */
const EVENT_ID_NAMESPACE = Buffer.from('6f0c6a4e3b8d4c1f9a5e2d7b8c9f0a1b', 'hex');

const DEFAULT_MAX_BATCH_SIZE = 500;

/** $all without system events (types starting with $) and without the command ledger's entries. */
const OUR_EVENTS = eventTypeFilter({ regex: `^(?!\\$)(?!${LEDGER_EVENT_TYPES.reserved}$)(?!${LEDGER_EVENT_TYPES.appended}$)` });

/**
 * The scale-out event store: KurrentDB over gRPC.
 *
 * Positions are KurrentDB commit positions (byte offsets in the transaction log). Since KurrentDB 20 every
 * event of an append is its own log record whose commit and prepare positions are equal, so one number is
 * enough to name an event in $all, and {commit: p, prepare: p} turns it back into a read position.
 *
 * Idempotency. KurrentDB recognises a re-sent event id only right after the expected revision it was first
 * written at, and answers such a re-send exactly like a fresh write. So command ids are kept for good in a
 * ledger of their own (command-ledger.ts: one small stream per command, left out of $all reads), which answers
 * a re-send with the first result and duplicate: true however much later it comes. Event ids are still
 * name-based UUIDs (version 5) of the command id and the event's index, so two copies of one command racing
 * at the same revision are written once by KurrentDB itself.
 */
export class KurrentDbEventStore implements EventStore {
  private readonly client: KurrentDBClient;
  private readonly subscriptions = new Set<KurrentDbSubscription>();
  private readonly ledger = new CommandLedger({
    appendUnchecked: (streamId, events, expectedRevision) => this.appendUnchecked(streamId, events, expectedRevision),
    readStreamPage: (streamId, fromRevision, maxCount) => this.readStreamEvents(streamId, { fromRevision: BigInt(fromRevision), direction: FORWARDS, maxCount }),
    streamRevision: (streamId) => this.streamRevision(streamId),
  });
  private closed = false;

  constructor(connectionString: string) {
    this.client = KurrentDBClient.connectionString(connectionString);
  }

  async append(streamId: string, events: readonly NewEvent[], expectedRevision: ExpectedRevision, options: AppendOptions = {}): Promise<AppendResult> {
    if (this.closed) throw new Error('Event store is closed');
    if (events.length === 0) throw new Error('An append needs at least one event');
    const commandId = events[0]!.metadata.commandId;
    if (events.some((event) => event.metadata.commandId !== commandId)) {
      throw new Error('All events of one append must share one commandId');
    }
    if (options.deduplicate ?? true) return this.ledger.append(streamId, events, expectedRevision);
    return { ...(await this.appendUnchecked(streamId, events, expectedRevision)), duplicate: false };
  }

  private async appendUnchecked(streamId: string, events: readonly NewEvent[], expectedRevision: ExpectedRevision): Promise<Omit<AppendResult, 'duplicate'>> {
    const commandId = events[0]!.metadata.commandId;
    const proposed: EventData[] = events.map((event, index) => ({
      id: eventIdFor(commandId, index),
      contentType: 'application/json',
      type: event.type,
      data: event.data as JSONType,
      metadata: event.metadata as JSONType,
    }));
    try {
      const result = await this.client.appendToStream(streamId, proposed, { streamState: toStreamState(expectedRevision) });
      const nextExpectedRevision = Number(result.nextExpectedRevision);
      const position =
        result.position !== undefined
          ? Number(result.position.commit)
          : // The server leaves the position out when it could not look it up (an idempotent answer
            // racing replication); the stored event has it.
            await this.positionOf(streamId, nextExpectedRevision);
      return { streamId, nextExpectedRevision, position };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      const actual = error.actualState === NO_STREAM ? null : Number(error.actualState);
      throw new WrongExpectedRevisionError(streamId, expectedRevision, actual);
    }
  }

  async readStream(streamId: string, fromRevision = 0): Promise<RecordedEvent[]> {
    return this.readStreamEvents(streamId, { fromRevision: BigInt(fromRevision), direction: FORWARDS });
  }

  async streamRevision(streamId: string): Promise<number | null> {
    const [last] = await this.readStreamEvents(streamId, { fromRevision: END, direction: BACKWARDS, maxCount: 1 });
    return last ? last.revision : null;
  }

  async readAll(fromPosition: number, limit: number): Promise<RecordedEvent[]> {
    if (limit <= 0) return [];
    // Reading $all from a position includes the event at that position; ours are exclusive cursors,
    // so one more is read and everything at or before the cursor dropped.
    const events = await this.readAllEvents({
      fromPosition: toReadPosition(fromPosition),
      direction: FORWARDS,
      maxCount: limit + 1,
    });
    return events.filter((event) => event.position > fromPosition).slice(0, limit);
  }

  async headPosition(): Promise<number> {
    const [last] = await this.readAllEvents({ fromPosition: END, direction: BACKWARDS, maxCount: 1 });
    return last?.position ?? 0;
  }

  subscribeAll(fromPosition: number, options: SubscribeOptions = {}): EventSubscription {
    if (this.closed) throw new Error('Event store is closed');
    const source = this.client.subscribeToAll({ fromPosition: toReadPosition(fromPosition), filter: OUR_EVENTS });
    const subscription = new KurrentDbSubscription(source, fromPosition, options.maxBatchSize ?? DEFAULT_MAX_BATCH_SIZE, () =>
      this.subscriptions.delete(subscription),
    );
    this.subscriptions.add(subscription);
    return subscription;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.subscriptions].map((subscription) => subscription.close()));
    await this.client.dispose();
  }

  private async positionOf(streamId: string, revision: number): Promise<number> {
    const [event] = await this.readStreamEvents(streamId, { fromRevision: BigInt(revision), direction: FORWARDS, maxCount: 1 });
    if (!event) throw new Error(`Event ${revision} of ${streamId} was reported written but cannot be read`);
    return event.position;
  }

  private async readStreamEvents(
    streamId: string,
    options: { fromRevision: bigint | typeof END; direction: typeof FORWARDS | typeof BACKWARDS; maxCount?: number },
  ): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId, options)) {
        const event = toRecordedEvent(resolved);
        if (event) events.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  private async readAllEvents(options: {
    fromPosition: ReadPosition;
    direction: typeof FORWARDS | typeof BACKWARDS;
    maxCount: number;
  }): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    for await (const resolved of this.client.readAll({ ...options, filter: OUR_EVENTS })) {
      const event = toRecordedEvent(resolved);
      if (event) events.push(event);
    }
    return events;
  }
}

/**
 * Turns the client's live subscription (a Node stream of single events) into batches: each turn takes
 * whatever has arrived, up to maxBatchSize, and waits only when nothing has. Events at or before the last
 * delivered position are dropped, so the event at `fromPosition` is never delivered again whichever way
 * the server treats the start position.
 */
class KurrentDbSubscription implements EventSubscription {
  private lastPosition: number;
  private closed = false;
  private ended = false;
  private failure: Error | null = null;
  private wake: (() => void) | null = null;

  constructor(
    private readonly source: AllStreamSubscription,
    fromPosition: number,
    private readonly maxBatchSize: number,
    private readonly onClose: () => void,
  ) {
    this.lastPosition = fromPosition;
    source.on('readable', () => this.notify());
    source.on('end', () => {
      this.ended = true;
      this.notify();
    });
    source.on('error', (error: Error) => {
      this.failure = error;
      this.notify();
    });
  }

  async *[Symbol.asyncIterator](): AsyncIterator<RecordedEvent[]> {
    try {
      while (!this.closed) {
        if (this.failure) throw this.failure;
        const batch = this.takeArrived();
        if (batch.length > 0) {
          yield batch;
          continue;
        }
        if (this.ended) return;
        // read() returned null just now, so the stream emits 'readable' when the next event arrives.
        await new Promise<void>((resolve) => {
          this.wake = resolve;
        });
      }
    } finally {
      await this.close();
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.notify();
    this.onClose();
    try {
      await this.source.unsubscribe();
    } finally {
      this.source.destroy();
    }
  }

  private takeArrived(): RecordedEvent[] {
    const batch: RecordedEvent[] = [];
    while (batch.length < this.maxBatchSize) {
      const resolved = this.source.read() as AllStreamResolvedEvent | null;
      if (resolved === null) break;
      const event = toRecordedEvent(resolved);
      if (!event || event.position <= this.lastPosition) continue;
      this.lastPosition = event.position;
      batch.push(event);
    }
    return batch;
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }
}

function toStreamState(expected: ExpectedRevision): AppendStreamState {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  return BigInt(expected);
}

function toReadPosition(position: number): ReadPosition {
  if (position <= 0) return START;
  const logPosition = BigInt(position);
  return { commit: logPosition, prepare: logPosition };
}

/** Our events only: system events (types starting with $), link events and non-JSON records are left out. */
function toRecordedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (!event || !event.isJson || event.type.startsWith('$')) return null;
  const commit = event.position?.commit ?? resolved.commitPosition;
  if (commit === undefined) {
    throw new Error(`KurrentDB returned event ${event.id} without its log position; the server must be 22.6 or later`);
  }
  return {
    id: event.id,
    streamId: event.streamId,
    revision: Number(event.revision),
    position: Number(commit),
    type: event.type,
    data: event.data,
    metadata: event.metadata as EventMetadata,
  };
}

/** Name-based UUID (RFC 9562 version 5: SHA-1 of namespace and name) of an event of a command. */
export function eventIdFor(commandId: string, index: number): string {
  const hash = createHash('sha1').update(EVENT_ID_NAMESPACE).update(`${commandId}/${index}`, 'utf8').digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
