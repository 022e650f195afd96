import { LRUCache } from 'lru-cache';
import type { DomainEvent } from '../../../contracts/events/envelope.js';
import { LRU_LOOKUP } from '../lru-lookup.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';

type AnyDecider = Decider<unknown, never, DomainEvent>;

export interface KnownState<TState> {
  readonly state: TState;
  /** Revision of the stream's last event folded into the state; null: the stream has no events. */
  readonly revision: number | null;
}

interface Entry {
  revision: number;
  /** The stream has no events: every decider's state on it is the decider's initial state. */
  empty: boolean;
  /** Folded state per decider (several deciders can share a stream). */
  readonly states: Map<AnyDecider, unknown>;
}

/**
 * The folded state of streams this node writes, kept after each of its own reads and appends, so the
 * next command on a stream is decided without reading and folding the stream again (on the hot path, one
 * participant's answers follow each other on their own stream). The state is only a starting point: an
 * append still expects the revision the state was folded to, so a stream written elsewhere since (another
 * node, another process) fails the append, and the command is decided again from the store.
 * Least recently used streams are dropped first.
 */
export class WrittenStreamStates {
  private readonly entries: LRUCache<string, Entry>;

  constructor(maxStreams = 50_000) {
    this.entries = new LRUCache({ max: maxStreams });
  }

  get<TState>(streamId: string, decider: Decider<TState, never, DomainEvent>): KnownState<TState> | undefined {
    const entry = this.entries.peek(streamId, LRU_LOOKUP);
    if (entry?.empty) return { state: decider.initialState, revision: null };
    if (!entry?.states.has(decider as unknown as AnyDecider)) return undefined;
    return { state: entry.states.get(decider as unknown as AnyDecider) as TState, revision: entry.revision };
  }

  /**
   * The stream has no events: it was read empty, or this node has just named it with a fresh random id
   * (a participant's stream at admission), so its first command needs no read to be decided.
   */
  rememberEmpty(streamId: string): void {
    const entry = this.touch(streamId);
    entry.empty = true;
    entry.revision = -1;
    entry.states.clear();
  }

  /** The state a decider folded from the store at `revision`. */
  remember<TState>(streamId: string, decider: Decider<TState, never, DomainEvent>, state: TState, revision: number): void {
    const entry = this.touch(streamId);
    entry.empty = false;
    if (entry.revision !== revision) {
      entry.states.clear();
      entry.revision = revision;
    }
    entry.states.set(decider as unknown as AnyDecider, state);
  }

  /**
   * This node appended `events` (decided by `decider`) to the stream, which is now at `revision`: the
   * decider's new state is known, and every other decider's state on the stream moves on by the same events.
   */
  appended<TState, TEvent extends DomainEvent>(
    streamId: string,
    decider: Decider<TState, never, DomainEvent>,
    state: TState,
    revision: number,
    events: readonly TEvent[],
  ): void {
    const entry = this.touch(streamId);
    // From an empty stream (revision -1, no other states kept) the events follow on as well.
    entry.empty = false;
    const followsOn = entry.revision === revision - events.length;
    for (const [other, otherState] of entry.states) {
      if (other === (decider as unknown as AnyDecider)) continue;
      if (followsOn) entry.states.set(other, events.reduce((current, event) => other.evolve(current, event), otherState));
      else entry.states.delete(other);
    }
    entry.revision = revision;
    entry.states.set(decider as unknown as AnyDecider, state);
  }

  forget(streamId: string): void {
    this.entries.delete(streamId);
  }

  /** The stream's entry, now the most recently used. */
  private touch(streamId: string): Entry {
    let entry = this.entries.get(streamId, LRU_LOOKUP);
    if (!entry) {
      entry = { revision: -1, empty: false, states: new Map() };
      this.entries.set(streamId, entry);
    }
    return entry;
  }
}
