import { randomUUID } from 'node:crypto';
import type { CollaboratorsView } from '../../contracts/sharing/collaborators.js';
import type { DeckPermissions } from '../../contracts/deck/permissions.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

const email = (name: string) => `${name}-${randomUUID()}@example.com`;

/**
 * Issue 24: GET /api/presentation/{id}/permissions tells the editor whether the caller may edit, and it says so
 * exactly when the deck decider accepts that caller's edit (each case tries one real edit and compares).
 */
describe('A deck permission agrees with what the deck decider accepts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_COLLABORATOR_INVITATIONS_PER_USER: '100000/3600' });
  });
  afterAll(() => t.close());

  async function person(name: string) {
    const { token, user } = await registerPresenter(t.http, { email: email(name), firstName: name });
    return { token, user, auth: bearer(token) };
  }
  type Person = Awaited<ReturnType<typeof person>>;

  async function share(owner: Person, presentationId: string, invitee: Person, role: string): Promise<void> {
    const invited = (await t.http.post(`/api/presentation/${presentationId}/collaborators`).set(owner.auth).send({ emails: [invitee.user.email], role }).expect(201)).body as CollaboratorsView;
    const invitationId = invited.collaborators.find((collaborator) => collaborator.email === invitee.user.email.toLowerCase())!.invitationId;
    await t.http.post(`/api/presentation/${presentationId}/invitations/${invitationId}/claim`).set(invitee.auth).expect(200);
  }

  /** The caller's permission, and whether the decider took one real edit of theirs (a settings change). */
  async function permissionAndEdit(as: Person, presentationId: string): Promise<{ canEdit: boolean; editStatus: number }> {
    const permission = (await t.http.get(`/api/presentation/${presentationId}/permissions`).set(as.auth).expect(200)).body as DeckPermissions;
    expect(permission.presentationId).toBe(presentationId);
    const edit = await t.http.patch(`/api/presentation/${presentationId}/settings`).set(as.auth).send({ isReactionEnabled: false });
    return { canEdit: permission.canEdit, editStatus: edit.status };
  }

  it('is true for the owner and an editor (their edit is accepted), false for a viewer and an instructor (403)', async () => {
    const [owner, editor, viewer, instructor] = await Promise.all(['owner', 'editor', 'viewer', 'instructor'].map(person));
    const presentationId = (await t.http.post('/api/presentation').set(owner!.auth).send({ name: 'Shared deck' }).expect(201)).body.id as string;
    await share(owner!, presentationId, editor!, 'editor');
    await share(owner!, presentationId, viewer!, 'viewer');
    await share(owner!, presentationId, instructor!, 'instructor');

    expect(await permissionAndEdit(owner!, presentationId)).toEqual({ canEdit: true, editStatus: 200 });
    expect(await permissionAndEdit(editor!, presentationId)).toEqual({ canEdit: true, editStatus: 200 });
    expect(await permissionAndEdit(viewer!, presentationId)).toEqual({ canEdit: false, editStatus: 403 });
    expect(await permissionAndEdit(instructor!, presentationId)).toEqual({ canEdit: false, editStatus: 403 });
  });

  it("is true for a team member opening a colleague's workspace deck (their edit is accepted), as for its creator", async () => {
    const [owner, member] = await Promise.all(['team-owner', 'member'].map(person));
    const teamId = (await t.http.post('/api/accounts').set(owner!.auth).send({ name: 'Crew', licenseQuantity: 5 }).expect(201)).body.id as string;
    const sent = (await t.http.post('/api/invitations').set(owner!.auth).send({ emails: [member!.user.email] }).expect(201)).body.invitations as { invitationId: string }[];
    await t.http.post(`/api/invitations/${sent[0]!.invitationId}/accept`).set(member!.auth).expect(200);
    const deck = (await t.http.post('/api/presentation').set(owner!.auth).send({ name: 'Workspace deck', fromWorkspace: true }).expect(201)).body as { id: string; accountId: string | null };
    expect(deck.accountId).toBe(teamId);

    // README "Team roles": a member's role holds take-over-to-edit, so the decider takes their edit.
    expect(await permissionAndEdit(member!, deck.id)).toEqual({ canEdit: true, editStatus: 200 });
    expect(await permissionAndEdit(owner!, deck.id)).toEqual({ canEdit: true, editStatus: 200 });
  });

  it('answers 404 to someone who cannot open the deck, as the deck itself does', async () => {
    const [owner, outsider] = await Promise.all(['owner', 'outsider'].map(person));
    const presentationId = (await t.http.post('/api/presentation').set(owner!.auth).send({ name: 'Private deck' }).expect(201)).body.id as string;
    await t.http.get(`/api/presentation/${presentationId}/permissions`).set(outsider!.auth).expect(404);
    await t.http.get(`/api/presentation/${presentationId}`).set(outsider!.auth).expect(404);
  });
});
