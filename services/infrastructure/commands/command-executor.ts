import { randomUUID } from 'node:crypto';
import type { Actor, DomainEvent, NewEvent } from '../../../contracts/events/envelope.js';
import { Conflict } from '../../shared-kernel/domain/domain-errors.js';
import { WrongExpectedRevisionError, type EventStore } from '../event-store/event-store.port.js';
import { foldEvents, type Decider } from '../../shared-kernel/domain/decider.js';
import { KeyedSerialQueue } from './stream-lock.js';
import { WrittenStreamStates } from './written-stream-states.js';

/** Conflicts with other nodes are retried this many times before the caller gets a 409. */
const MAX_ATTEMPTS = 10;

/**
 * Before a retry after another node's write: a random pause that grows with each attempt, so that two nodes
 * with commands queued for one stream stop taking turns at losing (a node's own commands never conflict: they queue).
 */
function pauseBeforeRetry(attempt: number): Promise<void> {
  const ceilingMs = Math.min(100, 2 ** attempt);
  return new Promise((resolve) => setTimeout(resolve, Math.random() * ceilingMs));
}
const STALE_MESSAGE = 'This was changed in the meantime. Reload to see the latest version and try again.';

export interface CommandRequest<TState, TCommand, TEvent extends DomainEvent> {
  readonly streamId: string;
  readonly decider: Decider<TState, TCommand, TEvent>;
  readonly command: TCommand;
  readonly actor: Actor;
  /** The client's id for this command; re-sending it is answered from the first result. */
  readonly commandId?: string;
  readonly correlationId?: string;
  readonly causationId?: string;
  /** From If-Match: the revision the client saw; a different current revision is a 409. */
  readonly expectedRevision?: number;
  /** Current schema version per event type (default 1). */
  readonly schemaVersions?: Readonly<Record<string, number>>;
  /** Added to this node's time for the decision's `now`: a live session's own clock (SessionClock). */
  readonly clockOffsetMs?: number;
}

export interface CommandResult<TState, TEvent extends DomainEvent> {
  readonly events: readonly TEvent[];
  readonly state: TState;
  /** Stream revision after the command (null if the stream still does not exist). */
  readonly revision: number | null;
  /** Global position of the last event written; 0 when nothing was written. */
  readonly position: number;
  readonly duplicate: boolean;
}

export interface Clock {
  now(): Date;
}

/**
 * The write side of every command: load the stream, decide (pure), append with the loaded revision as
 * the expectation, and on a conflict load again and re-decide. Validation and actor-level
 * authorisation happen before this, at the edge (zod pipe, auth guard).
 * A stream this node wrote or read recently is not loaded again: its folded state is kept (see
 * WrittenStreamStates), and a decision that writes nothing from such a state is confirmed against the
 * stream's current revision first.
 */
export class CommandExecutor {
  private readonly queue = new KeyedSerialQueue();
  private readonly states = new WrittenStreamStates();

  constructor(
    private readonly eventStore: EventStore,
    private readonly clock: Clock = { now: () => new Date() },
    private readonly newId: () => string = randomUUID,
  ) {}

  /** The time this executor's decisions see, for callers that judge ahead of a decision whether to ask for it. */
  now(): Date {
    return this.clock.now();
  }

  execute<TState, TCommand, TEvent extends DomainEvent>(
    request: CommandRequest<TState, TCommand, TEvent>,
  ): Promise<CommandResult<TState, TEvent>> {
    return this.queue.run(request.streamId, () => this.attempt(request, 1));
  }

  /**
   * The caller has just named this stream with a fresh random id, so it has no events yet: its first
   * command is decided from the initial state without a read (at admission, for each person's answer
   * stream: the first answers of ten thousand people would otherwise each read the store on the event
   * loop). The append still expects no stream, so were the stream written meanwhile it would be read then.
   */
  expectNewStream(streamId: string): void {
    this.states.rememberEmpty(streamId);
  }

  private async attempt<TState, TCommand, TEvent extends DomainEvent>(
    request: CommandRequest<TState, TCommand, TEvent>,
    attempt: number,
    /** After a conflict: the state the lost decision was made on, caught up from its revision on. */
    behind?: { readonly state: TState; readonly revision: number | null },
  ): Promise<CommandResult<TState, TEvent>> {
    const { decider, streamId } = request;
    const known = attempt === 1 ? this.states.get(streamId, decider) : undefined;
    if (known && (request.expectedRevision === undefined || request.expectedRevision === known.revision)) {
      let decided: { events: readonly TEvent[]; now: string } | undefined;
      let refusal: unknown;
      try {
        decided = this.decide(request, known.state);
      } catch (error) {
        refusal = error;
      }
      if (decided && decided.events.length > 0) return this.append(request, attempt, known.state, known.revision, decided);
      // Refused, or nothing to write: that outcome stands only if the kept state is still the stream's.
      if ((await this.eventStore.streamRevision(streamId)) === known.revision) {
        if (!decided) throw refusal;
        return { events: decided.events, state: known.state, revision: known.revision, position: 0, duplicate: false };
      }
      this.states.forget(streamId);
    }
    const { state, revision } = await this.load(streamId, decider, behind);
    if (request.expectedRevision !== undefined && request.expectedRevision !== revision) {
      throw new Conflict(STALE_MESSAGE, {
        expectedRevision: request.expectedRevision,
        currentRevision: revision,
      });
    }
    const decided = this.decide(request, state);
    if (decided.events.length === 0) return { events: decided.events, state, revision, position: 0, duplicate: false };
    return this.append(request, attempt, state, revision, decided);
  }

  /**
   * A stream's state as a decider folds it (kept, or read), for checks that come before costly work on a
   * command (whose actor may edit it, before sanitising its rich text); the command is still decided on the
   * stream as it is when it runs.
   */
  async currentState<TState, TEvent extends DomainEvent>(streamId: string, decider: Decider<TState, never, TEvent>): Promise<TState> {
    return (this.states.get(streamId, decider) ?? (await this.load(streamId, decider))).state;
  }

  /** Reads the stream and folds it, or only what follows `from` onto its state (a stream with a long history). */
  private async load<TState, TEvent extends DomainEvent>(
    streamId: string,
    decider: Decider<TState, never, TEvent>,
    from?: { readonly state: TState; readonly revision: number | null },
  ): Promise<{ state: TState; revision: number | null }> {
    const fromRevision = from?.revision ?? null;
    const recorded = await this.eventStore.readStream(streamId, fromRevision === null ? 0 : fromRevision + 1);
    const state = foldEvents(decider, recorded as unknown as TEvent[], fromRevision === null ? decider.initialState : from!.state);
    const revision = recorded.at(-1)?.revision ?? fromRevision;
    if (revision !== null) this.states.remember(streamId, decider, state, revision);
    else this.states.rememberEmpty(streamId);
    return { state, revision };
  }

  private decide<TState, TCommand, TEvent extends DomainEvent>(
    request: CommandRequest<TState, TCommand, TEvent>,
    state: TState,
  ): { events: readonly TEvent[]; now: string } {
    const now = new Date(this.clock.now().getTime() + (request.clockOffsetMs ?? 0)).toISOString();
    return { events: request.decider.decide(request.command, state, { actor: request.actor, now, newId: this.newId }), now };
  }

  private async append<TState, TCommand, TEvent extends DomainEvent>(
    request: CommandRequest<TState, TCommand, TEvent>,
    attempt: number,
    state: TState,
    revision: number | null,
    { events, now }: { events: readonly TEvent[]; now: string },
  ): Promise<CommandResult<TState, TEvent>> {
    const { decider, streamId } = request;
    const commandId = request.commandId ?? this.newId();
    const correlationId = request.correlationId ?? commandId;
    const toAppend: NewEvent[] = events.map((event) => ({
      type: event.type,
      data: event.data,
      metadata: {
        actor: request.actor,
        commandId,
        correlationId,
        causationId: request.causationId ?? commandId,
        occurredAt: now,
        schemaVersion: request.schemaVersions?.[event.type] ?? 1,
      },
    }));
    try {
      const appended = await this.eventStore.append(streamId, toAppend, revision ?? 'no_stream', {
        deduplicate: decider.recognisesResentCommands !== true,
      });
      const nextState = events.reduce((current, event) => decider.evolve(current, event), state);
      // A duplicate commandId wrote nothing now: what the stream holds is not what this decision assumed.
      if (appended.duplicate) this.states.forget(streamId);
      else this.states.appended(streamId, decider, nextState, appended.nextExpectedRevision, events);
      return {
        events,
        state: nextState,
        revision: appended.nextExpectedRevision,
        position: appended.position,
        duplicate: appended.duplicate,
      };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      this.states.forget(streamId);
      if (request.expectedRevision !== undefined || attempt >= MAX_ATTEMPTS) {
        throw new Conflict(STALE_MESSAGE, {
          currentRevision: error.actual,
        });
      }
      await pauseBeforeRetry(attempt);
      return this.attempt(request, attempt + 1, { state, revision });
    }
  }
}
