import type { DomainEvent } from '../../../contracts/events/envelope.js';
import type { Decider } from './decider.js';

type AnyDecider = Decider<unknown, never, DomainEvent>;

export interface KnownState<TState> {
  readonly state: TState;
  /** Revision of the stream's last event folded into the state; null: the stream has no events. */
  readonly revision: number | null;
}

interface Entry {
  /** When the stream was last written or read, as a count of such uses (see touch). */
  usedAt: number;
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
 * Least recently used streams are dropped first, a tenth of the limit at a time.
 */
export class WrittenStreamStates {
  private readonly entries = new Map<string, Entry>();
  private uses = 0;

  constructor(private readonly maxStreams = 50_000) {}

  get<TState>(streamId: string, decider: Decider<TState, never, DomainEvent>): KnownState<TState> | undefined {
    const entry = this.entries.get(streamId);
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

  /**
   * Marks the stream used. The entry stays where it is in the map: moving it to the end (delete, then set
   * again) on every answer filled the map's table with deleted slots, and every few thousand answers the
   * table of some ten thousand streams was built anew, half a megabyte at a time straight into the old
   * generation.
   */
  private touch(streamId: string): Entry {
    const known = this.entries.get(streamId);
    if (known) {
      known.usedAt = ++this.uses;
      return known;
    }
    if (this.entries.size >= this.maxStreams) this.dropLeastRecentlyUsed();
    const entry: Entry = { usedAt: ++this.uses, revision: -1, empty: false, states: new Map() };
    this.entries.set(streamId, entry);
    return entry;
  }

  /** Drops the least recently used tenth of the limit (at least one stream). */
  private dropLeastRecentlyUsed(): void {
    const uses = [...this.entries.values()].map((entry) => entry.usedAt).sort((a, b) => a - b);
    const cutoff = uses[Math.max(1, Math.floor(this.maxStreams / 10)) - 1]!;
    for (const [streamId, entry] of this.entries) if (entry.usedAt <= cutoff) this.entries.delete(streamId);
  }
}
