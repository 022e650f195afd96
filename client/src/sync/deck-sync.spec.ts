import { afterEach, describe, expect, it } from '@jest/globals';
import type { DeckCommand } from '../../../contracts/deck/deck-commands.js';
import { FakeDeckServer, PRESENTATION_ID } from '../test-support/fake-deck-server.js';
import { DeckSync, type DeckNotice } from './deck-sync.js';
import { MemoryDeckStore } from './local-store.js';
import { UNDO_HISTORY_LIMIT, UNDO_SUPPRESS_MS } from './undo-history.js';

const presentationId = PRESENTATION_ID;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Harness {
  server: FakeDeckServer;
  sync: DeckSync;
  store: MemoryDeckStore;
  notices: DeckNotice[];
  clock: { now: number };
  transport: ReturnType<FakeDeckServer['connect']>;
}

const opened: DeckSync[] = [];

async function openDeck(options: { server?: FakeDeckServer; store?: MemoryDeckStore } = {}): Promise<Harness> {
  const server = options.server ?? new FakeDeckServer();
  const store = options.store ?? new MemoryDeckStore();
  const clock = { now: 1_000_000 };
  const transport = server.connect();
  let ids = 0;
  const sync = new DeckSync({
    presentationId,
    transport,
    store,
    clock: () => clock.now,
    newMutationId: () => `mutation-${++ids}-${Math.random().toString(36).slice(2, 8)}`,
    setTimer: () => undefined,
  });
  const notices: DeckNotice[] = [];
  sync.onNotice((notice) => {
    if (notice.kind !== 'accepted') notices.push(notice);
  });
  opened.push(sync);
  await sync.open();
  await settle();
  return { server, sync, store, notices, clock, transport };
}

const deck = (harness: Harness) => harness.sync.snapshot().deck!;
const titles = (harness: Harness) => deck(harness).slides.map((slide) => slide.title);
const addSlide = (type: 'poll' | 'wordCloud' | 'multipleChoice' | 'pickAnswer'): DeckCommand => ({ type: 'AddSlide', data: { presentationId, type } });
const retitle = (slideId: string, title: string): DeckCommand => ({ type: 'PatchSlide', data: { presentationId, slideId, fields: { title } } });

/** A user action, then the 150 ms history suppression of any earlier undo/redo is long over. */
async function act(harness: Harness, command: DeckCommand) {
  harness.clock.now += UNDO_SUPPRESS_MS + 1;
  harness.sync.dispatch(command);
  await settle();
}

async function undo(harness: Harness) {
  harness.clock.now += UNDO_SUPPRESS_MS + 1;
  const done = harness.sync.undo();
  await settle();
  return done;
}

async function redo(harness: Harness) {
  harness.clock.now += UNDO_SUPPRESS_MS + 1;
  const done = harness.sync.redo();
  await settle();
  return done;
}

afterEach(() => {
  for (const sync of opened.splice(0)) sync.close();
});

describe('DeckSync: opening', () => {
  it('catches up from the start on first open and keeps the events on this device', async () => {
    const harness = await openDeck();
    expect(harness.sync.snapshot()).toMatchObject({ status: 'ready', connection: 'good', pendingCount: 0 });
    expect(deck(harness).name).toBe('Team offsite');
    expect(harness.server.subscriptions).toEqual([{ presentationId, afterRevision: -1 }]);
    expect((await harness.store.load(presentationId)).events).toHaveLength(1);
  });

  it('shows a reopened deck from the local log at once and asks only for what is newer', async () => {
    const first = await openDeck();
    await act(first, addSlide('poll'));
    first.sync.close();
    first.server.remote(addSlide('wordCloud'));

    const reopened = new DeckSync({ presentationId, transport: first.server.connect({ offline: true }), store: first.store });
    await reopened.open();
    expect(reopened.snapshot()).toMatchObject({ status: 'ready' });
    expect(reopened.snapshot().deck!.slides.map((slide) => slide.type)).toEqual(['poll']);
    reopened.close();

    const second = await openDeck({ server: first.server, store: first.store });
    expect(second.server.subscriptions.at(-1)).toEqual({ presentationId, afterRevision: 2 });
    expect(deck(second).slides.map((slide) => slide.type)).toEqual(['poll', 'wordCloud']);
  });
});

describe('DeckSync: sending', () => {
  it('sends each action with its mutation id and the expected revision; the ack confirms it', async () => {
    const harness = await openDeck();
    await act(harness, addSlide('poll'));

    expect(harness.server.received).toHaveLength(1);
    expect(harness.server.received[0]).toMatchObject({ presentationId, expectedRevision: 0, command: addSlide('poll') });
    expect(harness.sync.snapshot().pendingCount).toBe(0);
    expect(deck(harness)).toEqual(harness.server.deck);
  });

  it("shows a refused action's server message and takes the action back", async () => {
    const harness = await openDeck();
    harness.server.decide = () => ({ statusCode: 422, code: 'business_rule', message: 'Presentation has reached slide limit number.' });
    harness.sync.dispatch(addSlide('poll'));
    expect(titles(harness)).toEqual(['Click to add question']);
    await settle();

    expect(titles(harness)).toEqual([]);
    expect(harness.notices).toEqual([{ kind: 'rejected', command: addSlide('poll'), message: 'Presentation has reached slide limit number.' }]);
    expect(harness.sync.snapshot().canUndo).toBe(false);
  });

  it('queues edits made offline, shows them, and sends them in order on reconnect', async () => {
    const harness = await openDeck();
    harness.transport.drop();
    expect(harness.sync.snapshot().connection).toBe('reconnecting');
    harness.sync.dispatch(addSlide('poll'));
    const localId = deck(harness).slides[0]!.id;
    harness.sync.dispatch(retitle(localId, 'Where shall we eat?'));
    await settle();
    expect(harness.server.received).toHaveLength(0);
    expect(titles(harness)).toEqual(['Where shall we eat?']);
    expect(harness.sync.snapshot().pendingCount).toBe(2);
    expect((await harness.store.load(presentationId)).pending).toHaveLength(2);

    harness.transport.reconnect();
    await settle();
    await settle();
    expect(harness.server.received.map((request) => request.command.type)).toEqual(['AddSlide', 'PatchSlide']);
    // The second command names the slide by the id the server gave it.
    expect(harness.server.received[1]!.command.data.slideId).toBe(harness.server.deck.slides[0]!.id);
    expect(harness.server.deck.slides[0]!.title).toBe('Where shall we eat?');
    expect(harness.sync.snapshot()).toMatchObject({ pendingCount: 0, connection: 'good' });
    expect((await harness.store.load(presentationId)).pending).toHaveLength(0);
  });

  it('settles an action whose answer was lost with the connection from the catch-up, without applying it twice', async () => {
    const harness = await openDeck();
    harness.server.holdAcks = true;
    harness.sync.dispatch(addSlide('poll'));
    await settle();
    harness.transport.drop();
    harness.server.releaseAcks();
    await settle();
    harness.server.holdAcks = false;
    harness.transport.reconnect();
    await settle();
    await settle();

    expect(harness.server.received).toHaveLength(1);
    expect(harness.server.deck.slides).toHaveLength(1);
    expect(harness.sync.snapshot().pendingCount).toBe(0);
    expect(deck(harness)).toEqual(harness.server.deck);
  });

  it('sends an action again, with the same mutation id, when it never reached the server', async () => {
    const harness = await openDeck();
    harness.transport.loseNextRequest = true;
    harness.sync.dispatch(addSlide('poll'));
    await settle();
    expect(harness.server.received).toHaveLength(0);
    const mutationId = (await harness.store.load(presentationId)).pending[0]!.mutationId;
    harness.transport.drop();
    harness.transport.reconnect();
    await settle();
    await settle();

    expect(harness.server.received.map((request) => request.mutationId)).toEqual([mutationId]);
    expect(harness.server.deck.slides).toHaveLength(1);
    expect(deck(harness)).toEqual(harness.server.deck);
  });

  it('on 409 catches up, rebases and sends the same mutation again', async () => {
    const harness = await openDeck();
    await act(harness, addSlide('poll'));
    const slideId = deck(harness).slides[0]!.id;
    // Another editor's change lands before ours, but its broadcast has not reached us yet.
    harness.transport.drop();
    harness.server.remote({ type: 'UpdatePresentationSettings', data: { presentationId, settings: { isEnableChat: true } } });
    harness.transport.reconnect();
    const subscriptionsBefore = harness.server.subscriptions.length;
    harness.server.subscribe = ((original) => (request) => {
      // The catch-up on reconnect is lost, so our command meets the newer stream.
      if (harness.server.subscriptions.length === subscriptionsBefore) {
        harness.server.subscriptions.push(request);
        return { ok: true, revision: request.afterRevision ?? -1, events: [] };
      }
      return original.call(harness.server, request);
    })(harness.server.subscribe);
    await settle();
    await act(harness, retitle(slideId, 'Mine'));
    await settle();

    const retries = harness.server.received.filter((request) => request.command.type === 'PatchSlide');
    expect(retries).toHaveLength(2);
    expect(retries[0]!.mutationId).toBe(retries[1]!.mutationId);
    expect(retries[1]!.expectedRevision).toBe(retries[0]!.expectedRevision! + 1);
    expect(deck(harness)).toEqual(harness.server.deck);
    expect(deck(harness).settings.isEnableChat).toBe(true);
    expect(titles(harness)).toEqual(['Mine']);
  });

  it("rebases pending actions on another editor's events", async () => {
    const harness = await openDeck();
    await act(harness, addSlide('poll'));
    const slideId = deck(harness).slides[0]!.id;
    harness.server.holdAcks = true;
    harness.sync.dispatch(retitle(slideId, 'Mine'));
    await settle();
    harness.server.remote(addSlide('wordCloud'));
    await settle();
    expect(titles(harness)).toEqual(['Mine', 'Click to add question']);
    harness.server.releaseAcks();
    await settle();
    expect(deck(harness)).toEqual(harness.server.deck);
  });

  it('marks the connection unstable when the server fails, and good again after an accepted command', async () => {
    const harness = await openDeck();
    harness.server.decide = () => ({ statusCode: 500, code: 'internal', message: 'Something went wrong on our side. Please try again.' });
    await act(harness, addSlide('poll'));
    expect(harness.sync.snapshot().connection).toBe('unstable');
    harness.server.decide = new FakeDeckServer().decide;
    await act(harness, addSlide('poll'));
    expect(harness.sync.snapshot().connection).toBe('good');
  });
});

describe('DeckSync: undo and redo (spec doc 2 §4)', () => {
  it('undo of an accepted action sends its inverse as a new command; redo sends the inverse of that', async () => {
    const harness = await openDeck();
    await act(harness, addSlide('poll'));
    const slideId = harness.server.deck.slides[0]!.id;
    await act(harness, retitle(slideId, 'Lunch?'));

    expect(await undo(harness)).toBe(true);
    expect(harness.server.received.at(-1)!.command).toEqual(retitle(slideId, 'Click to add question'));
    expect(titles(harness)).toEqual(['Click to add question']);

    expect(await undo(harness)).toBe(true);
    expect(harness.server.received.at(-1)!.command).toEqual({ type: 'DeleteSlides', data: { presentationId, slideIds: [slideId] } });
    expect(titles(harness)).toEqual([]);

    expect(await redo(harness)).toBe(true);
    expect(harness.server.received.at(-1)!.command).toEqual({ type: 'RestoreSlides', data: { presentationId, slideIds: [slideId] } });
    expect(await redo(harness)).toBe(true);
    expect(titles(harness)).toEqual(['Lunch?']);
    expect(deck(harness)).toEqual(harness.server.deck);
    // History was walked by new commands only: nothing was rewritten.
    expect(harness.server.received.map((request) => request.command.type)).toEqual([
      'AddSlide',
      'PatchSlide',
      'PatchSlide',
      'DeleteSlides',
      'RestoreSlides',
      'PatchSlide',
    ]);
    expect(new Set(harness.server.received.map((request) => request.mutationId)).size).toBe(6);
  });

  it('a new action clears the redo stack', async () => {
    const harness = await openDeck();
    await act(harness, addSlide('poll'));
    await undo(harness);
    expect(harness.sync.snapshot().canRedo).toBe(true);
    await act(harness, addSlide('wordCloud'));
    expect(harness.sync.snapshot().canRedo).toBe(false);
  });

  it(`keeps at most ${UNDO_HISTORY_LIMIT} entries`, async () => {
    const harness = await openDeck();
    await act(harness, addSlide('poll'));
    const slideId = deck(harness).slides[0]!.id;
    for (let index = 1; index <= UNDO_HISTORY_LIMIT + 5; index++) await act(harness, retitle(slideId, `Title ${index}`));
    let undone = 0;
    while (await undo(harness)) undone++;
    expect(undone).toBe(UNDO_HISTORY_LIMIT);
    // The oldest entries (adding the slide, the first titles) fell off the end.
    expect(titles(harness)).toEqual(['Title 5']);
  });

  it(`records nothing for ${UNDO_SUPPRESS_MS} ms after an undo or redo`, async () => {
    const harness = await openDeck();
    await act(harness, addSlide('poll'));
    const slideId = deck(harness).slides[0]!.id;
    await act(harness, retitle(slideId, 'One'));
    await undo(harness);

    harness.clock.now += UNDO_SUPPRESS_MS - 1;
    harness.sync.dispatch(retitle(slideId, 'Echo of the undo'));
    await settle();
    // Not recorded, so it neither became undoable nor cleared the redo stack.
    expect(harness.sync.snapshot()).toMatchObject({ canRedo: true });
    harness.clock.now += 2;
    harness.sync.dispatch(retitle(slideId, 'Two'));
    await settle();
    expect(harness.sync.snapshot().canRedo).toBe(false);
    await undo(harness);
    expect(titles(harness)).toEqual(['Echo of the undo']);
  });

  it('makes no entry for word cloud option changes', async () => {
    const harness = await openDeck();
    await act(harness, addSlide('wordCloud'));
    const wordCloud = deck(harness).slides[0]!;
    await act(harness, { type: 'AddSlideOption', data: { presentationId, slideId: wordCloud.id, title: 'pizza' } });
    await undo(harness);
    // The undo took back the slide itself: the option change had no entry of its own.
    expect(harness.server.received.at(-1)!.command.type).toBe('DeleteSlides');

    await act(harness, addSlide('multipleChoice'));
    const poll = deck(harness).slides[0]!;
    await act(harness, { type: 'AddSlideOption', data: { presentationId, slideId: poll.id, title: 'Yes' } });
    await undo(harness);
    expect(harness.server.received.at(-1)!.command.type).toBe('DeleteSlideOption');
  });

  it('is blocked while presenting', async () => {
    const harness = await openDeck();
    await act(harness, addSlide('poll'));
    harness.sync.setPresenting(true);
    expect(harness.sync.snapshot().canUndo).toBe(false);
    expect(await undo(harness)).toBe(false);
    harness.sync.setPresenting(false);
    expect(await undo(harness)).toBe(true);
  });

  it('is blocked while saving', async () => {
    const harness = await openDeck();
    await act(harness, addSlide('poll'));
    harness.server.holdAcks = true;
    harness.sync.dispatch(addSlide('wordCloud'));
    await settle();
    expect(harness.sync.snapshot()).toMatchObject({ pendingCount: 1, canUndo: false });
    expect(await undo(harness)).toBe(false);
    harness.server.releaseAcks();
    await settle();
    expect(harness.sync.snapshot().canUndo).toBe(true);
  });

  it("puts the entry back and says 'The action cannot be performed!' when the server refuses the undo", async () => {
    const harness = await openDeck();
    await act(harness, addSlide('poll'));
    const decide = harness.server.decide;
    harness.server.decide = (current, command) =>
      command.type === 'DeleteSlides' ? { statusCode: 404, code: 'not_found', message: 'Slide not found' } : decide(current, command);

    await undo(harness);
    expect(harness.notices).toEqual([{ kind: 'undoFailed' }]);
    expect(titles(harness)).toEqual(['Click to add question']);
    expect(harness.sync.snapshot()).toMatchObject({ canUndo: true, canRedo: false });

    harness.server.decide = decide;
    await undo(harness);
    expect(titles(harness)).toEqual([]);
  });

  it('says the action cannot be performed when another editor removed what the undo would change', async () => {
    const harness = await openDeck();
    await act(harness, addSlide('poll'));
    const slideId = deck(harness).slides[0]!.id;
    await act(harness, retitle(slideId, 'Mine'));
    harness.server.decide = (current, command) => {
      const data = command.data as { slideId?: string };
      if (command.type === 'PatchSlide' && !current.slides.some((slide) => slide.id === data.slideId)) {
        return { statusCode: 404, code: 'not_found', message: 'Slide not found' };
      }
      return new FakeDeckServer().decide(current, command);
    };
    harness.server.remote({ type: 'DeleteSlides', data: { presentationId, slideIds: [slideId] } });
    await settle();
    await undo(harness);
    expect(harness.notices).toEqual([{ kind: 'undoFailed' }]);
  });
});

describe('DeckSync: a second editor', () => {
  it('sees the first editor\'s changes live, and both end with the same deck', async () => {
    const first = await openDeck();
    const second = await openDeck({ server: first.server });
    await act(first, addSlide('poll'));
    await act(second, addSlide('wordCloud'));
    const slideId = deck(first).slides[0]!.id;
    await act(first, retitle(slideId, 'From the first'));
    await settle();
    expect(deck(second)).toEqual(deck(first));
    expect(titles(second)).toContain('From the first');
  });
});
