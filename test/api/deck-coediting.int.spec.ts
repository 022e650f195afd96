import type { DeckDocument } from '../../contracts/deck/read-model.js';
import { DeckSync, type DeckNotice, type DeckSyncSnapshot } from '../../client/src/sync/deck-sync.js';
import { MemoryDeckStore } from '../../client/src/sync/local-store.js';
import { SocketTransport } from '../../client/src/sync/socket-transport.js';
import { deckApi } from './support/deck-api.js';
import { randomDeckEdit, seededRandom } from './support/random-deck-edits.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

/** Resolves once the editor's state satisfies `ok` (a hang meets the suite's timeout). */
function until(sync: DeckSync, ok: (snapshot: DeckSyncSnapshot) => boolean): Promise<DeckSyncSnapshot> {
  return new Promise((resolve) => {
    let stop: () => unknown = () => undefined;
    const check = () => {
      const snapshot = sync.snapshot();
      if (!ok(snapshot)) return;
      stop();
      resolve(snapshot);
    };
    stop = sync.subscribe(check);
    check();
  });
}

const deckOf = (sync: DeckSync): DeckDocument => sync.snapshot().deck!;

/**
 * Co-editing with the editor's own sync code (client/src/sync: patch log, undo history, socket transport) against
 * the real server: each DeckSync is one browser tab of the deck's editor.
 */
describe('Co-editing one deck from two editors (issue 24)', () => {
  let t: TestApp;
  let baseUrl: string;
  const editors: DeckSync[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    baseUrl = await t.listen();
  });
  afterAll(async () => {
    for (const editor of editors) editor.close();
    await t.close();
  });

  async function openEditor(token: string, presentationId: string) {
    const notices: DeckNotice[] = [];
    const sync = new DeckSync({ presentationId, transport: new SocketTransport(async () => token, baseUrl), store: new MemoryDeckStore() });
    editors.push(sync);
    sync.onNotice((notice) => notices.push(notice));
    await sync.open();
    await until(sync, (snapshot) => snapshot.status === 'ready');
    return { sync, notices };
  }

  /** Both editors have nothing pending and hold the server's latest revision. */
  async function settled(api: ReturnType<typeof deckApi>, presentationId: string, ...syncs: DeckSync[]): Promise<DeckDocument> {
    for (const sync of syncs) await until(sync, (snapshot) => snapshot.pendingCount === 0);
    const server = await api.deck(presentationId);
    for (const sync of syncs) await until(sync, (snapshot) => snapshot.deck?.revision === server.revision);
    return server;
  }

  /** Who the second editor is: the presenter in another tab, or a member of the team whose workspace holds the deck. */
  type SecondEditor = 'the same presenter in another tab' | 'a team member';

  async function twoEditors(slides: number, second: SecondEditor = 'the same presenter in another tab') {
    const owner = await registerPresenter(t.http);
    const api = deckApi(t, owner.token);
    const secondToken = second === 'the same presenter in another tab' ? owner.token : await teamMemberOf(owner.token);
    const presentationId =
      second === 'the same presenter in another tab' ? await api.createPresentation() : ((await t.http.post('/api/presentation').set(api.auth).send({ name: 'Team deck', fromWorkspace: true }).expect(201)).body.id as string);
    const slideIds: string[] = [];
    for (let i = 0; i < slides; i++) slideIds.push((await api.addSlide(presentationId, { type: 'poll' })).id);
    const a = await openEditor(owner.token, presentationId);
    const b = await openEditor(secondToken, presentationId);
    return { api, presentationId, slideIds, a, b };
  }

  /** A team started by the owner, and the token of a presenter who joined it as a member (README "Team roles"). */
  async function teamMemberOf(ownerToken: string): Promise<string> {
    const member = await registerPresenter(t.http);
    await t.http.post('/api/accounts').set(bearer(ownerToken)).send({ name: 'Co-editing crew', licenseQuantity: 2 }).expect(201);
    const sent = (await t.http.post('/api/invitations').set(bearer(ownerToken)).send({ emails: [member.user.email] }).expect(201)).body.invitations as { invitationId: string }[];
    await t.http.post(`/api/invitations/${sent[0]!.invitationId}/accept`).set(bearer(member.token)).expect(200);
    return member.token;
  }

  const titleOf = (sync: DeckSync, slideId: string) => deckOf(sync).slides.find((slide) => slide.id === slideId)?.title;

  it.each<SecondEditor>(['the same presenter in another tab', 'a team member'])('two editors (the second: %s) making 500 seeded edits each, at the same time, end with the same deck as the server', async (second) => {
    const { api, presentationId, a, b } = await twoEditors(0, second);
    const EDITS = 500;
    /** A person edits while earlier edits are still on their way, a few at most (as fast as the server answers). */
    const IN_FLIGHT = 4;

    async function edit(sync: DeckSync, seed: number, label: string) {
      const random = seededRandom(seed);
      for (let made = 0; made < EDITS; made++) {
        await until(sync, (snapshot) => snapshot.pendingCount < IN_FLIGHT);
        sync.dispatch(randomDeckEdit(deckOf(sync), random, label));
      }
    }
    await Promise.all([edit(a.sync, 24_001, 'A'), edit(b.sync, 24_002, 'B')]);
    const server = await settled(api, presentationId, a.sync, b.sync);

    expect(deckOf(a.sync)).toEqual(server);
    expect(deckOf(b.sync)).toEqual(server);
    // Every edit was answered: accepted, or refused because the deck had moved under it (a slide the other deleted).
    for (const { notices } of [a, b]) {
      const answered = notices.filter((notice) => notice.kind === 'accepted' || notice.kind === 'rejected');
      expect(answered).toHaveLength(EDITS);
      expect(notices.filter((notice) => notice.kind === 'accepted').length).toBeGreaterThan(EDITS / 2);
    }
    // Both really wrote to the deck: each one's events are in the server's log.
    const log = (await t.http.get(`/api/presentation/${presentationId}/events`).set(api.auth).expect(200)).body.events as { revision: number }[];
    expect(log).toHaveLength(server.revision + 1);
    expect(server.slides.some((slide) => slide.title?.startsWith('A '))).toBe(true);
    expect(server.slides.some((slide) => slide.title?.startsWith('B '))).toBe(true);
  });

  it.each<SecondEditor>(['the same presenter in another tab', 'a team member'])("A's undo removes only A's last action, not B's later one (B: %s)", async (who) => {
    const { api, presentationId, slideIds, a, b } = await twoEditors(2, who);
    const [first, second] = slideIds as [string, string];
    const untitled = titleOf(a.sync, first);
    a.sync.dispatch({ type: 'PatchSlide', data: { presentationId, slideId: first, fields: { title: 'A wrote this' } } });
    await settled(api, presentationId, a.sync, b.sync);
    b.sync.dispatch({ type: 'PatchSlide', data: { presentationId, slideId: second, fields: { title: 'B wrote this' } } });
    await settled(api, presentationId, a.sync, b.sync);
    expect(titleOf(b.sync, first)).toBe('A wrote this');

    expect(a.sync.undo()).toBe(true);
    const server = await settled(api, presentationId, a.sync, b.sync);
    expect(titleOf(a.sync, first)).toBe(untitled);
    expect(titleOf(a.sync, second)).toBe('B wrote this');
    expect(deckOf(a.sync)).toEqual(server);
    expect(deckOf(b.sync)).toEqual(server);
    // B's history is B's own: its undo takes back B's title, not A's undo.
    expect(b.sync.snapshot().canUndo).toBe(true);
    expect(a.sync.snapshot().canUndo).toBe(false);
  });

  it.each<SecondEditor>(['the same presenter in another tab', 'a team member'])("B's undo removes only B's last action, even after A edited the same slide (B: %s)", async (second) => {
    const { api, presentationId, slideIds, a, b } = await twoEditors(1, second);
    const [slideId] = slideIds as [string];
    b.sync.dispatch({ type: 'AddSlideOption', data: { presentationId, slideId, title: 'B option' } });
    await settled(api, presentationId, a.sync, b.sync);
    a.sync.dispatch({ type: 'PatchSlide', data: { presentationId, slideId, fields: { title: 'A renamed it' } } });
    await settled(api, presentationId, a.sync, b.sync);
    const optionsBefore = deckOf(a.sync).slides[0]!.options.map((option) => option.title);
    expect(optionsBefore).toContain('B option');

    expect(b.sync.undo()).toBe(true);
    const server = await settled(api, presentationId, a.sync, b.sync);
    const slide = server.slides[0]!;
    expect(slide.options.map((option) => option.title)).toEqual(optionsBefore.filter((title) => title !== 'B option'));
    expect(slide.title).toBe('A renamed it');
    expect(deckOf(a.sync)).toEqual(server);
    expect(deckOf(b.sync)).toEqual(server);
    // Redo brings back B's option only.
    expect(b.sync.redo()).toBe(true);
    const redone = await settled(api, presentationId, a.sync, b.sync);
    expect(redone.slides[0]!.options.map((option) => option.title)).toContain('B option');
    expect(redone.slides[0]!.title).toBe('A renamed it');
  });

  it("an undo never takes back what another editor wrote since: A's title edit overwritten by B is not taken back", async () => {
    const { api, presentationId, slideIds, a, b } = await twoEditors(1);
    const [slideId] = slideIds as [string];
    a.sync.dispatch({ type: 'UpdatePresentationSettings', data: { presentationId, settings: { isEnableChat: true } } });
    await settled(api, presentationId, a.sync, b.sync);
    a.sync.dispatch({ type: 'PatchSlide', data: { presentationId, slideId, fields: { title: 'A title' } } });
    await settled(api, presentationId, a.sync, b.sync);
    b.sync.dispatch({ type: 'PatchSlide', data: { presentationId, slideId, fields: { title: 'B title' } } });
    await settled(api, presentationId, a.sync, b.sync);

    // A's title edit was replaced by B's: undoing it says it cannot be performed (spec doc 2 §4) and leaves B's title.
    const head = await api.head();
    expect(a.sync.undo()).toBe(false);
    expect(a.notices.at(-1)).toEqual({ kind: 'undoFailed' });
    expect(await api.head()).toBe(head);
    // The next undo takes back A's action before it.
    expect(a.sync.undo()).toBe(true);
    const server = await settled(api, presentationId, a.sync, b.sync);
    expect(server.slides[0]!.title).toBe('B title');
    expect(server.settings.isEnableChat).toBe(false);
    expect(a.sync.snapshot().canUndo).toBe(false);
    expect(deckOf(b.sync)).toEqual(server);
  });

  it('tells every editor who else is in the deck room, and who left (the collaborator heads)', async () => {
    const owner = await registerPresenter(t.http, { firstName: 'Ada', lastName: 'Lovelace' });
    const api = deckApi(t, owner.token);
    const presentationId = await api.createPresentation();
    const a = await openEditor(owner.token, presentationId);
    const b = await openEditor(owner.token, presentationId);
    const withOthers = (sync: DeckSync, count: number) => until(sync, (snapshot) => snapshot.otherEditors.length === count);

    const seenByA = await withOthers(a.sync, 1);
    expect(seenByA.otherEditors).toEqual([{ connectionId: expect.any(String), userId: expect.any(String), name: 'Ada Lovelace' }]);
    const seenByB = await withOthers(b.sync, 1);
    expect(seenByB.otherEditors[0]!.connectionId).not.toBe(seenByA.otherEditors[0]!.connectionId);

    // A stranger is refused the room and never listed.
    const stranger = await registerPresenter(t.http, { firstName: 'Eve' });
    const refused = new DeckSync({ presentationId, transport: new SocketTransport(async () => stranger.token, baseUrl), store: new MemoryDeckStore() });
    editors.push(refused);
    await refused.open();
    await until(refused, (snapshot) => snapshot.status === 'failed');
    const c = await openEditor(owner.token, presentationId);
    await withOthers(a.sync, 2);
    expect(a.sync.snapshot().otherEditors.map((editor) => editor.name)).toEqual(['Ada Lovelace', 'Ada Lovelace']);

    expect(refused.snapshot().otherEditors).toEqual([]);
    c.sync.close();
    await withOthers(a.sync, 1);
    await withOthers(b.sync, 1);
    b.sync.close();
    await withOthers(a.sync, 0);
  });
});
