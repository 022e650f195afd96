import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { Subscription } from 'rxjs';
import type { RecordedEvent } from '../../../../contracts/events/envelope.js';
import { EVENT_STORE, type EventStore } from '../../event-store/event-store.port.js';
import { LRU_LOOKUP } from '../../lru-lookup.js';
import { ProjectionRunner } from '../../projections/projection-runner.js';
import { READ_STORE, type FindQuery, type JsonDocument, type ReadStore } from '../../read-store/read-store.port.js';
import { LiveEventFeed } from '../live-event-feed.js';
import type { AnyLiveEntry, LiveChangeListener, LiveEntry, LiveView, LiveViewSource } from './live-view.js';

/** A load waits at most this long for the read models to include what the feed had brought. */
const READ_MODEL_WAIT_MS = 30_000;

type AnyView = LiveView<unknown, AnyLiveEntry | null>;
type AnyListener = (entry: AnyLiveEntry, event: RecordedEvent) => void;

interface Entry {
  readonly key: string;
  readonly slot: Slot;
  state: unknown;
  context: Entry | null;
  /** Every event at or before this position is in the state. */
  position: number;
  /** Entries whose context this is: while there are any, it stays and follows the feed. */
  pins: number;
  /** Events that arrived while loading, folded once the load is done; null once it is. */
  buffered: RecordedEvent[] | null;
  loading: Promise<Entry> | null;
  /** Events to announce once the context the state has just named is loaded; null when none is awaited. */
  held: RecordedEvent[] | null;
  /** Out of the cache and no longer following the feed. */
  dropped: boolean;
}

interface Slot {
  readonly view: AnyView;
  readonly cache: LRUCache<string, Entry>;
  /** Entries the cache let go that other entries still need as their context. */
  readonly pinned: Map<string, Entry>;
  readonly listeners: AnyListener[];
}

/** What the code of a registered view uses: its entries and their changes. */
export interface LiveViewHandle<TState, TContext extends AnyLiveEntry | null> {
  /** The key's entry, loading it once; it then follows the feed until it is evicted. */
  get(key: string): Promise<LiveEntry<TState, TContext>>;
  /** The key's entry if it is loaded, without waiting (the hot path asks this first). */
  peek(key: string): LiveEntry<TState, TContext> | undefined;
  onChange(listener: LiveChangeListener<TState, TContext>): () => void;
}

/**
 * The one subscription to the live event feed behind every live view (sessions, decks, results,
 * leaderboards, ...): each event goes to the entry of each view that folds it, an entry is loaded once
 * and then follows the feed, and entries are evicted least recently used first or a while after their
 * session ends. An entry another one needs as its context stays as long as that one does.
 */
@Injectable()
export class LiveViewRunner implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(LiveViewRunner.name);
  private readonly slots = new Map<AnyView, Slot>();
  /** The same slots as an array: routing walks it for every event, without an iterator. */
  private readonly routed: Slot[] = [];
  private readonly names = new Set<string>();
  /** Position of the last event the feed brought (set before it is routed); undefined until it starts. */
  private delivered: number | undefined;
  private subscription?: Subscription;
  /** Callers of caughtUpWithLog(), woken after each batch the feed brings. */
  private readonly feedWaiters = new Set<() => void>();

  constructor(
    private readonly feed: LiveEventFeed,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly projections: ProjectionRunner,
  ) {}

  onModuleInit(): void {
    void this.feed.started.then((head) => (this.delivered ??= head));
    this.subscription = this.feed.batches$.subscribe((batch) => {
      for (const event of batch) this.route(event);
      for (const wake of [...this.feedWaiters]) wake();
    });
  }

  /**
   * Resolves once the feed has brought every event the log held when called, so that what another node
   * wrote is in every view of this one: for a command that finds its target missing from a view (a slide
   * added through another node a moment ago) before it refuses. False when the feed has not got there
   * within `timeoutMs` (it has lost the log and waits to resume).
   */
  async caughtUpWithLog(timeoutMs = 5_000): Promise<boolean> {
    const head = await this.eventStore.headPosition();
    if (this.delivered === undefined) await this.feed.started;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      for (const wake of [...this.feedWaiters]) wake();
    }, timeoutMs);
    try {
      while ((this.delivered ?? -1) < head && !timedOut) {
        await new Promise<void>((resolve) => {
          const wake = () => {
            this.feedWaiters.delete(wake);
            resolve();
          };
          this.feedWaiters.add(wake);
        });
      }
      return !timedOut;
    } finally {
      clearTimeout(timer);
    }
  }

  onModuleDestroy(): void {
    this.subscription?.unsubscribe();
    for (const slot of this.routed) slot.cache.clear();
  }

  register<TState, TContext extends AnyLiveEntry | null>(view: LiveView<TState, TContext>): LiveViewHandle<TState, TContext> {
    if (this.names.has(view.name)) throw new Error(`A live view named ${view.name} is already registered`);
    this.names.add(view.name);
    const slot = this.slotOf(view as unknown as AnyView);
    return {
      get: async (key) => (await this.entry(slot, key)) as unknown as LiveEntry<TState, TContext>,
      peek: (key) => this.readyEntry(slot, key) as unknown as LiveEntry<TState, TContext> | undefined,
      onChange: (listener) => {
        slot.listeners.push(listener as unknown as AnyListener);
        return () => {
          const index = slot.listeners.indexOf(listener as unknown as AnyListener);
          if (index >= 0) slot.listeners.splice(index, 1);
        };
      },
    };
  }

  /** A view is also registered when it is first named as another's context. */
  private slotOf(view: AnyView): Slot {
    let slot = this.slots.get(view);
    if (slot) return slot;
    const pinned = new Map<string, Entry>();
    slot = {
      view,
      pinned,
      listeners: [],
      cache: new LRUCache<string, Entry>({
        max: view.maxEntries,
        ttlAutopurge: view.retire !== undefined,
        dispose: (entry, key, reason) => {
          if (reason === 'set') return;
          if (entry.pins > 0) pinned.set(key, entry);
          else this.drop(entry);
        },
      }),
    };
    this.slots.set(view, slot);
    this.routed.push(slot);
    return slot;
  }

  private route(event: RecordedEvent): void {
    this.delivered = event.position;
    for (let index = 0; index < this.routed.length; index++) {
      const slot = this.routed[index]!;
      const key = slot.view.keyOf(event);
      if (key === null) continue;
      let entry = slot.cache.get(key, LRU_LOOKUP) ?? slot.pinned.get(key);
      if (!entry) {
        if (!slot.view.loadOnEvent) continue;
        entry = this.create(slot, key);
      }
      if (entry.buffered) entry.buffered.push(event);
      else this.apply(entry, event);
    }
  }

  private apply(entry: Entry, event: RecordedEvent): void {
    const { view } = entry.slot;
    if (event.position > entry.position) {
      entry.state = view.evolve(entry.state, event);
      entry.position = event.position;
      if (view.context && entry.context === null && entry.held === null) this.attachContextSoon(entry);
    }
    if (view.retire?.endedBy(event) && entry.slot.cache.has(entry.key)) {
      entry.slot.cache.set(entry.key, entry, { ttl: view.retire.afterMs });
    }
    if (entry.held) entry.held.push(event);
    else this.announce(entry, event);
  }

  private announce(entry: Entry, event: RecordedEvent): void {
    for (const listener of entry.slot.listeners) {
      try {
        listener(entry as unknown as AnyLiveEntry, event);
      } catch (error) {
        this.logger.error(`A listener of the live view ${entry.slot.view.name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      }
    }
  }

  private async entry(slot: Slot, key: string): Promise<Entry> {
    if (this.delivered === undefined) await this.feed.started;
    for (;;) {
      const entry = this.lookUp(slot, key) ?? this.create(slot, key);
      const loaded = entry.loading ? await entry.loading : entry;
      // Evicted while it loaded (a cache much smaller than what is in use): load it again.
      if (!loaded.dropped) return loaded;
    }
  }

  private readyEntry(slot: Slot, key: string): Entry | undefined {
    const entry = this.lookUp(slot, key);
    return entry && entry.buffered === null ? entry : undefined;
  }

  private lookUp(slot: Slot, key: string): Entry | undefined {
    const cached = slot.cache.get(key, LRU_LOOKUP);
    if (cached) return cached;
    const pinned = slot.pinned.get(key);
    if (pinned) {
      // Wanted again for itself: back among the recently used.
      slot.pinned.delete(key);
      slot.cache.set(key, pinned);
    }
    return pinned;
  }

  private create(slot: Slot, key: string): Entry {
    const entry: Entry = {
      key,
      slot,
      state: undefined,
      context: null,
      position: this.delivered ?? -1,
      pins: 0,
      buffered: [],
      loading: null,
      held: null,
      dropped: false,
    };
    slot.cache.set(key, entry);
    entry.loading = this.load(entry);
    // Callers await it; a failure is theirs to report, and the entry is gone.
    entry.loading.catch(() => undefined);
    return entry;
  }

  private async load(entry: Entry): Promise<Entry> {
    const { view, cache } = entry.slot;
    const source = new ViewSource(this.eventStore, this.readStore, this.projections, entry.position);
    try {
      entry.state = await view.load(entry.key, source);
      entry.position = Math.max(entry.position, source.lastStreamPosition);
      const contextKey = view.context?.keyOf(entry.key, entry.state) ?? null;
      if (view.context && contextKey !== null) this.pin(entry, await this.entry(this.slotOf(view.context.view as unknown as AnyView), contextKey));
    } catch (error) {
      entry.buffered = null;
      entry.loading = null;
      if (cache.peek(entry.key, LRU_LOOKUP) === entry) cache.delete(entry.key);
      else this.drop(entry);
      throw error;
    }
    const buffered = entry.buffered ?? [];
    entry.buffered = null;
    entry.loading = null;
    for (const event of buffered) this.apply(entry, event);
    return entry;
  }

  /** The state has just named its context: changes wait until it is there (it usually already is). */
  private attachContextSoon(entry: Entry): void {
    const context = entry.slot.view.context!;
    const key = context.keyOf(entry.key, entry.state);
    if (key === null) return;
    const slot = this.slotOf(context.view as unknown as AnyView);
    const ready = this.readyEntry(slot, key);
    if (ready) {
      this.pin(entry, ready);
      return;
    }
    entry.held = [];
    this.entry(slot, key).then(
      (loaded) => this.pin(entry, loaded),
      (error: unknown) => this.logger.error(`No ${slot.view.name} ${key} for ${entry.slot.view.name} ${entry.key}: ${error instanceof Error ? error.message : String(error)}`),
    ).finally(() => {
      const held = entry.held ?? [];
      entry.held = null;
      if (!entry.dropped) for (const event of held) this.announce(entry, event);
    });
  }

  private pin(entry: Entry, context: Entry): void {
    if (entry.dropped) return;
    context.pins++;
    entry.context = context;
  }

  private drop(entry: Entry): void {
    entry.dropped = true;
    const context = entry.context;
    if (!context) return;
    entry.context = null;
    context.pins--;
    if (context.pins === 0 && context.slot.pinned.get(context.key) === context) {
      context.slot.pinned.delete(context.key);
      this.drop(context);
    }
  }
}

/** Reads for one load, as of the position the feed had reached when its entry was created. */
class ViewSource implements LiveViewSource {
  /** Position of the last event a stream read returned. */
  lastStreamPosition = -1;
  private caughtUp?: Promise<boolean>;

  constructor(
    private readonly eventStore: EventStore,
    private readonly readStore: ReadStore,
    private readonly projections: ProjectionRunner,
    private readonly upTo: number,
  ) {}

  async stream(streamId: string): Promise<readonly RecordedEvent[]> {
    const events = await this.eventStore.readStream(streamId);
    this.lastStreamPosition = Math.max(this.lastStreamPosition, events.at(-1)?.position ?? -1);
    return events;
  }

  streamOfMany(streamId: string): Promise<readonly RecordedEvent[]> {
    return this.eventStore.readStream(streamId);
  }

  async document<T extends JsonDocument>(projectionName: string, id: string): Promise<T | null> {
    await this.readModelsCaughtUp();
    return this.readStore.get<T>(this.projections.collectionOf(projectionName), id);
  }

  async documents<T extends JsonDocument>(projectionName: string, query: FindQuery): Promise<T[]> {
    await this.readModelsCaughtUp();
    return this.readStore.find<T>(this.projections.collectionOf(projectionName), query);
  }

  private readModelsCaughtUp(): Promise<boolean> {
    this.caughtUp ??= this.projections.waitForPosition(this.upTo, READ_MODEL_WAIT_MS);
    return this.caughtUp;
  }
}
