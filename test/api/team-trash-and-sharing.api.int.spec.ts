import type { CopyLinkView } from '../../contracts/copies/copy-link.js';
import type { BulkPresentationResult, PresentationSummary } from '../../contracts/presentations/read-models.js';
import type { CollaboratorsView } from '../../contracts/sharing/collaborators.js';
import { presentationListProjection } from '../../projections/presentation-list/presentation-list.projection.js';
import { versionedCollection } from '../../services/infrastructure/projections/projection-names.js';
import { ProjectionRunner } from '../../services/infrastructure/projections/projection-runner.js';
import { rebuildProjection } from '../../services/infrastructure/projections/rebuild-projection.js';
import { startTeam } from './support/team-crew.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

let counter = 0;

/**
 * Issue 24, README "Team roles": a workspace deck in the trash sits in its team's trash (not its creator's personal
 * one), which every member sees; its creator and the roles holding delete-team-presentations (the owner) send it
 * there, restore it and delete it for good. On a workspace deck the team's members invite to edit (invite-to-edit)
 * and share a copy (share-a-copy). Refusals write nothing.
 */
describe('Team trash, and a team member inviting and sharing a copy of a workspace deck', () => {
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

  async function crew() {
    const [owner, admin, member, outsider] = await Promise.all(['owner', 'admin', 'member', 'outsider'].map(presenter));
    const teamId = await startTeam(t, owner!, [admin!, member!], [admin!]);
    return { teamId, owner: owner!, admin: admin!, member: member!, outsider: outsider! };
  }
  const workspaceDeck = async (as: Person, name: string) => (await t.http.post('/api/presentation').set(as.auth).send({ name, fromWorkspace: true }).expect(201)).body.id as string;
  const bulk = async (as: Person, method: 'delete' | 'post', path: string, id: string) =>
    (await t.http[method](path).set(as.auth).send({ presentationIds: [id] }).expect(200)).body as BulkPresentationResult;
  const trashOf = async (as: Person, accountId?: string) =>
    ((await t.http.get('/api/presentation/deleted').query(accountId ? { accountId } : {}).set(as.auth).expect(200)).body.result as PresentationSummary[]).map((item) => item.name);
  const writes = async (action: () => Promise<unknown>) => {
    const head = await t.storage.eventStore.headPosition();
    await action();
    return (await t.storage.eventStore.headPosition()) - head;
  };

  it("puts a member's trashed workspace deck in the team's trash for every member, not in anyone's personal trash", async () => {
    const { teamId, owner, admin, member, outsider } = await crew();
    const personal = (await t.http.post('/api/presentation').set(member.auth).send({ name: 'My own notes' }).expect(201)).body.id as string;
    const shared = await workspaceDeck(member, 'Quarterly review');
    expect((await bulk(member, 'delete', '/api/presentation', shared)).succeededIds).toEqual([shared]);
    await bulk(member, 'delete', '/api/presentation', personal);

    for (const person of [owner, admin, member]) expect(await trashOf(person, teamId)).toEqual(['Quarterly review']);
    expect(await trashOf(member)).toEqual(['My own notes']);
    expect(await trashOf(member, member.id)).toEqual(['My own notes']);
    // Outside the team its trash is unknown.
    const head = await t.storage.eventStore.headPosition();
    await t.http.get('/api/presentation/deleted').query({ accountId: teamId }).set(outsider.auth).expect(404);
    expect(await t.storage.eventStore.headPosition()).toBe(head);
  });

  it("lets the deck's creator and the team's owner trash, restore and delete it for good; an admin who did not create it or another member may not", async () => {
    const { teamId, owner, admin, member } = await crew();
    const deck = await workspaceDeck(admin, 'Offsite plan');
    // Only its creator or the owner sends it to the trash.
    expect(await writes(async () => expect((await bulk(member, 'delete', '/api/presentation', deck)).failedIds).toEqual([deck]))).toBe(0);
    await bulk(owner, 'delete', '/api/presentation', deck);
    expect(await trashOf(member, teamId)).toEqual(['Offsite plan']);

    expect(await writes(async () => expect((await bulk(member, 'post', '/api/presentation/restore', deck)).failedIds).toEqual([deck]))).toBe(0);
    expect((await bulk(admin, 'post', '/api/presentation/restore', deck)).succeededIds).toEqual([deck]);
    await bulk(admin, 'delete', '/api/presentation', deck);
    expect((await bulk(owner, 'post', '/api/presentation/restore', deck)).succeededIds).toEqual([deck]);
    await t.http.get(`/api/presentation/${deck}`).set(member.auth).expect(200);

    const other = await workspaceDeck(member, 'Old agenda');
    await bulk(member, 'delete', '/api/presentation', other);
    expect(await writes(async () => expect((await bulk(admin, 'delete', '/api/presentation/permanent', other)).failedIds).toEqual([other]))).toBe(0);
    expect((await bulk(owner, 'delete', '/api/presentation/permanent', other)).succeededIds).toEqual([other]);
    expect(await trashOf(member, teamId)).toEqual([]);
    await t.http.get(`/api/presentation/${other}`).set(member.auth).expect(404);
  });

  it('deletes for good a trashed deck that sat in a team folder, so the emptied folder can then be deleted', async () => {
    const { teamId, owner, member } = await crew();
    const folderId = (await t.http.post(`/api/account-folder/${teamId}/folder`).set(owner.auth).send({ folderName: 'Archive' }).expect(201)).body.folder.folderId as string;
    const deck = await workspaceDeck(member, 'Filed deck');
    await t.http.post(`/api/account-folder/${teamId}/presentation/move-to-folder`).set(member.auth).send({ presentationIds: [deck], folderId }).expect(200);
    await bulk(member, 'delete', '/api/presentation', deck);
    await bulk(member, 'delete', '/api/presentation/permanent', deck);
    await t.http.delete(`/api/account-folder/${teamId}/folder/${folderId}`).set(owner.auth).expect(200);
  });

  it("lets a team member invite someone to edit a colleague's workspace deck and share a copy of it; not a personal deck", async () => {
    const { owner, member, outsider } = await crew();
    const deck = await workspaceDeck(owner, 'Team pitch');
    const invited = (await t.http.post(`/api/presentation/${deck}/collaborators`).set(member.auth).send({ emails: [outsider.email], role: 'editor' }).expect(201)).body as CollaboratorsView;
    expect(invited.yourRole).toBe('editor');
    const invitation = invited.collaborators.find((collaborator) => collaborator.email === outsider.email.toLowerCase())!;
    await t.http.post(`/api/presentation/${deck}/invitations/${invitation.invitationId}/claim`).set(outsider.auth).expect(200);
    await t.http.get(`/api/presentation/${deck}`).set(outsider.auth).expect(200);
    // Changing someone's role stays with the deck's managers.
    await t.http.patch(`/api/presentation/${deck}/collaborators/${invitation.invitationId}`).set(member.auth).send({ role: 'viewer' }).expect(403);

    const link = (await t.http.post(`/api/presentation/${deck}/share-copy`).set(member.auth).expect(200)).body as CopyLinkView;
    expect(link.shareCode).toMatch(/^[a-z0-9]{10}$/);
    expect(((await t.http.get(`/api/presentation/${deck}/share-copy`).set(owner.auth).expect(200)).body as CopyLinkView).shareCode).toBe(link.shareCode);
    await t.http.delete(`/api/presentation/${deck}/share-copy`).set(member.auth).expect(200);

    // The owner's personal deck gives the team nothing.
    const personal = (await t.http.post('/api/presentation').set(owner.auth).send({ name: 'Private' }).expect(201)).body.id as string;
    const head = await t.storage.eventStore.headPosition();
    await t.http.post(`/api/presentation/${personal}/collaborators`).set(member.auth).send({ emails: [outsider.email], role: 'editor' }).expect(404);
    await t.http.post(`/api/presentation/${personal}/share-copy`).set(member.auth).expect(404);
    expect(await t.storage.eventStore.headPosition()).toBe(head);
  });

  it('rebuilds the presentation list (team trash included) equal to the live one', async () => {
    const { readStore, eventStore } = t.storage;
    await t.caughtUp();
    await t.app.get(ProjectionRunner).stop();
    const collection = versionedCollection(presentationListProjection.name, presentationListProjection.version);
    const live = await readStore.find(collection);
    await readStore.dropCollection(collection);
    await readStore.deleteCheckpoint(collection);
    await rebuildProjection(eventStore, readStore, presentationListProjection as never);
    expect(await readStore.find(collection)).toEqual(live);
  });
});
