import { randomUUID } from 'node:crypto';
import type { DeckPermissions } from '../../contracts/deck/permissions.js';
import { TAKE_OVER_MESSAGES, type TakenOverView } from '../../contracts/presentations/take-over.js';
import type { CollaboratorsView } from '../../contracts/sharing/collaborators.js';
import { connect, emitWithAck } from './support/live-clients.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

const email = (name: string) => `${name}-${randomUUID()}@example.com`;

/**
 * Issue 24 / spec doc 1 §4 "Editor take-over": the editor asks who has taken a presentation over; editing is permitted
 * when nobody has or when it is the caller, and the server refuses everyone else's edits while someone holds it.
 */
describe('Take-over', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_COLLABORATOR_INVITATIONS_PER_USER: '100000/3600' });
  });
  afterAll(() => t.close());

  async function person(name: string) {
    const { token, user } = await registerPresenter(t.http, { email: email(name), firstName: name, lastName: 'Tester' });
    return { token, user, auth: bearer(token) };
  }
  type Person = Awaited<ReturnType<typeof person>>;

  async function share(owner: Person, presentationId: string, invitee: Person, role: string): Promise<void> {
    const invited = (await t.http.post(`/api/presentation/${presentationId}/collaborators`).set(owner.auth).send({ emails: [invitee.user.email], role }).expect(201)).body as CollaboratorsView;
    const invitationId = invited.collaborators.find((collaborator) => collaborator.email === invitee.user.email.toLowerCase())!.invitationId;
    await t.http.post(`/api/presentation/${presentationId}/invitations/${invitationId}/claim`).set(invitee.auth).expect(200);
  }

  async function sharedDeck() {
    const [owner, editor, viewer, outsider] = await Promise.all(['owner', 'editor', 'viewer', 'outsider'].map(person));
    const presentationId = (await t.http.post('/api/presentation').set(owner!.auth).send({ name: 'Take-over deck' }).expect(201)).body.id as string;
    const slideId = (await t.http.post('/api/slide/create/').set(owner!.auth).send({ presentationId, type: 'poll' }).expect(201)).body.id as string;
    await share(owner!, presentationId, editor!, 'editor');
    await share(owner!, presentationId, viewer!, 'viewer');
    return { owner: owner!, editor: editor!, viewer: viewer!, outsider: outsider!, presentationId, slideId };
  }

  const takenOver = async (as: Person, presentationId: string) => (await t.http.get(`/api/presentation/${presentationId}/taken-over-by`).set(as.auth).expect(200)).body as TakenOverView;
  const edit = (as: Person, slideId: string, title: string) => t.http.patch(`/api/slide/${slideId}`).set(as.auth).send({ title });
  const canEdit = async (as: Person, presentationId: string) => ((await t.http.get(`/api/presentation/${presentationId}/permissions`).set(as.auth).expect(200)).body as DeckPermissions).canEdit;

  it('lets only the taker-over edit while they hold it, says who holds it, and lets the owner take it back', async () => {
    const { owner, editor, viewer, presentationId, slideId } = await sharedDeck();
    expect(await takenOver(owner, presentationId)).toEqual({ presentationId, takenOverBy: null, canTakeOver: true });
    await edit(owner, slideId, 'Before').expect(200);
    await edit(editor, slideId, 'Before, too').expect(200);

    const taken = (await t.http.post(`/api/presentation/${presentationId}/take-over`).set(editor.auth).expect(200)).body as TakenOverView;
    expect(taken).toEqual({ presentationId, takenOverBy: { userId: editor.user.id, name: 'editor Tester' }, canTakeOver: false });
    expect(await takenOver(owner, presentationId)).toEqual({ presentationId, takenOverBy: { userId: editor.user.id, name: 'editor Tester' }, canTakeOver: true });
    expect((await takenOver(viewer, presentationId)).canTakeOver).toBe(false);

    const head = await t.storage.eventStore.headPosition();
    const refused = await edit(owner, slideId, 'Owner while taken over').expect(403);
    expect(refused.body.message).toBe(TAKE_OVER_MESSAGES.takenOverBySomeoneElse);
    expect(await t.storage.eventStore.headPosition()).toBe(head);
    expect(await canEdit(owner, presentationId)).toBe(false);
    expect(await canEdit(editor, presentationId)).toBe(true);
    await edit(editor, slideId, 'Taker-over edits').expect(200);
    // Renaming is editing too: refused to the owner while the editor holds it.
    expect((await t.http.patch(`/api/presentation/${presentationId}`).set(owner.auth).send({ name: 'Renamed meanwhile' }).expect(403)).body.message).toBe(TAKE_OVER_MESSAGES.takenOverBySomeoneElse);

    // Taking over again is nothing new; the owner takes it back and now the editor is the one refused.
    await t.http.post(`/api/presentation/${presentationId}/take-over`).set(editor.auth).expect(200);
    await t.http.post(`/api/presentation/${presentationId}/take-over`).set(owner.auth).expect(200);
    await edit(editor, slideId, 'Editor after the owner took it').expect(403);
    await edit(owner, slideId, 'Owner edits again').expect(200);
    await t.http.patch(`/api/presentation/${presentationId}`).set(owner.auth).send({ name: 'Renamed by its holder' }).expect(200);

    // The editor may not hand back what the owner holds; the owner may, and then everyone with a role edits.
    const notYours = await t.http.delete(`/api/presentation/${presentationId}/take-over`).set(editor.auth).expect(403);
    expect(notYours.body.message).toBe(TAKE_OVER_MESSAGES.releaseNotYours);
    expect(((await t.http.delete(`/api/presentation/${presentationId}/take-over`).set(owner.auth).expect(200)).body as TakenOverView).takenOverBy).toBeNull();
    await edit(editor, slideId, 'Editor after the release').expect(200);
    await edit(owner, slideId, 'Owner after the release').expect(200);
  });

  it('lets the owner hand back what a collaborator took, and the taker-over hand back their own', async () => {
    const { owner, editor, presentationId, slideId } = await sharedDeck();
    await t.http.post(`/api/presentation/${presentationId}/take-over`).set(editor.auth).expect(200);
    await t.http.delete(`/api/presentation/${presentationId}/take-over`).set(owner.auth).expect(200);
    await edit(owner, slideId, 'Owner').expect(200);
    await t.http.post(`/api/presentation/${presentationId}/take-over`).set(editor.auth).expect(200);
    await t.http.delete(`/api/presentation/${presentationId}/take-over`).set(editor.auth).expect(200);
    await edit(owner, slideId, 'Owner again').expect(200);
    // Handing back what nobody holds changes nothing.
    const head = await t.storage.eventStore.headPosition();
    await t.http.delete(`/api/presentation/${presentationId}/take-over`).set(editor.auth).expect(200);
    expect(await t.storage.eventStore.headPosition()).toBe(head);
  });

  it('answers the socket request get_taken_over_by as the HTTP check does', async () => {
    const { editor, viewer, presentationId } = await sharedDeck();
    await t.http.post(`/api/presentation/${presentationId}/take-over`).set(editor.auth).expect(200);
    const socket = connect(await t.listen(), viewer.token);
    try {
      const ack = await emitWithAck<Record<string, unknown>>(socket, 'get_taken_over_by', { presentationId });
      expect(ack).toEqual({ ok: true, presentationId, takenOverBy: { userId: editor.user.id, name: 'editor Tester' }, canTakeOver: false });
      const unknown = await emitWithAck<{ ok: boolean; error?: { statusCode: number } }>(socket, 'get_taken_over_by', { presentationId: randomUUID() });
      expect(unknown).toMatchObject({ ok: false, error: { statusCode: 404 } });
      const bad = await emitWithAck<{ ok: boolean; error?: { statusCode: number } }>(socket, 'get_taken_over_by', { presentationId: 'nope' });
      expect(bad).toMatchObject({ ok: false, error: { statusCode: 400 } });
    } finally {
      socket.disconnect();
    }
  });

  it('refuses a viewer (403) and someone without a role (404), writing nothing', async () => {
    const { viewer, outsider, presentationId } = await sharedDeck();
    const head = await t.storage.eventStore.headPosition();
    await t.http.post(`/api/presentation/${presentationId}/take-over`).set(viewer.auth).expect(403);
    await t.http.delete(`/api/presentation/${presentationId}/take-over`).set(viewer.auth).expect(200);
    await t.http.post(`/api/presentation/${presentationId}/take-over`).set(outsider.auth).expect(404);
    await t.http.get(`/api/presentation/${presentationId}/taken-over-by`).set(outsider.auth).expect(404);
    await t.http.get(`/api/presentation/${randomUUID()}/taken-over-by`).set(viewer.auth).expect(404);
    await t.http.post('/api/presentation/not-an-id!/take-over').set(viewer.auth).expect(400);
    expect(await t.storage.eventStore.headPosition()).toBe(head);
  });
});
