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
  excludeSystemEvents,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type AppendStreamState,
  type EventData,
  type JSONType,
  type ReadPosition,
  type ResolvedEvent,
} from '@kurrent/kurrentdb-client';
import { createHash } from 'node:crypto';
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

/**
 * How many of a stream's events, ending where the append would land, are searched for an earlier append of
 * the same command. A retry normally follows its first attempt closely; one further back is not recognised.
 */
const IDEMPOTENCY_WINDOW = 32;

const DEFAULT_MAX_BATCH_SIZE = 500;

/**
 * The scale-out event store: KurrentDB over gRPC.
 *
 * Positions are KurrentDB commit positions (byte offsets in the transaction log). Since KurrentDB 20 every
 * event of an append is its own log record whose commit and prepare positions are equal, so one number is
 * enough to name an event in $all, and {commit: p, prepare: p} turns it back into a read position.
 *
 * Idempotency. Every event id is a name-based UUID (version 5) of the command id and the event's index in
 * the append, so a re-sent command proposes the ids it proposed the first time, and KurrentDB, finding
 * them right after the expected revision, answers with success without writing them again. That answer
 * looks exactly like a fresh write (both report the revision and position of the last event), and it only
 * covers a retry decided at the same revision. A command re-sent by a client goes through the command
 * executor again, which loads the stream and appends at its current revision, right after the first
 * attempt's events, where KurrentDB sees nothing to deduplicate. So the store looks before it writes: it reads the IDEMPOTENCY_WINDOW events up
 * to the revision the append would take (for 'any', the stream's last ones) and, when one of them carries
 * the command's first event id, follows the command's ids to its last event and answers with that event's
 * revision and position and duplicate: true, writing nothing. A WrongExpectedVersion from the server gets
 * the same search once more: a retry that lost a race against its own first attempt, or whose decider now
 * emits a different number of events ("corrupted idempotency" to KurrentDB), is a duplicate, not a conflict.
 * Two copies of one command racing each other may both be told duplicate: false; with an exact
 * expectation KurrentDB still writes the events only once.
 */
export class KurrentDbEventStore implements EventStore {
  private readonly client: KurrentDBClient;
  private readonly subscriptions = new Set<KurrentDbSubscription>();
  private closed = false;

  constructor(connectionString: string) {
    this.client = KurrentDBClient.connectionString(connectionString);
  }

  async append(streamId: string, events: readonly NewEvent[], expectedRevision: ExpectedRevision, options: AppendOptions = {}): Promise<AppendResult> {
    const deduplicate = options.deduplicate ?? true;
    if (this.closed) throw new Error('Event store is closed');
    if (events.length === 0) throw new Error('An append needs at least one event');
    const commandId = events[0]!.metadata.commandId;
    if (events.some((event) => event.metadata.commandId !== commandId)) {
      throw new Error('All events of one append must share one commandId');
    }

    const earlier = deduplicate ? await this.findEarlierAppend(streamId, commandId, expectedRevision) : null;
    if (earlier) return earlier;

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
      return { streamId, nextExpectedRevision, position, duplicate: false };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
      const raced = deduplicate ? await this.findEarlierAppend(streamId, commandId, expectedRevision) : null;
      if (raced) return raced;
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
    const source = this.client.subscribeToAll({ fromPosition: toReadPosition(fromPosition), filter: excludeSystemEvents() });
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

  /** The result of an earlier append of this command, if one is among the events where it would have landed. */
  private async findEarlierAppend(
    streamId: string,
    commandId: string,
    expectedRevision: ExpectedRevision,
  ): Promise<AppendResult | null> {
    const firstId = eventIdFor(commandId, 0);
    const first = (await this.eventsBefore(streamId, expectedRevision)).find((event) => event.id === firstId);
    if (!first) return null;
    const last = await this.lastEventOfAppend(streamId, commandId, first);
    return { streamId, nextExpectedRevision: last.revision, position: last.position, duplicate: true };
  }

  /** The last IDEMPOTENCY_WINDOW events up to and including the revision an append with this expectation takes. */
  private eventsBefore(streamId: string, expectedRevision: ExpectedRevision): Promise<RecordedEvent[]> {
    if (expectedRevision === 'any') {
      return this.readStreamEvents(streamId, { fromRevision: END, direction: BACKWARDS, maxCount: IDEMPOTENCY_WINDOW });
    }
    const landing = expectedRevision === 'no_stream' ? 0 : expectedRevision + 1;
    const from = Math.max(0, landing - IDEMPOTENCY_WINDOW + 1);
    return this.readStreamEvents(streamId, { fromRevision: BigInt(from), direction: FORWARDS, maxCount: landing - from + 1 });
  }

  /** Follows the ids an append of `commandId` gave its events, from its first event to its last. */
  private async lastEventOfAppend(streamId: string, commandId: string, first: RecordedEvent): Promise<RecordedEvent> {
    let last = first;
    const pageSize = 64;
    for (;;) {
      const page = await this.readStreamEvents(streamId, {
        fromRevision: BigInt(last.revision + 1),
        direction: FORWARDS,
        maxCount: pageSize,
      });
      for (const event of page) {
        const index = event.revision - first.revision;
        if (event.id !== eventIdFor(commandId, index)) return last;
        last = event;
      }
      if (page.length < pageSize) return last;
    }
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
    for await (const resolved of this.client.readAll({ ...options, filter: excludeSystemEvents() })) {
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
