import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecordedEvent } from '../../../../contracts/events/envelope.js';
import { newTestEvent } from '../../event-store/event-store.contract.js';
import { SqliteEventStore } from '../../event-store/sqlite-event-store.js';
import { ProjectionRunner } from '../../projections/projection-runner.js';
import { SqliteReadStore } from '../../read-store/sqlite-read-store.js';
import { LiveEventFeed } from '../live-event-feed.js';
import { SubscriptionHealth } from '../../event-store/subscription-health.js';
import type { LiveEntry, LiveView } from './live-view.js';
import { LiveViewRunner } from './live-view-runner.js';
import { streamView } from './stream-view.js';

/** A stream's event types in order: a fold that shows a lost or doubled event. */
type Types = readonly string[];
const foldTypes = (types: Types, event: RecordedEvent): Types => [...types, event.type];

/** Opens when told to: a load held at a chosen point while events arrive. */
function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}

describe('the live view runner', () => {
  const dir = mkdtempSync(join(tmpdir(), 'live-view-runner-'));
  const store = new SqliteEventStore(join(dir, 'events.sqlite'));
  const readStore = new SqliteReadStore(join(dir, 'read-models.sqlite'));
  const feed = new LiveEventFeed(store, new SubscriptionHealth());
  const runner = new LiveViewRunner(feed, store, readStore, new ProjectionRunner(store, readStore, []));
  let fed = -1;
  const feedWatch = feed.batches$.subscribe((batch) => (fed = batch[batch.length - 1]!.position));

  beforeAll(async () => {
    runner.onModuleInit();
    await feed.onApplicationBootstrap();
  });
  afterAll(async () => {
    feedWatch.unsubscribe();
    runner.onModuleDestroy();
    await feed.beforeApplicationShutdown();
    await store.close();
    await readStore.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function until(condition: () => boolean): Promise<void> {
    while (!condition()) await new Promise((resolve) => setImmediate(resolve));
  }

  async function append(streamId: string, ...types: string[]): Promise<number> {
    const revision = (await store.streamRevision(streamId)) ?? 'no_stream';
    const commandId = randomUUID();
    const { position } = await store.append(streamId, types.map((type) => newTestEvent(type, { streamId }, commandId)), revision);
    return position;
  }

  /** Appends, then waits until the feed has brought the events to the runner. */
  async function appendFed(streamId: string, ...types: string[]): Promise<void> {
    const position = await append(streamId, ...types);
    await until(() => fed >= position);
  }

  function heldView(name: string, held: Promise<void>, holdBeforeRead: boolean): LiveView<Types> {
    return {
      name,
      maxEntries: 10,
      keyOf: (event) => (event.streamId.startsWith(`${name}-`) ? event.streamId : null),
      load: async (streamId, source) => {
        if (holdBeforeRead) await held;
        const events = await source.stream(streamId);
        if (!holdBeforeRead) await held;
        return events.reduce(foldTypes, []);
      },
      evolve: foldTypes,
    };
  }

  it('folds every event that arrives while a stream loads once, whether or not the read already had it', async () => {
    for (const holdBeforeRead of [true, false]) {
      const name = holdBeforeRead ? 'early' : 'late';
      const hold = gate();
      const view = runner.register(heldView(name, hold.wait, holdBeforeRead));
      const announced: string[] = [];
      view.onChange((entry, event) => announced.push(`${event.type}:${entry.state.length}`));
      await appendFed(`${name}-1`, 'A');
      const loading = view.get(`${name}-1`);
      await appendFed(`${name}-1`, 'B', 'C');
      hold.open();
      expect((await loading).state).toEqual(['A', 'B', 'C']);
      await appendFed(`${name}-1`, 'D');
      expect(view.peek(`${name}-1`)?.state).toEqual(['A', 'B', 'C', 'D']);
      // Each event that came while loading is announced once, after the entry includes it (read or folded).
      expect(announced).toEqual(holdBeforeRead ? ['B:3', 'C:3', 'D:4'] : ['B:2', 'C:3', 'D:4']);
    }
  });

  it('follows only the keys asked for, unless the view loads on every event', async () => {
    const asked = runner.register(streamView<Types>({ name: 'asked', streamPrefix: 'asked-', initialState: [], evolve: foldTypes, maxEntries: 10 }));
    const every = runner.register({
      ...streamView<Types>({ name: 'every', streamPrefix: 'every-', initialState: [], evolve: foldTypes, maxEntries: 10 }),
      loadOnEvent: true,
    });
    const seen: string[] = [];
    asked.onChange((entry) => seen.push(entry.key));
    every.onChange((entry, event) => seen.push(`${entry.key}:${event.type}:${entry.state.join('')}`));
    await appendFed('asked-1', 'A');
    await appendFed('every-1', 'A');
    await until(() => seen.length > 0);
    expect(seen).toEqual(['every-1:A:A']);
    expect(asked.peek('asked-1')).toBeUndefined();
    expect(every.peek('every-1')?.state).toEqual(['A']);
  });

  it('hands out an entry with its context, which stays current while the entry needs it and goes with it', async () => {
    const contextView = streamView<Types>({ name: 'context', streamPrefix: 'context-', initialState: [], evolve: foldTypes, maxEntries: 1 });
    const contexts = runner.register(contextView);
    const dependents = runner.register<Types, LiveEntry<Types>>({
      ...streamView<Types>({ name: 'dependent', streamPrefix: 'dependent-', initialState: [], evolve: foldTypes, maxEntries: 1 }),
      context: { view: contextView, keyOf: (key) => key.replace('dependent-', 'context-') },
    });
    await appendFed('context-1', 'X');
    await appendFed('dependent-1', 'A');
    const first = await dependents.get('dependent-1');
    expect(first.context?.state).toEqual(['X']);

    // context-2 takes the only place in the context cache, but dependent-1 still needs context-1.
    await contexts.get('context-2');
    await appendFed('context-1', 'Y');
    expect(first.context?.state).toEqual(['X', 'Y']);

    // dependent-2 takes dependent-1's place: context-1 is needed no more and stops following the feed.
    const context1 = first.context;
    await dependents.get('dependent-2');
    expect(dependents.peek('dependent-1')).toBeUndefined();
    expect(first.context).toBeNull();
    await appendFed('context-1', 'Z');
    expect(context1?.state).toEqual(['X', 'Y']);
    expect(contexts.peek('context-1')).toBeUndefined();
  });

  it('drops an entry a while after the event that ends it', async () => {
    const retiring = runner.register({
      ...streamView<Types>({ name: 'retiring', streamPrefix: 'retiring-', initialState: [], evolve: foldTypes, maxEntries: 10 }),
      retire: { afterMs: 1, endedBy: (event) => event.type === 'Ended' },
    });
    await appendFed('retiring-1', 'A');
    await retiring.get('retiring-1');
    await appendFed('retiring-1', 'B');
    expect(retiring.peek('retiring-1')?.state).toEqual(['A', 'B']);
    await appendFed('retiring-1', 'Ended');
    await until(() => retiring.peek('retiring-1') === undefined);
    expect((await retiring.get('retiring-1')).state).toEqual(['A', 'B', 'Ended']);
  });
});
