import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import type { EventStore } from '../event-store/event-store.port.js';

export interface CachedStream<TState> {
  readonly state: TState;
  /** Revision of the last event folded, -1 for a stream with no events. */
  readonly revision: number;
}

/**
 * Changed in place as events arrive rather than replaced by a new { state, revision } per event: an entry
 * lives as long as its stream is used, so each replaced copy would have lived into the old generation
 * (one per answer for a person's stream) and been swept there.
 */
interface Entry<TState> {
  loaded: boolean;
  state: TState;
  revision: number;
  loading?: Promise<CachedStream<TState>>;
  /** Events that arrived from the feed while the stream was being read. */
  buffered: RecordedEvent[];
}

/**
 * Keeps the folded state of some streams in memory: read once from the store, then kept current by the
 * live event feed (call `apply` with every event). An event that does not follow the cached revision
 * (a gap) drops the entry, so the next read folds the stream again: the cache can be stale by a few
 * milliseconds but never wrong.
 */
export class StreamStateCache<TState> {
  private readonly entries = new Map<string, Entry<TState>>();

  constructor(
    private readonly eventStore: EventStore,
    private readonly initialState: TState,
    private readonly evolve: (state: TState, event: RecordedEvent) => TState,
    private readonly maxEntries = 50_000,
  ) {}

  async get(streamId: string): Promise<CachedStream<TState>> {
    const entry = this.entries.get(streamId);
    if (entry?.loaded) return { state: entry.state, revision: entry.revision };
    if (entry?.loading) return entry.loading;
    const fresh: Entry<TState> = { loaded: false, state: this.initialState, revision: -1, buffered: [] };
    this.entries.set(streamId, fresh);
    this.evictIfFull();
    fresh.loading = this.load(streamId, fresh);
    return fresh.loading;
  }

  /** Feed every live event through here, in log order. */
  apply(event: RecordedEvent): void {
    const entry = this.entries.get(event.streamId);
    if (!entry) return;
    if (!entry.loaded) {
      entry.buffered.push(event);
      return;
    }
    if (event.revision <= entry.revision) return;
    if (event.revision !== entry.revision + 1) {
      this.entries.delete(event.streamId);
      return;
    }
    entry.state = this.evolve(entry.state, event);
    entry.revision = event.revision;
  }

  forget(streamId: string): void {
    this.entries.delete(streamId);
  }

  private async load(streamId: string, entry: Entry<TState>): Promise<CachedStream<TState>> {
    try {
      const events = await this.eventStore.readStream(streamId);
      let state = events.reduce(this.evolve, this.initialState);
      let revision = events.at(-1)?.revision ?? -1;
      for (const event of entry.buffered) {
        if (event.revision !== revision + 1) continue;
        state = this.evolve(state, event);
        revision = event.revision;
      }
      entry.buffered = [];
      entry.state = state;
      entry.revision = revision;
      entry.loaded = true;
      entry.loading = undefined;
      return { state, revision };
    } catch (error) {
      this.entries.delete(streamId);
      throw error;
    }
  }

  private evictIfFull(): void {
    if (this.entries.size <= this.maxEntries) return;
    // Maps iterate in insertion order: the oldest entries go first.
    const excess = this.entries.size - this.maxEntries;
    let removed = 0;
    for (const key of this.entries.keys()) {
      if (removed++ >= excess) break;
      this.entries.delete(key);
    }
  }
}
