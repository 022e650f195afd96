import { FOLDER_FULL_MESSAGE, FOLDER_HOLDS_PRESENTATIONS_MESSAGE, FOLDER_TOO_DEEP_MESSAGE, MAX_FOLDER_DEPTH } from '../../contracts/folders/constants.js';
import { TEAM_MESSAGES } from '../../contracts/teams/views.js';
import { ACCOUNT_NOT_FOUND } from '../../services/presentations/application/workspace/team-workspace-access.js';
import { startTeam } from './support/team-crew.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

let counter = 0;

/** Team working mode and the team workspace's folders over HTTP (issue 24; spec doc 1 §4, §7; README "Team roles"). */
describe('Team workspace: presentations and folders of a team', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function presenter(name: string) {
    const { token, user } = await registerPresenter(t.http, { email: `${name}-${++counter}-${Date.now()}@example.com`, firstName: name });
    return { id: user.id, email: user.email, auth: bearer(token) };
  }
  type Person = Awaited<ReturnType<typeof presenter>>;

  /** A team of an owner, an admin and two members. */
  async function crew() {
    const [owner, admin, member, other, outsider] = await Promise.all(['owner', 'admin', 'member', 'other', 'outsider'].map(presenter));
    const teamId = await startTeam(t, owner!, [admin!, member!, other!], [admin!]);
    return { teamId, owner: owner!, admin: admin!, member: member!, other: other!, outsider: outsider! };
  }

  const workspaceDeck = async (as: Person, name: string) => (await t.http.post('/api/presentation').set(as.auth).send({ name, fromWorkspace: true }).expect(201)).body as { id: string; accountId: string | null; userId: string };
  const folder = async (as: Person, teamId: string, folderName: string, parentFolderId: string | null = null) =>
    (await t.http.post(`/api/account-folder/${teamId}/folder`).set(as.auth).send({ folderName, parentFolderId }).expect(201)).body.folder as { folderId: string; ownerId: string; depth: number };
  const moveTo = (as: Person, teamId: string, folderId: string | null, presentationIds: string[]) =>
    t.http.post(`/api/account-folder/${teamId}/presentation/move-to-folder`).set(as.auth).send({ folderId, presentationIds });
  const writes = async (action: () => Promise<unknown>) => {
    const head = await t.storage.eventStore.headPosition();
    await action();
    return (await t.storage.eventStore.headPosition()) - head;
  };

  it('creates a workspace presentation in team working mode: the team holds it, My Presentations does not list it', async () => {
    const { teamId, member, other } = await crew();
    const deck = await workspaceDeck(member, 'Quarterly review');
    expect(deck).toMatchObject({ accountId: teamId, userId: member.id });
    const personal = (await t.http.post('/api/presentation').set(member.auth).send({ name: 'Mine' }).expect(201)).body as { id: string; accountId: string | null };
    expect(personal.accountId).toBeNull();

    const mine = (await t.http.get('/api/presentation').set(member.auth).expect(200)).body.presentations as { id: string }[];
    expect(mine.map((presentation) => presentation.id)).toEqual([personal.id]);
    // Every member sees the workspace's presentations; nobody sees another member's personal one there.
    const top = (await t.http.get(`/api/account-folder/${teamId}/folder`).set(other.auth).expect(200)).body;
    expect(top).toMatchObject({ accountId: teamId, folders: [] });
    expect(top.presentations.map((presentation: { id: string }) => presentation.id)).toEqual([deck.id]);
  });

  it('refuses team working mode to someone outside any team (403 with the message), writing nothing', async () => {
    const loner = await presenter('loner');
    let response: { status: number; body: { message: string } } = { status: 0, body: { message: '' } };
    expect(await writes(async () => (response = await t.http.post('/api/presentation').set(loner.auth).send({ fromWorkspace: true })))).toBe(0);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(TEAM_MESSAGES.notInTeam);
  });

  it("lets a member file a workspace deck in a team folder that another member then sees and opens; outsiders get 404", async () => {
    const { teamId, member, other, outsider } = await crew();
    const deck = await workspaceDeck(member, 'Launch plan');
    const launches = await folder(member, teamId, 'Launches');
    expect(launches).toMatchObject({ ownerId: teamId, depth: 1 });
    await moveTo(member, teamId, launches.folderId, [deck.id]).expect(200);

    const contents = (await t.http.get(`/api/account-folder/${teamId}/folder/${launches.folderId}`).set(other.auth).expect(200)).body;
    expect(contents).toMatchObject({ folderName: 'Launches', ownerId: teamId, breadcrumb: [{ folderId: launches.folderId, folderName: 'Launches' }] });
    expect(contents.presentations.map((presentation: { id: string }) => presentation.id)).toEqual([deck.id]);
    expect((await t.http.get(`/api/account-folder/${teamId}/folder`).set(other.auth).expect(200)).body.presentations).toEqual([]);
    const opened = (await t.http.get(`/api/presentation/${deck.id}`).set(other.auth).expect(200)).body;
    expect(opened).toMatchObject({ id: deck.id, name: 'Launch plan' });

    expect((await t.http.get(`/api/presentation/${deck.id}`).set(outsider.auth).expect(404)).body.message).toBe('Presentation not found.');
    expect((await t.http.get(`/api/account-folder/${teamId}/folder`).set(outsider.auth).expect(404)).body.message).toBe(ACCOUNT_NOT_FOUND);
    await t.http.get(`/api/account-folder/${teamId}/folder/${launches.folderId}`).set(outsider.auth).expect(404);
    // A team folder is not anyone's personal folder.
    await t.http.get(`/api/folder/${launches.folderId}`).set(member.auth).expect(404);
  });

  it('applies the role table: members create and move, only owners and admins rename and delete; refusals write nothing', async () => {
    const { teamId, owner, admin, member } = await crew();
    const shelf = await folder(member, teamId, 'Shelf');
    const renameAs = (as: Person) => t.http.patch(`/api/account-folder/${teamId}/folder/${shelf.folderId}`).set(as.auth).send({ folderName: 'Archive' });
    let refused = { status: 0, body: { message: '' } };
    expect(await writes(async () => (refused = await renameAs(member)))).toBe(0);
    expect(refused).toMatchObject({ status: 403, body: { message: TEAM_MESSAGES.notPermitted } });
    expect((await renameAs(admin).expect(200)).body.folder).toMatchObject({ folderName: 'Archive', ownerId: teamId });
    expect(await writes(async () => (refused = await t.http.delete(`/api/account-folder/${teamId}/folder/${shelf.folderId}`).set(member.auth)))).toBe(0);
    expect(refused.status).toBe(403);
    const deleted = (await t.http.delete(`/api/account-folder/${teamId}/folder/${shelf.folderId}`).set(owner.auth).expect(200)).body;
    expect(deleted).toEqual({ deletedIds: { deletedFolderIds: [shelf.folderId], deletedPresentationIds: [] } });
    expect((await t.http.get(`/api/account-folder/${teamId}/folder`).set(member.auth).expect(200)).body.folders).toEqual([]);
  });

  it('refuses to delete a team folder that still holds presentations, with its message, writing nothing', async () => {
    const { teamId, owner, member } = await crew();
    const outer = await folder(member, teamId, 'Outer');
    const inner = await folder(member, teamId, 'Inner', outer.folderId);
    const deck = await workspaceDeck(member, 'Inside');
    await moveTo(member, teamId, inner.folderId, [deck.id]).expect(200);
    let refused = { status: 0, body: { message: '' } };
    expect(await writes(async () => (refused = await t.http.delete(`/api/account-folder/${teamId}/folder/${outer.folderId}`).set(owner.auth)))).toBe(0);
    expect(refused).toMatchObject({ status: 422, body: { message: FOLDER_HOLDS_PRESENTATIONS_MESSAGE } });
    await moveTo(member, teamId, null, [deck.id]).expect(200);
    const deleted = (await t.http.delete(`/api/account-folder/${teamId}/folder/${outer.folderId}`).set(owner.auth).expect(200)).body;
    expect(deleted.deletedIds.deletedFolderIds.sort()).toEqual([outer.folderId, inner.folderId].sort());
    // The deck is still the team's, at the top of the workspace.
    expect((await t.http.get(`/api/account-folder/${teamId}/folder`).set(owner.auth).expect(200)).body.presentations.map((p: { id: string }) => p.id)).toEqual([deck.id]);
  });

  it('refuses the 11th level in a team tree with its message, writing nothing', async () => {
    const { teamId, member } = await crew();
    let parent: string | null = null;
    for (let depth = 1; depth <= MAX_FOLDER_DEPTH; depth++) parent = (await folder(member, teamId, `Level ${depth}`, parent)).folderId;
    let refused = { status: 0, body: { message: '' } };
    expect(await writes(async () => (refused = await t.http.post(`/api/account-folder/${teamId}/folder`).set(member.auth).send({ folderName: 'Level 11', parentFolderId: parent })))).toBe(0);
    expect(refused).toMatchObject({ status: 422, body: { message: FOLDER_TOO_DEEP_MESSAGE } });
  });

  it('holds 500 workspace presentations in a team folder and refuses the 501st with its message, writing nothing', async () => {
    const { teamId, member } = await crew();
    const full = await folder(member, teamId, 'Full');
    const ids: string[] = [];
    for (let i = 0; i < 501; i++) ids.push((await workspaceDeck(member, `Deck ${i}`)).id);
    await moveTo(member, teamId, full.folderId, ids.slice(0, 500)).expect(200);
    let refused = { status: 0, body: { message: '' } };
    expect(await writes(async () => (refused = await moveTo(member, teamId, full.folderId, [ids[500]!])))).toBe(0);
    expect(refused).toMatchObject({ status: 422, body: { message: FOLDER_FULL_MESSAGE } });
  });

  it('keeps personal and team presentations apart: neither moves into the other workspace', async () => {
    const { teamId, member } = await crew();
    const personal = (await t.http.post('/api/presentation').set(member.auth).send({ name: 'Mine' }).expect(201)).body.id as string;
    const team = (await workspaceDeck(member, 'Ours')).id;
    const teamFolder = await folder(member, teamId, 'Team folder');
    const ownFolder = (await t.http.post('/api/folder').set(member.auth).send({ folderName: 'Own folder' }).expect(201)).body.folder.folderId as string;
    await moveTo(member, teamId, teamFolder.folderId, [personal]).expect(404);
    await moveTo(member, member.id, ownFolder, [team]).expect(404);
    // The personal account still works through the same routes.
    expect((await t.http.get(`/api/account-folder/${member.id}/folder`).set(member.auth).expect(200)).body.folders.map((f: { folderId: string }) => f.folderId)).toEqual([ownFolder]);
  });

  it('ends access when a member leaves the team', async () => {
    const { teamId, owner, member } = await crew();
    const deck = await workspaceDeck(owner, 'Roadmap');
    await t.http.get(`/api/presentation/${deck.id}`).set(member.auth).expect(200);
    await t.http.post('/api/accounts/leave').set(member.auth).expect(204);
    await t.http.get(`/api/presentation/${deck.id}`).set(member.auth).expect(404);
    await t.http.get(`/api/account-folder/${teamId}/folder`).set(member.auth).expect(404);
  });
});
