import { FOLDER_FULL_MESSAGE, FOLDER_INTO_ITSELF_MESSAGE, FOLDER_TOO_DEEP_MESSAGE } from '../../contracts/folders/constants.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

interface FolderBody {
  folderId: string;
  folderName: string;
  parentFolderId: string | null;
  depth: number;
  breadcrumbs: { folderId: string; folderName: string }[];
}

/** Personal folders over HTTP (spec doc 1 §3, §6 Folders, §9 limits) on the embedded store. */
describe('Personal folders over HTTP', () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  // Every reading of the clock is a millisecond later, so "most recently changed first" has no ties.
  let tick = Date.parse('2026-11-01T09:00:00.000Z');
  const clock = { now: () => new Date((tick += 1)) };

  const auth = () => bearer(token);
  const createFolder = async (folderName: string, parentFolderId?: string | null, as = token) =>
    (await t.http.post('/api/folder').set(bearer(as)).send({ folderName, parentFolderId }).expect(201)).body.folder as FolderBody;
  const createDeck = async (name: string, as = token) => (await t.http.post('/api/presentation').set(bearer(as)).send({ name }).expect(201)).body.id as string;
  const moveTo = (folderId: string | null, presentationIds: string[], account = userId) =>
    t.http.post(`/api/account-folder/${account}/presentation/move-to-folder`).set(auth()).send({ presentationIds, folderId });
  const contents = async (folderId: string, query = '') => (await t.http.get(`/api/folder/${folderId}${query}`).set(auth()).expect(200)).body;
  const topList = async () => (await t.http.get('/api/presentation?sortColumn=name&sortOrder=asc').set(auth()).expect(200)).body.presentations as { id: string }[];
  const head = () => t.storage.eventStore.headPosition();

  beforeAll(async () => {
    t = await startTestApp({}, { clock });
  });
  beforeEach(async () => {
    ({ token, user: { id: userId } } = await registerPresenter(t.http));
  });
  afterAll(() => t.close());

  it('creates nested folders with depth and breadcrumbs, lists the top ones and the full tree', async () => {
    const talks = await createFolder('Talks');
    const conf = await createFolder('Conferences', talks.folderId);
    const berlin = await createFolder('Berlin 2026', conf.folderId);
    await createFolder('Archive');
    expect(talks).toMatchObject({ folderName: 'Talks', parentFolderId: null, depth: 1, userId, ownerId: userId, hasShared: false });
    expect(berlin.depth).toBe(3);
    expect(berlin.breadcrumbs).toEqual([
      { folderId: talks.folderId, folderName: 'Talks' },
      { folderId: conf.folderId, folderName: 'Conferences' },
      { folderId: berlin.folderId, folderName: 'Berlin 2026' },
    ]);

    const top = (await t.http.get('/api/folder?sortColumn=name&sortOrder=asc').set(auth()).expect(200)).body.folders as FolderBody[];
    expect(top.map((folder) => folder.folderName)).toEqual(['Archive', 'Talks']);
    const tree = (await t.http.get('/api/folder/get-full-folder-tree').set(auth()).expect(200)).body.folderTree;
    expect(tree).toEqual([
      { folderId: expect.any(String), folderName: 'Archive', depth: 1, children: [] },
      {
        folderId: talks.folderId,
        folderName: 'Talks',
        depth: 1,
        children: [{ folderId: conf.folderId, folderName: 'Conferences', depth: 2, children: [{ folderId: berlin.folderId, folderName: 'Berlin 2026', depth: 3, children: [] }] }],
      },
    ]);

    const opened = await contents(conf.folderId);
    expect(opened).toMatchObject({ folderId: conf.folderId, folderName: 'Conferences', depth: 2, hasShared: false, userId, ownerId: userId, presentations: [] });
    expect(opened.breadcrumb.map((crumb: { folderName: string }) => crumb.folderName)).toEqual(['Talks', 'Conferences']);
    expect(opened.folders.map((folder: FolderBody) => folder.folderName)).toEqual(['Berlin 2026']);
  });

  it('refuses the 11th level, on create and on move, with its message, and writes nothing', async () => {
    let parent: string | null = null;
    const chain: FolderBody[] = [];
    for (let level = 1; level <= 10; level++) {
      chain.push(await createFolder(`Level ${level}`, parent));
      parent = chain.at(-1)!.folderId;
    }
    expect(chain.at(-1)!.depth).toBe(10);
    const before = await head();
    const refused = await t.http.post('/api/folder').set(auth()).send({ folderName: 'Level 11', parentFolderId: parent }).expect(422);
    expect(refused.body.message).toBe(FOLDER_TOO_DEEP_MESSAGE);

    // A folder with one subfolder, moved under level 9, would put its subfolder at level 11.
    const loose = await createFolder('Loose');
    await createFolder('Loose child', loose.folderId);
    const beforeMove = await head();
    const moved = await t.http.patch(`/api/folder/${loose.folderId}`).set(auth()).send({ parentFolderId: chain[8]!.folderId }).expect(422);
    expect(moved.body.message).toBe(FOLDER_TOO_DEEP_MESSAGE);
    expect(await head()).toBe(beforeMove);
    expect(beforeMove).toBe(before + 2);
    // One level higher it fits exactly.
    const fits = await t.http.patch(`/api/folder/${loose.folderId}`).set(auth()).send({ parentFolderId: chain[7]!.folderId }).expect(200);
    expect(fits.body.folder.depth).toBe(9);
  });

  it('renames and moves a folder, refuses a move into its own subfolder, and moves it back to the top', async () => {
    const outer = await createFolder('Outer');
    const inner = await createFolder('Inner', outer.folderId);
    const renamed = await t.http.patch(`/api/folder/${outer.folderId}`).set(auth()).send({ folderName: 'Outer renamed' }).expect(200);
    expect(renamed.body.folder).toMatchObject({ folderName: 'Outer renamed', depth: 1 });
    expect((await contents(inner.folderId)).breadcrumb[0].folderName).toBe('Outer renamed');

    const loop = await t.http.patch(`/api/folder/${outer.folderId}`).set(auth()).send({ parentFolderId: inner.folderId }).expect(422);
    expect(loop.body.message).toBe(FOLDER_INTO_ITSELF_MESSAGE);

    const both = await t.http.patch(`/api/folder/${inner.folderId}`).set(auth()).send({ folderName: 'Now on top', parentFolderId: null }).expect(200);
    expect(both.body.folder).toMatchObject({ folderName: 'Now on top', parentFolderId: null, depth: 1, breadcrumbs: [{ folderId: inner.folderId, folderName: 'Now on top' }] });
    expect((await contents(outer.folderId)).folders).toEqual([]);
  });

  it('moves presentations into a folder and out again; My Presentations lists only those outside every folder', async () => {
    const folder = await createFolder('Q3');
    const [a, b, c] = [await createDeck('Alpha'), await createDeck('Bravo'), await createDeck('Charlie')];
    const moved = await moveTo(folder.folderId, [a, b]).expect(200);
    expect(moved.body).toEqual({ folderId: folder.folderId, presentationIds: [a, b] });
    expect((await contents(folder.folderId)).presentations.map((deck: { id: string; folderId: string }) => [deck.id, deck.folderId])).toEqual([
      [b, folder.folderId],
      [a, folder.folderId],
    ]);
    expect((await topList()).map((deck) => deck.id)).toEqual([c]);

    await moveTo(null, [a]).expect(200);
    expect((await contents(folder.folderId)).presentations.map((deck: { id: string }) => deck.id)).toEqual([b]);
    expect((await topList()).map((deck) => deck.id)).toEqual([a, c]);
  });

  it('sorts a folder by the spec\'s sortColumn and sortOrder: updatedAt descending by default, name either way', async () => {
    const folder = await createFolder('Sorted');
    await createFolder('Zulu', folder.folderId);
    await createFolder('Mike', folder.folderId);
    const ids = [await createDeck('Bravo'), await createDeck('Alpha'), await createDeck('Charlie')];
    await moveTo(folder.folderId, ids).expect(200);
    await t.http.patch(`/api/presentation/${ids[0]}`).set(auth()).send({ name: 'Bravo edited' }).expect(200);
    const names = (body: { presentations: { name: string }[]; folders: { folderName: string }[] }) => [
      body.folders.map((f) => f.folderName),
      body.presentations.map((p) => p.name),
    ];
    expect(names(await contents(folder.folderId))).toEqual([['Mike', 'Zulu'], ['Bravo edited', 'Charlie', 'Alpha']]);
    expect(names(await contents(folder.folderId, '?sortColumn=name&sortOrder=asc'))).toEqual([['Mike', 'Zulu'], ['Alpha', 'Bravo edited', 'Charlie']]);
    expect(names(await contents(folder.folderId, '?sortColumn=name&sortOrder=desc'))).toEqual([['Zulu', 'Mike'], ['Charlie', 'Bravo edited', 'Alpha']]);
    const bad = await t.http.get(`/api/folder/${folder.folderId}?sortColumn=colour`).set(auth()).expect(400);
    expect(JSON.stringify(bad.body)).toContain('sortColumn');
  });

  it('holds 500 presentations in a folder and refuses the 501st with its message, writing nothing', async () => {
    const folder = await createFolder('Full');
    const ids: string[] = [];
    for (let i = 0; i < 501; i++) ids.push(await createDeck(`Deck ${i}`));
    await moveTo(folder.folderId, ids.slice(0, 250)).expect(200);
    await moveTo(folder.folderId, ids.slice(250, 500)).expect(200);
    expect((await contents(folder.folderId)).presentations).toHaveLength(500);
    const before = await head();
    const refused = await moveTo(folder.folderId, [ids[500]!]).expect(422);
    expect(refused.body.message).toBe(FOLDER_FULL_MESSAGE);
    expect(await head()).toBe(before);
    // Taking one out makes room again.
    await moveTo(null, [ids[0]!]).expect(200);
    await moveTo(folder.folderId, [ids[500]!]).expect(200);
    expect((await contents(folder.folderId)).presentations).toHaveLength(500);
  });

  it('deletes a folder with its subfolders (deletedIds); their presentations go to the trash and come back at the top when restored', async () => {
    const top = await createFolder('Old');
    const sub = await createFolder('Older', top.folderId);
    const keep = await createFolder('Keep');
    const [a, b, kept] = [await createDeck('In old'), await createDeck('In older'), await createDeck('Kept')];
    await moveTo(top.folderId, [a]).expect(200);
    await moveTo(sub.folderId, [b]).expect(200);
    await moveTo(keep.folderId, [kept]).expect(200);

    const deleted = await t.http.delete(`/api/folder/${top.folderId}`).set(auth()).expect(200);
    expect(deleted.body).toEqual({ deletedIds: { deletedFolderIds: [top.folderId, sub.folderId], deletedPresentationIds: [a, b] } });
    await t.http.get(`/api/folder/${sub.folderId}`).set(auth()).expect(404);
    const trash = (await t.http.get('/api/presentation/deleted').set(auth()).expect(200)).body.result as { id: string }[];
    expect(trash.map((deck) => deck.id).sort()).toEqual([a, b].sort());
    expect((await contents(keep.folderId)).presentations.map((deck: { id: string }) => deck.id)).toEqual([kept]);

    await t.http.post('/api/presentation/restore').set(auth()).send({ presentationIds: [a] }).expect(200);
    expect((await topList()).map((deck) => deck.id)).toEqual([a]);
  });

  it('frees a place in the folder when a presentation in it is deleted for good; one in the trash keeps its place and comes back to it', async () => {
    const folder = await createFolder('Places');
    const [kept, gone] = [await createDeck('Kept'), await createDeck('Gone')];
    await moveTo(folder.folderId, [kept, gone]).expect(200);
    await t.http.delete('/api/presentation').set(auth()).send({ presentationIds: [kept, gone] }).expect(200);
    expect((await contents(folder.folderId)).presentations).toEqual([]);
    await t.http.delete('/api/presentation/permanent').set(auth()).send({ presentationIds: [gone] }).expect(200);
    const folderEvents = await t.storage.eventStore.readStream(`folders-${userId}`);
    expect(folderEvents.at(-1)).toMatchObject({ type: 'PresentationsMovedToFolder', data: { presentationIds: [gone], folderId: null } });
    await t.http.post('/api/presentation/restore').set(auth()).send({ presentationIds: [kept] }).expect(200);
    expect((await contents(folder.folderId)).presentations.map((deck: { id: string }) => deck.id)).toEqual([kept]);
  });

  it("answers another presenter's folders and presentations as unknown ones, and refuses someone else's account", async () => {
    const mine = await createFolder('Mine');
    const deck = await createDeck('Mine too');
    const other = await registerPresenter(t.http);
    const before = await head();
    await t.http.get(`/api/folder/${mine.folderId}`).set(bearer(other.token)).expect(404);
    await t.http.patch(`/api/folder/${mine.folderId}`).set(bearer(other.token)).send({ folderName: 'Taken' }).expect(404);
    await t.http.delete(`/api/folder/${mine.folderId}`).set(bearer(other.token)).expect(404);
    await t.http.post('/api/folder').set(bearer(other.token)).send({ folderName: 'Inside yours', parentFolderId: mine.folderId }).expect(404);
    await t.http.post(`/api/account-folder/${other.user.id}/presentation/move-to-folder`).set(bearer(other.token)).send({ presentationIds: [deck], folderId: null }).expect(404);
    await moveTo(mine.folderId, [deck], other.user.id).expect(404);
    expect(await head()).toBe(before);
    expect((await t.http.get('/api/folder').set(bearer(other.token)).expect(200)).body.folders).toEqual([]);
  });

  it('refuses bad input with 400 and the field path', async () => {
    const empty = await t.http.post('/api/folder').set(auth()).send({ folderName: '   ' }).expect(400);
    expect(JSON.stringify(empty.body)).toContain('folderName');
    await t.http.patch(`/api/folder/${(await createFolder('Some')).folderId}`).set(auth()).send({}).expect(400);
    await t.http.get('/api/folder/not-a-uuid').set(auth()).expect(400);
    const tooMany = await moveTo(null, Array.from({ length: 501 }, (_, i) => `id-${i}`)).expect(400);
    expect(JSON.stringify(tooMany.body)).toContain('presentationIds');
  });
});
