import type { RecordedEvent } from '../../../contracts/events/envelope.js';
import type { EventStore } from '../event-store/event-store.port.js';

export interface CachedStream<TState> {
  readonly state: TState;
  /** Revision of the last event folded, -1 for a stream with no events. */
  readonly revision: number;
}

interface Entry<TState> {
  value?: CachedStream<TState>;
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
    if (entry?.value) return entry.value;
    if (entry?.loading) return entry.loading;
    const fresh: Entry<TState> = { buffered: [] };
    this.entries.set(streamId, fresh);
    this.evictIfFull();
    fresh.loading = this.load(streamId, fresh);
    return fresh.loading;
  }

  /** Feed every live event through here, in log order. */
  apply(event: RecordedEvent): void {
    const entry = this.entries.get(event.streamId);
    if (!entry) return;
    if (!entry.value) {
      entry.buffered.push(event);
      return;
    }
    if (event.revision <= entry.value.revision) return;
    if (event.revision !== entry.value.revision + 1) {
      this.entries.delete(event.streamId);
      return;
    }
    entry.value = { state: this.evolve(entry.value.state, event), revision: event.revision };
  }

  forget(streamId: string): void {
    this.entries.delete(streamId);
  }

  private async load(streamId: string, entry: Entry<TState>): Promise<CachedStream<TState>> {
    try {
      const events = await this.eventStore.readStream(streamId);
      let value: CachedStream<TState> = {
        state: events.reduce(this.evolve, this.initialState),
        revision: events.at(-1)?.revision ?? -1,
      };
      for (const event of entry.buffered) {
        if (event.revision === value.revision + 1) value = { state: this.evolve(value.state, event), revision: event.revision };
      }
      entry.buffered = [];
      entry.value = value;
      entry.loading = undefined;
      return value;
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
