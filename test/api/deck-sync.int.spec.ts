import type { DeckCommand } from '../../contracts/deck/deck-commands.js';
import type { DeckCommandAck, DeckSubscribeAck } from '../../contracts/realtime/deck-sync.js';
import type { RecordedEvent } from '../../contracts/events/envelope.js';
import { deckApi } from './support/deck-api.js';
import { DeckSyncClient } from './support/deck-sync-client.js';
import { connect, emitWithAck } from './support/live-clients.js';
import { randomDeckEdit, seededRandom } from './support/random-deck-edits.js';
import { registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

type Failed = Extract<DeckCommandAck, { ok: false }>;

describe('Deck editing over socket.io (contracts/realtime/deck-sync.ts)', () => {
  let t: TestApp;
  let baseUrl: string;
  const clients: DeckSyncClient[] = [];
  const open = (token: string, presentationId: string) => {
    const client = new DeckSyncClient(baseUrl, token, presentationId);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await startTestApp();
    baseUrl = await t.listen();
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await t.close();
  });

  it('subscribes with a catch-up, acks commands with their events and revision, and sends them to the other editors', async () => {
    const owner = await registerPresenter(t.http);
    const api = deckApi(t, owner.token);
    const presentationId = await api.createPresentation();
    const a = open(owner.token, presentationId);
    const b = open(owner.token, presentationId);
    const subscribed = await a.catchUp();
    expect(subscribed).toMatchObject({ ok: true, revision: 0, events: [expect.objectContaining({ type: 'PresentationCreated', revision: 0 })] });
    await b.catchUp();

    const command: DeckCommand = { type: 'AddSlide', data: { presentationId, type: 'pickAnswer' } };
    const ack = await a.send(command, 'mutation-1');
    expect(ack).toMatchObject({ ok: true, revision: 3, duplicate: false });
    const events = (ack as { events: RecordedEvent[] }).events;
    expect(events.map((event) => `${event.revision}:${event.type}`)).toEqual(['1:SlideAdded', '2:SlideAdded', '3:ActiveSlideSet']);
    expect(events.every((event) => event.metadata.commandId === 'mutation-1')).toBe(true);

    // The other editor gets the same events, with their revisions, from the room.
    await b.waitForRevision(3);
    expect(b.events.slice(1)).toEqual(events);
    expect(b.deck()).toEqual(await api.deck(presentationId));

    // A re-sent mutation is answered from its first result, even with its old expected revision; nothing is written.
    const head = await api.head();
    const again = await a.send(command, 'mutation-1', 0);
    expect(again).toEqual({ ok: true, revision: 3, events, duplicate: true });
    expect(await api.head()).toBe(head);

    // Catching up from a revision returns only what came after it.
    const later = await emitWithAck<DeckSubscribeAck>(b.socket, 'deck:subscribe', { presentationId, afterRevision: 1 });
    expect(later).toMatchObject({ ok: true, revision: 3 });
    expect((later as { events: RecordedEvent[] }).events.map((event) => event.revision)).toEqual([2, 3]);
  });

  it('answers a stale expected revision with 409, spec rules with 422 and bad commands with 400, writing nothing', async () => {
    const owner = await registerPresenter(t.http);
    const api = deckApi(t, owner.token);
    const presentationId = await api.createPresentation();
    const slide = await api.addSlide(presentationId, { type: 'multipleChoice' });
    const client = open(owner.token, presentationId);
    await client.catchUp();
    const head = await api.head();

    const stale = (await client.send({ type: 'PatchSlide', data: { presentationId, slideId: slide.id, fields: { title: 'x' } } }, 'm-stale', 0)) as Failed;
    expect(stale).toMatchObject({ ok: false, error: { statusCode: 409, code: 'conflict', details: { currentRevision: client.revision } } });

    for (let i = 0; i < 5; i++) {
      await client.send({ type: 'AddSlideOption', data: { presentationId, slideId: slide.id } }, `m-option-${i}`);
    }
    const head8 = await api.head();
    const ninth = (await client.send({ type: 'AddSlideOption', data: { presentationId, slideId: slide.id } }, 'm-option-9')) as Failed;
    expect(ninth.error).toMatchObject({
      statusCode: 422,
      code: 'business_rule',
      message: 'There are already too many options. Please remove some to make room for new ones.',
    });
    expect(await api.head()).toBe(head8);
    expect(head8).toBeGreaterThan(head);

    const unknownType = (await client.send({ type: 'Teleport', data: { presentationId } } as never, 'm-bad')) as Failed;
    expect(unknownType.error).toMatchObject({ statusCode: 400, details: [expect.objectContaining({ path: 'command.type' })] });
    const other = (await client.send({ type: 'AddSlide', data: { presentationId: slide.id, type: 'poll' } }, 'm-other')) as Failed;
    expect(other.error).toMatchObject({ statusCode: 400, details: [{ path: 'command.data.presentationId', message: 'Must equal presentationId' }] });
    const noMutation = await emitWithAck<Failed>(client.socket, 'deck:command', { presentationId, command: { type: 'AddSlide', data: { presentationId, type: 'poll' } } });
    expect(noMutation.error).toMatchObject({ statusCode: 400, details: [expect.objectContaining({ path: 'mutationId' })] });
    expect(await api.head()).toBe(head8);
  });

  it('keeps other presenters, unknown decks and audience sockets out of a deck room', async () => {
    const owner = await registerPresenter(t.http);
    const api = deckApi(t, owner.token);
    const presentationId = await api.createPresentation();
    const slide = await api.addSlide(presentationId, { type: 'poll', options: [{ title: 'Yes' }, { title: 'No' }] });

    const stranger = open((await registerPresenter(t.http)).token, presentationId);
    let leaked = 0;
    stranger.socket.on('deck:events', () => (leaked += 1));
    stranger.socket.on('deck:editors', () => (leaked += 1));
    expect(await stranger.catchUp()).toMatchObject({ ok: false, error: { statusCode: 404 } });
    // Refused as for an unknown deck before anything else, even with a stale revision (which would otherwise be a 409).
    const missing = await emitWithAck<Failed>(stranger.socket, 'deck:subscribe', { presentationId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.error.statusCode).toBe(404);
    for (const expectedRevision of [null, -1]) {
      const strangerCommand = (await stranger.send({ type: 'AddSlide', data: { presentationId, type: 'poll' } }, 'm-stranger', expectedRevision)) as Failed;
      expect(strangerCommand.error).toEqual(missing.error);
    }

    // An audience socket (admitted to a live session) is refused too.
    const presentation = await api.deck(presentationId);
    await t.http.put(`/api/presentation/update-next-slide/${presentationId}`).set(api.auth).send({ activeSlide: slide.id }).expect(200);
    const joined = await t.http.post('/api/audience/join').send({ accessCode: presentation.accessCode, name: 'Guest' }).expect(200);
    const audience = connect(baseUrl, joined.body.token as string);
    const refused = await emitWithAck<Failed>(audience, 'deck:subscribe', { presentationId });
    expect(refused.error.statusCode).toBe(403);
    audience.disconnect();

    await api.addSlide(presentationId, { type: 'poll' });
    const owners = open(owner.token, presentationId);
    await owners.catchUp();
    expect(leaked).toBe(0);
  });

  it('takes many options at once (AddSlideOptions) and removes them at once (DeleteSlideOptions, its undo), for every editor', async () => {
    const owner = await registerPresenter(t.http);
    const api = deckApi(t, owner.token);
    const presentationId = await api.createPresentation();
    const slide = await api.addSlide(presentationId, { type: 'spinnerWheel' });
    const editor = open(owner.token, presentationId);
    const other = open(owner.token, presentationId);
    await editor.catchUp();
    await other.catchUp();

    const options = ['Ada', 'Grace', 'Linus', 'Barbara'].map((title) => ({ title }));
    const added = await editor.send({ type: 'AddSlideOptions', data: { presentationId, slideId: slide.id, options } }, 'bulk-add');
    expect(added).toMatchObject({ ok: true, events: [expect.objectContaining({ type: 'SlideOptionsAdded' })] });
    const optionIds = editor.deck().slides[0]!.options.map((option) => option.id);
    expect(optionIds).toHaveLength(4);

    const deleted = await editor.send({ type: 'DeleteSlideOptions', data: { presentationId, slideId: slide.id, optionIds } }, 'bulk-delete');
    expect(deleted).toMatchObject({ ok: true, events: [expect.objectContaining({ type: 'SlideOptionsDeleted', data: expect.objectContaining({ optionIds }) })] });
    const stray = await editor.send({ type: 'DeleteSlideOptions', data: { presentationId, slideId: slide.id, optionIds: ['gone'] } }, 'bulk-stray');
    expect(stray).toMatchObject({ ok: false, error: { statusCode: 404 } });

    await other.waitForRevision(editor.revision);
    expect(other.deck()).toEqual(await api.deck(presentationId));
    expect(other.deck().slides[0]!.options).toEqual([]);
  });

  it('two editors making 200 random concurrent edits (seed 20260301) end with identical decks', async () => {
    const owner = await registerPresenter(t.http);
    const api = deckApi(t, owner.token);
    const presentationId = await api.createPresentation();
    const editors = [open(owner.token, presentationId), open(owner.token, presentationId)];
    for (const editor of editors) await editor.catchUp();
    const random = seededRandom(20260301);
    const tally = { accepted: 0, refused: 0, conflicts: 0, duplicates: 0, togetherRounds: 0 };
    const labels = ['A', 'B'] as const;
    const made = [0, 0];

    /** One edit, sent again after a conflict, or dropped when the deck moved under it. */
    async function edit(who: 0 | 1, command: DeckCommand) {
      const editor = editors[who]!;
      const mutationId = `${labels[who]}-${made[who]++}`;
      for (let attempt = 0; ; attempt++) {
        const ack = await editor.send(command, mutationId);
        if (ack.ok) {
          tally.accepted += 1;
          if (ack.duplicate) tally.duplicates += 1;
          return;
        }
        if (ack.error.statusCode === 409 && attempt < 50) {
          // Someone else wrote first: take their events from the room (as the editor app does, without
          // another round trip) and send the same mutation again.
          tally.conflicts += 1;
          const { currentRevision } = ack.error.details as { currentRevision: number };
          await editor.waitForRevision(currentRevision);
          continue;
        }
        // The deck moved under the edit (its slide or option is gone, a limit is reached): the edit is dropped.
        expect([404, 422]).toContain(ack.error.statusCode);
        tally.refused += 1;
        return;
      }
    }

    // Rounds, each starting from the deck both editors hold: one of them edits (seeded), or both at the same moment,
    // so that the second to reach the server conflicts. Which of the two that is, the machine decides; nothing
    // checked below depends on it, and the edits themselves come from the seed in a fixed order.
    while (made[0]! < 100 || made[1]! < 100) {
      const head = (await api.deck(presentationId)).revision;
      for (const editor of editors) await editor.waitForRevision(head);
      const roll = random();
      const who: (0 | 1)[] = made[0]! >= 100 ? [1] : made[1]! >= 100 ? [0] : roll < 1 / 3 ? [0] : roll < 2 / 3 ? [1] : [0, 1];
      if (who.length === 2) tally.togetherRounds += 1;
      const commands = who.map((index) => randomDeckEdit(editors[index]!.deck(), random, labels[index]));
      await Promise.all(who.map((index, at) => edit(index, commands[at]!)));
    }

    const server = await api.deck(presentationId);
    for (const editor of editors) await editor.waitForRevision(server.revision);
    const log = (await t.http.get(`/api/presentation/${presentationId}/events`).set(api.auth).expect(200)).body.events as RecordedEvent[];
    expect(log.map((event) => event.revision)).toEqual(Array.from({ length: server.revision + 1 }, (_, i) => i));
    for (const editor of editors) {
      expect(editor.revision).toBe(server.revision);
      expect(editor.events).toEqual(log);
      expect(editor.deck()).toEqual(server);
    }
    // The run really was concurrent and really edited the deck: a round of two conflicts at most once.
    expect(tally.accepted + tally.refused).toBe(200);
    expect(tally.conflicts).toBeGreaterThan(0);
    expect(tally.conflicts).toBeLessThanOrEqual(tally.togetherRounds);
    expect(tally.accepted).toBeGreaterThan(100);
    expect(tally.duplicates).toBe(0);
    expect(server.slides.length).toBeGreaterThan(3);
    expect(server.slides.map((slide) => slide.order)).toEqual(server.slides.map((_, index) => index + 1));
  });
});
