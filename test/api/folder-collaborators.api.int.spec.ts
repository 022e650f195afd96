import {
  FOLDER_COLLABORATORS_FULL_MESSAGE,
  FOLDER_SHARE_UNKNOWN_EMAIL_MESSAGE,
  FOLDER_SHARE_WITH_SELF_MESSAGE,
  FOLDER_VIEWER_CANNOT_CREATE_MESSAGE,
  MAX_FOLDER_COLLABORATORS,
} from '../../contracts/folders/constants.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

let counter = 0;

/** Folder collaborators, shared folders and Shared With Me for folders over HTTP (issue 24; spec doc 1 §6, §7, §9). */
describe('Folder collaborators and shared folders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function presenter(name: string) {
    const email = `${name}-${++counter}-${Date.now()}@example.com`;
    const { token, user } = await registerPresenter(t.http, { email, firstName: name });
    return { id: user.id, email, auth: bearer(token) };
  }
  type Person = Awaited<ReturnType<typeof presenter>>;

  const folder = async (as: Person, folderName: string, parentFolderId: string | null = null) =>
    (await t.http.post('/api/folder').set(as.auth).send({ folderName, parentFolderId }).expect(201)).body.folder as { folderId: string; ownerId: string; breadcrumbs: unknown[]; depth: number };
  const deckIn = async (as: Person, folderId: string, name: string) => {
    const id = (await t.http.post('/api/presentation').set(as.auth).send({ name }).expect(201)).body.id as string;
    await t.http.post(`/api/account-folder/${as.id}/presentation/move-to-folder`).set(as.auth).send({ folderId, presentationIds: [id] }).expect(200);
    return id;
  };
  const share = (as: Person, folderId: string, emails: string[], role?: 'editor' | 'viewer') =>
    t.http.post(`/api/folder/${folderId}/collaborators`).set(as.auth).send({ emails, ...(role && { role }) });
  const sharedWith = async (as: Person) => (await t.http.get('/api/folder/share').set(as.auth).expect(200)).body.folders as { folderId: string; role: string; permissions: string[]; depth: number; breadcrumbs: { folderName: string }[]; ownerId: string; hasShared: boolean }[];
  const writes = async (action: () => Promise<unknown>) => {
    const head = await t.storage.eventStore.headPosition();
    await action();
    return (await t.storage.eventStore.headPosition()) - head;
  };

  it('shares a folder with a viewer, who finds it in Shared With Me, browses inside it and opens its decks; others get 404', async () => {
    const [owner, viewer, outsider] = await Promise.all(['owner', 'viewer', 'outsider'].map(presenter));
    const archive = await folder(owner!, 'Archive');
    const talks = await folder(owner!, 'Talks', archive.folderId);
    const q3 = await folder(owner!, 'Q3', talks.folderId);
    const deck = await deckIn(owner!, q3.folderId, 'Q3 review');

    const added = (await share(owner!, talks.folderId, [viewer!.email.toUpperCase()]).expect(201)).body;
    expect(added).toEqual({ folderId: talks.folderId, ownerId: owner!.id, collaborators: [{ userId: viewer!.id, email: viewer!.email, role: 'viewer' }] });
    expect((await t.http.get(`/api/folder/${talks.folderId}/collaborators`).set(viewer!.auth).expect(200)).body.collaborators).toHaveLength(1);
    // The owner's lists say which folders are shared.
    expect((await t.http.get(`/api/folder/${archive.folderId}`).set(owner!.auth).expect(200)).body.folders).toMatchObject([{ folderId: talks.folderId, hasShared: true }]);
    expect((await t.http.get(`/api/folder/${talks.folderId}`).set(owner!.auth).expect(200)).body).toMatchObject({ hasShared: true, folders: [{ hasShared: false }] });

    const [shared] = await sharedWith(viewer!);
    // The owner's folders above the shared one stay the owner's: the viewer's path starts at Talks.
    expect(shared).toMatchObject({ folderId: talks.folderId, ownerId: owner!.id, role: 'viewer', permissions: ['view-folder', 'view-presentation'], depth: 1, hasShared: true, breadcrumbs: [{ folderName: 'Talks' }] });
    const inside = (await t.http.get(`/api/folder/${talks.folderId}/get-share-sub-folders`).set(viewer!.auth).expect(200)).body;
    expect(inside).toMatchObject({ folderName: 'Talks', role: 'viewer', breadcrumb: [{ folderName: 'Talks' }], folders: [{ folderId: q3.folderId, depth: 2 }], presentations: [] });
    const deeper = (await t.http.get(`/api/folder/${q3.folderId}/get-share-sub-folders`).set(viewer!.auth).expect(200)).body;
    expect(deeper.breadcrumb.map((crumb: { folderName: string }) => crumb.folderName)).toEqual(['Talks', 'Q3']);
    expect(deeper.presentations.map((presentation: { id: string }) => presentation.id)).toEqual([deck]);
    expect((await t.http.get(`/api/presentation/${deck}`).set(viewer!.auth).expect(200)).body.name).toBe('Q3 review');

    // Above the shared folder, and for anyone it is not shared with, nothing is there.
    await t.http.get(`/api/folder/${archive.folderId}/get-share-sub-folders`).set(viewer!.auth).expect(404);
    await t.http.get(`/api/folder/${archive.folderId}/collaborators`).set(viewer!.auth).expect(404);
    await t.http.get(`/api/folder/${talks.folderId}/get-share-sub-folders`).set(outsider!.auth).expect(404);
    await t.http.get(`/api/folder/${talks.folderId}/collaborators`).set(outsider!.auth).expect(404);
    await t.http.get(`/api/presentation/${deck}`).set(outsider!.auth).expect(404);
    expect(await sharedWith(outsider!)).toEqual([]);
  });

  it('refuses an email without an account and the owner themself (422 with the field path), writing nothing', async () => {
    const [owner] = await Promise.all(['owner'].map(presenter));
    const shelf = await folder(owner!, 'Shelf');
    let refused = { status: 0, body: { message: '', details: {} as unknown } };
    expect(await writes(async () => (refused = await share(owner!, shelf.folderId, ['nobody-here@example.com'])))).toBe(0);
    expect(refused).toMatchObject({ status: 422, body: { message: FOLDER_SHARE_UNKNOWN_EMAIL_MESSAGE } });
    expect(JSON.stringify(refused.body)).toContain('emails.0');
    expect(await writes(async () => (refused = await share(owner!, shelf.folderId, [owner!.email])))).toBe(0);
    expect(refused).toMatchObject({ status: 422, body: { message: FOLDER_SHARE_WITH_SELF_MESSAGE } });
    expect((await share(owner!, shelf.folderId, ['not an email']).expect(400)).body.details).toBeDefined();
  });

  it('changes a role: an editor creates folders inside and sees the tree as editable, a viewer is refused', async () => {
    const [owner, colleague] = await Promise.all(['owner', 'colleague'].map(presenter));
    const plans = await folder(owner!, 'Plans');
    await share(owner!, plans.folderId, [colleague!.email]).expect(201);
    let refused = { status: 0, body: { message: '' } };
    expect(await writes(async () => (refused = await t.http.post('/api/folder').set(colleague!.auth).send({ folderName: 'Mine', parentFolderId: plans.folderId })))).toBe(0);
    expect(refused).toMatchObject({ status: 403, body: { message: FOLDER_VIEWER_CANNOT_CREATE_MESSAGE } });
    expect((await t.http.get('/api/folder/editable-folder-trees').set(colleague!.auth).expect(200)).body.folderTrees).toEqual([{ ownerId: colleague!.id, rootFolderId: null, folderTree: [] }]);

    const changed = (await t.http.patch(`/api/folder/${plans.folderId}/collaborators`).set(owner!.auth).send({ userId: colleague!.id, role: 'editor' }).expect(200)).body;
    expect(changed.collaborators).toEqual([{ userId: colleague!.id, email: colleague!.email, role: 'editor' }]);
    expect((await sharedWith(colleague!))[0]).toMatchObject({ role: 'editor', permissions: ['view-folder', 'view-presentation', 'create-folder'] });
    const created = (await t.http.post('/api/folder').set(colleague!.auth).send({ folderName: 'Drafts', parentFolderId: plans.folderId }).expect(201)).body.folder;
    expect(created).toMatchObject({ folderName: 'Drafts', ownerId: owner!.id, parentFolderId: plans.folderId, depth: 2 });
    // It is the owner's folder, in the owner's tree.
    expect((await t.http.get(`/api/folder/${plans.folderId}`).set(owner!.auth).expect(200)).body.folders.map((f: { folderName: string }) => f.folderName)).toEqual(['Drafts']);
    const trees = (await t.http.get('/api/folder/editable-folder-trees').set(colleague!.auth).expect(200)).body.folderTrees;
    expect(trees[1]).toEqual({
      ownerId: owner!.id,
      rootFolderId: plans.folderId,
      folderTree: [{ folderId: plans.folderId, folderName: 'Plans', depth: 1, children: [{ folderId: created.folderId, folderName: 'Drafts', depth: 2, children: [] }] }],
    });
    // Only the owner manages collaborators: to anyone else the folder is not theirs.
    await t.http.patch(`/api/folder/${plans.folderId}/collaborators`).set(colleague!.auth).send({ userId: colleague!.id, role: 'viewer' }).expect(404);
    await t.http.delete(`/api/folder/${plans.folderId}/collaborators`).set(colleague!.auth).send({ userIds: [colleague!.id] }).expect(404);
  });

  it('lets a collaborator leave and the owner remove one; a deleted folder leaves Shared With Me', async () => {
    const [owner, leaver, removed] = await Promise.all(['owner', 'leaver', 'removed'].map(presenter));
    const box = await folder(owner!, 'Box');
    const deck = await deckIn(owner!, box.folderId, 'Inside the box');
    await share(owner!, box.folderId, [leaver!.email, removed!.email]).expect(201);

    await t.http.delete(`/api/folder/${box.folderId}/collaborators/leave`).set(leaver!.auth).expect(204);
    expect(await sharedWith(leaver!)).toEqual([]);
    await t.http.get(`/api/presentation/${deck}`).set(leaver!.auth).expect(404);
    await t.http.delete(`/api/folder/${box.folderId}/collaborators/leave`).set(leaver!.auth).expect(404);

    const left = (await t.http.delete(`/api/folder/${box.folderId}/collaborators`).set(owner!.auth).send({ userIds: [removed!.id] }).expect(200)).body;
    expect(left.collaborators).toEqual([]);
    expect(await sharedWith(removed!)).toEqual([]);
    await t.http.delete(`/api/folder/${box.folderId}/collaborators`).set(owner!.auth).send({ userIds: [removed!.id] }).expect(404);

    const again = await presenter('again');
    const crate = await folder(owner!, 'Crate');
    await share(owner!, crate.folderId, [again.email]).expect(201);
    expect(await sharedWith(again)).toHaveLength(1);
    await t.http.delete(`/api/folder/${crate.folderId}`).set(owner!.auth).expect(200);
    expect(await sharedWith(again)).toEqual([]);
  });

  it(`shares a folder with ${MAX_FOLDER_COLLABORATORS} people and refuses the 101st with its message, writing nothing`, async () => {
    const owner = await presenter('owner');
    const crowd: Person[] = [];
    for (let i = 0; i <= MAX_FOLDER_COLLABORATORS; i++) crowd.push(await presenter(`guest${i}`));
    const hall = await folder(owner, 'Hall');
    expect((await share(owner, hall.folderId, crowd.slice(0, MAX_FOLDER_COLLABORATORS).map((person) => person.email)).expect(201)).body.collaborators).toHaveLength(MAX_FOLDER_COLLABORATORS);
    let refused = { status: 0, body: { message: '' } };
    expect(await writes(async () => (refused = await share(owner, hall.folderId, [crowd[MAX_FOLDER_COLLABORATORS]!.email])))).toBe(0);
    expect(refused).toMatchObject({ status: 422, body: { message: FOLDER_COLLABORATORS_FULL_MESSAGE } });
  });
});
