import { folderSharesProjection } from '../../projections/folder-shares/folder-shares.projection.js';
import { folderTreeProjection } from '../../projections/folder-tree/folder-tree.projection.js';
import { presentationListProjection } from '../../projections/presentation-list/presentation-list.projection.js';
import type { Projection } from '../../projections/projection.js';
import { ProjectionRunner } from '../../services/infrastructure/projections/projection-runner.js';
import { versionedCollection } from '../../services/infrastructure/projections/projection-names.js';
import { rebuildProjection, rebuildProjections } from '../../services/infrastructure/projections/rebuild-projection.js';
import type { JsonDocument } from '../../services/infrastructure/read-store/read-store.port.js';
import { waitUntil } from '../support/wait-until.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

describe('Rebuilding read models from the log', () => {
  let t: TestApp;
  /** Stops the live runner, drops these read models and folds them again from the whole log. */
  async function dropAndRebuild(projections: readonly { name: string; version: number }[]): Promise<void> {
    const { readStore, eventStore } = t.storage;
    await t.app.get(ProjectionRunner).stop();
    for (const projection of projections) {
      const collection = versionedCollection(projection.name, projection.version);
      await readStore.dropCollection(collection);
      await readStore.deleteCheckpoint(collection);
      await rebuildProjection(eventStore, readStore, projection as never);
    }
  }
  beforeEach(async () => {
    t = await startTestApp();
  });
  afterEach(() => t.close());

  it('gives the same lists after the read models are dropped and rebuilt', async () => {
    const owners = [await registerPresenter(t.http), await registerPresenter(t.http)];
    for (const [index, owner] of owners.entries()) {
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) {
        ids.push((await t.http.post('/api/presentation').set(bearer(owner.token)).send({ name: `Deck ${index}-${i}` }).expect(201)).body.id);
      }
      await t.http.patch(`/api/presentation/${ids[3]}`).set(bearer(owner.token)).send({ name: 'Renamed' }).expect(200);
      await t.http.delete('/api/presentation').set(bearer(owner.token)).send({ presentationIds: ids.slice(0, 4) }).expect(200);
      await t.http.post('/api/presentation/restore').set(bearer(owner.token)).send({ presentationIds: [ids[1]] }).expect(200);
      await t.http.delete('/api/presentation/permanent').set(bearer(owner.token)).send({ presentationIds: [ids[2]] }).expect(200);
    }
    const lists = async () =>
      Promise.all(
        owners.flatMap((owner) => [
          t.http.get('/api/presentation?sortColumn=name&sortOrder=asc').set(bearer(owner.token)).then((r) => r.body),
          t.http.get('/api/presentation?page=2').set(bearer(owner.token)).then((r) => r.body),
          t.http.get('/api/presentation/deleted').set(bearer(owner.token)).then((r) => r.body),
        ]),
      );
    await t.caughtUp();
    const before = await lists();
    expect(before[0].presentations.length).toBeGreaterThan(0);

    const collection = versionedCollection(presentationListProjection.name, presentationListProjection.version);
    const { readStore, eventStore } = t.storage;
    await t.app.get(ProjectionRunner).stop();
    await readStore.dropCollection(collection);
    await readStore.deleteCheckpoint(collection);
    expect(await readStore.count(collection)).toBe(0);

    const result = await rebuildProjection(eventStore, readStore, presentationListProjection as never);
    expect(result.position).toBe(await eventStore.headPosition());
    expect(await lists()).toEqual(before);
  });

  it('gives the same folders, breadcrumbs, tree and folder contents after the folder read models are dropped and rebuilt (issue 24)', async () => {
    const owner = await registerPresenter(t.http);
    const auth = bearer(owner.token);
    const folder = async (folderName: string, parentFolderId: string | null = null) =>
      (await t.http.post('/api/folder').set(auth).send({ folderName, parentFolderId }).expect(201)).body.folder.folderId as string;
    const move = (folderId: string | null, presentationIds: string[]) =>
      t.http.post(`/api/account-folder/${owner.user.id}/presentation/move-to-folder`).set(auth).send({ folderId, presentationIds }).expect(200);
    const decks: string[] = [];
    for (let i = 0; i < 8; i++) decks.push((await t.http.post('/api/presentation').set(auth).send({ name: `Deck ${i}` }).expect(201)).body.id);
    const talks = await folder('Talks');
    const conf = await folder('Conferences', talks);
    const old = await folder('Old');
    await folder('Older', old);
    const loose = await folder('Loose');
    await move(talks, decks.slice(0, 3));
    await move(conf, decks.slice(3, 5));
    await move(old, decks.slice(5, 7));
    await move(null, [decks[0]!]);
    await t.http.patch(`/api/folder/${conf}`).set(auth).send({ folderName: 'Conferences 2026', parentFolderId: loose }).expect(200);
    await t.http.delete(`/api/folder/${old}`).set(auth).expect(200);
    await t.http.post('/api/presentation/restore').set(auth).send({ presentationIds: [decks[5]] }).expect(200);
    const views = async () =>
      Promise.all([
        t.http.get('/api/folder?sortColumn=name&sortOrder=asc').set(auth).then((r) => r.body),
        t.http.get('/api/folder/get-full-folder-tree').set(auth).then((r) => r.body),
        ...[talks, conf, loose].map((id) => t.http.get(`/api/folder/${id}?sortColumn=name&sortOrder=asc`).set(auth).then((r) => r.body)),
        t.http.get('/api/presentation?sortColumn=name&sortOrder=asc').set(auth).then((r) => r.body),
      ]);
    await t.caughtUp();
    const before = await views();
    expect(before[3].breadcrumb.map((crumb: { folderName: string }) => crumb.folderName)).toEqual(['Loose', 'Conferences 2026']);
    expect(before[2].presentations).toHaveLength(2);

    await dropAndRebuild([folderTreeProjection, presentationListProjection]);
    expect(await views()).toEqual(before);
  });

  it("gives the same team workspace (its folders, their contents, the workspace's presentations) after the read models are rebuilt (issue 24)", async () => {
    const owner = await registerPresenter(t.http);
    const member = await registerPresenter(t.http);
    const auth = bearer(owner.token);
    const teamId = (await t.http.post('/api/accounts').set(auth).send({ name: 'Rebuild crew', licenseQuantity: 5 }).expect(201)).body.id as string;
    const invitationId = (await t.http.post('/api/invitations').set(auth).send({ emails: [member.user.email] }).expect(201)).body.invitations[0].invitationId as string;
    await t.http.post(`/api/invitations/${invitationId}/accept`).set(bearer(member.token)).expect(200);
    const folder = async (folderName: string, parentFolderId: string | null = null) =>
      (await t.http.post(`/api/account-folder/${teamId}/folder`).set(bearer(member.token)).send({ folderName, parentFolderId }).expect(201)).body.folder.folderId as string;
    const decks: string[] = [];
    for (let i = 0; i < 4; i++) decks.push((await t.http.post('/api/presentation').set(i % 2 ? auth : bearer(member.token)).send({ name: `Team deck ${i}`, fromWorkspace: true }).expect(201)).body.id);
    await t.http.post('/api/presentation').set(auth).send({ name: 'Personal deck' }).expect(201);
    const plans = await folder('Plans');
    const drafts = await folder('Drafts', plans);
    const gone = await folder('Gone');
    await t.http.post(`/api/account-folder/${teamId}/presentation/move-to-folder`).set(bearer(member.token)).send({ folderId: drafts, presentationIds: decks.slice(0, 2) }).expect(200);
    await t.http.patch(`/api/account-folder/${teamId}/folder/${plans}`).set(auth).send({ folderName: 'Plans 2027' }).expect(200);
    await t.http.delete(`/api/account-folder/${teamId}/folder/${gone}`).set(auth).expect(200);
    const views = async () =>
      Promise.all([
        t.http.get(`/api/account-folder/${teamId}/folder?sortColumn=name&sortOrder=asc`).set(auth).then((r) => r.body),
        ...[plans, drafts].map((id) => t.http.get(`/api/account-folder/${teamId}/folder/${id}?sortColumn=name&sortOrder=asc`).set(bearer(member.token)).then((r) => r.body)),
        t.http.get('/api/presentation?sortColumn=name&sortOrder=asc').set(auth).then((r) => r.body),
      ]);
    await t.caughtUp();
    const before = await views();
    expect(before[0].folders.map((f: { folderName: string }) => f.folderName)).toEqual(['Plans 2027']);
    expect(before[0].presentations).toHaveLength(2);
    expect(before[2].presentations).toHaveLength(2);
    expect(before[3].presentations.map((p: { name: string }) => p.name)).toEqual(['Personal deck']);

    await dropAndRebuild([folderTreeProjection, presentationListProjection]);
    expect(await views()).toEqual(before);
  });

  it('gives the same collaborators and Shared With Me folders after the folder read models are rebuilt (issue 24)', async () => {
    const [owner, viewer, editor, leaver] = [await registerPresenter(t.http), await registerPresenter(t.http), await registerPresenter(t.http), await registerPresenter(t.http)];
    const auth = bearer(owner.token);
    const folder = async (folderName: string, parentFolderId: string | null = null) =>
      (await t.http.post('/api/folder').set(auth).send({ folderName, parentFolderId }).expect(201)).body.folder.folderId as string;
    const shared = await folder('Shared');
    const inner = await folder('Inner', shared);
    const gone = await folder('Gone');
    await t.http.post(`/api/folder/${shared}/collaborators`).set(auth).send({ emails: [viewer.user.email, editor.user.email, leaver.user.email] }).expect(201);
    await t.http.post(`/api/folder/${gone}/collaborators`).set(auth).send({ emails: [viewer.user.email] }).expect(201);
    await t.http.patch(`/api/folder/${shared}/collaborators`).set(auth).send({ userId: editor.user.id, role: 'editor' }).expect(200);
    await t.http.post('/api/folder').set(bearer(editor.token)).send({ folderName: 'By the editor', parentFolderId: inner }).expect(201);
    await t.http.delete(`/api/folder/${shared}/collaborators/leave`).set(bearer(leaver.token)).expect(204);
    await t.http.delete(`/api/folder/${gone}`).set(auth).expect(200);
    const views = async () =>
      Promise.all([
        t.http.get(`/api/folder/${shared}/collaborators`).set(auth).then((r) => r.body),
        ...[viewer, editor, leaver].map((person) => t.http.get('/api/folder/share').set(bearer(person.token)).then((r) => r.body)),
        t.http.get(`/api/folder/${inner}/get-share-sub-folders`).set(bearer(viewer.token)).then((r) => r.body),
        t.http.get('/api/folder/editable-folder-trees').set(bearer(editor.token)).then((r) => r.body),
      ]);
    await t.caughtUp();
    const before = await views();
    expect(before[0].collaborators).toHaveLength(2);
    expect(before[1].folders).toHaveLength(1);
    expect(before[3].folders).toEqual([]);
    expect(before[4].folders.map((f: { folderName: string }) => f.folderName)).toEqual(['By the editor']);

    await dropAndRebuild([folderTreeProjection, folderSharesProjection]);
    expect(await views()).toEqual(before);
  });

  it('gives the same documents whether a batch is read at once or in chunks that fold onto each other', async () => {
    const owner = await registerPresenter(t.http);
    for (let i = 0; i < 6; i++) {
      const { id } = (await t.http.post('/api/presentation').set(bearer(owner.token)).send({ name: `Deck ${i}` }).expect(201)).body as { id: string };
      // Each document changes in several events, so its changes span chunks and batches.
      await t.http.patch(`/api/presentation/${id}`).set(bearer(owner.token)).send({ name: `Renamed ${i}` }).expect(200);
      if (i % 2 === 0) await t.http.delete('/api/presentation').set(bearer(owner.token)).send({ presentationIds: [id] }).expect(200);
    }
    const { readStore, eventStore } = t.storage;
    await t.app.get(ProjectionRunner).stop();
    const projections = [presentationListProjection as unknown as Projection<JsonDocument>];
    await rebuildProjections(eventStore, readStore, projections, { into: () => 'whole_batch' });
    const chunked = await rebuildProjections(eventStore, readStore, projections, { into: () => 'small_chunks', batchSize: 7, readChunkSize: 3 });
    expect(chunked.events).toBe(await eventStore.headPosition());
    const documents = async (collection: string) => (await readStore.find<JsonDocument>(collection)).sort((a, b) => a.id.localeCompare(b.id));
    expect((await documents('whole_batch')).length).toBe(6);
    expect(await documents('small_chunks')).toEqual(await documents('whole_batch'));
    expect(await documents('small_chunks')).toEqual(await documents(versionedCollection(presentationListProjection.name, presentationListProjection.version)));
  });

  it('builds a new projection version beside the old one and switches when it has caught up', async () => {
    const owner = await registerPresenter(t.http);
    await t.http.post('/api/presentation').set(bearer(owner.token)).send({ name: 'Blue green' }).expect(201);
    const { readStore, eventStore } = t.storage;
    const v2 = {
      ...presentationListProjection,
      version: presentationListProjection.version + 1,
    };
    // The app's own runner keeps v1 current; a second runner with v2 stands for the next release.
    await t.app.get(ProjectionRunner).stop();
    const runner = new ProjectionRunner(eventStore, readStore, [v2 as unknown as Projection<JsonDocument>]);
    await runner.start();
    await waitUntil(() => runner.collectionOf(v2.name) === versionedCollection(v2.name, v2.version));
    expect(await readStore.count(versionedCollection(v2.name, presentationListProjection.version))).toBe(0);
    expect(await readStore.count(versionedCollection(v2.name, v2.version), { userId: owner.user.id })).toBe(1);
    await runner.stop();
  });
});
