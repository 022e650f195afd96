import type { RecordedEvent } from '../../../../contracts/events/envelope.js';
import type { FindQuery, JsonDocument } from '../../read-store/read-store.port.js';

/**
 * One cached entry of a live view, kept current by the runner: the same object for as long as it is
 * cached, so whoever holds it reads the current state without looking it up again.
 */
export interface LiveEntry<TState, TContext extends AnyLiveEntry | null = null> {
  readonly key: string;
  readonly state: TState;
  /** The entry this one needs (LiveView.context), or null while its state names none yet. */
  readonly context: TContext | null;
}

export type AnyLiveEntry = LiveEntry<unknown, AnyLiveEntry | null>;
type StateOf<TEntry> = TEntry extends LiveEntry<infer TState, AnyLiveEntry | null> ? TState : never;
type ContextOf<TEntry> = TEntry extends LiveEntry<unknown, infer TContext> ? TContext : never;

/** What a view's load reads from, as of the moment its entry was created. */
export interface LiveViewSource {
  /** The stream's events, oldest first. */
  stream(streamId: string): Promise<readonly RecordedEvent[]>;
  /**
   * The same read for a view whose state folds several streams: it leaves the entry's position where the feed
   * was, so events of any of them that arrive meanwhile are all folded after the load, and `evolve` skips
   * those a read already returned (by their stream revision).
   */
  streamOfMany(streamId: string): Promise<readonly RecordedEvent[]>;
  /** One document of a projection, once the projection includes every event the feed had brought. */
  document<T extends JsonDocument>(projectionName: string, id: string): Promise<T | null>;
  documents<T extends JsonDocument>(projectionName: string, query: FindQuery): Promise<T[]>;
}

/**
 * A live view: a pure fold over the live event feed, per key, plus what it needs to load a key's state.
 * The runner (LiveViewRunner) owns the one feed subscription, the loading (events that arrive meanwhile
 * are folded after it, none lost and none twice), the cache and its eviction.
 */
export interface LiveView<TState, TContext extends AnyLiveEntry | null = null> {
  readonly name: string;
  /** The key of the entry an event changes, or null when the view does not fold it. */
  keyOf(event: RecordedEvent): string | null;
  /**
   * The key's state with every event the feed had brought when the entry was created. It may include
   * later ones too: the runner skips events at or before the last one a stream read returned, and
   * `evolve` must skip what a read model's document already holds.
   */
  load(key: string, source: LiveViewSource): Promise<TState>;
  evolve(state: TState, event: RecordedEvent): TState;
  /** At most this many entries are kept; the least recently used go first. */
  readonly maxEntries: number;
  /** Another view's entry this one's changes come with (a session's results come with the session). */
  readonly context?: {
    readonly view: LiveView<StateOf<TContext>, ContextOf<TContext>>;
    /** The context's key, or null while the state does not name one yet. */
    keyOf(key: string, state: TState): string | null;
  };
  /** Follow every key from its first event on, not only keys someone asked for. */
  readonly loadOnEvent?: boolean;
  /** An entry is dropped this long after an event that ends it (its session stopped). */
  readonly retire?: { readonly afterMs: number; endedBy(event: RecordedEvent): boolean };
}

/**
 * Called after an entry includes the event (folded now, or already read by its load): once per event
 * routed to a cached entry, in log order per entry.
 */
export type LiveChangeListener<TState, TContext extends AnyLiveEntry | null> = (entry: LiveEntry<TState, TContext>, event: RecordedEvent) => void;
