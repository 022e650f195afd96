import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { MAX_COLLABORATORS, SHARING_MESSAGES, type CollaboratorsView } from '../../contracts/sharing/collaborators.js';
import { NOTIFICATION_SOCKET_EVENT, type NewNotificationMessage, type NotificationsPage } from '../../contracts/notifications/notifications.js';
import { linkIn, startSmtpTestServer, type SmtpTestServer } from '../support/smtp-test-server.js';
import { waitUntil } from '../support/wait-until.js';
import { deckApi } from './support/deck-api.js';
import { connect, once } from './support/live-clients.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';
import { notificationsProjection } from '../../projections/notifications/notifications.projection.js';
import { presentationSharingProjection } from '../../projections/presentation-sharing/presentation-sharing.projection.js';
import { ProjectionRunner } from '../../services/infrastructure/projections/projection-runner.js';
import { rebuildProjection } from '../../services/infrastructure/projections/rebuild-projection.js';
import { versionedCollection } from '../../services/infrastructure/projections/projection-names.js';

const PUBLIC_URL = 'http://slides.example.test';
const email = (name: string) => `${name}-${randomUUID()}@example.com`;

/**
 * Issue 24, sharing a presentation: invite to edit by email (invited -> claimed, or removed), what each role may
 * do where the deck is read and edited, the 101st collaborator, leaving, access requests, Shared With Me, and the
 * notifications each produces (paged 40, unread count, read, realtime new-notification).
 */
describe('Sharing a presentation', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let baseUrl: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
    baseUrl = await t.listen();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
    await smtp.close();
  });

  async function deckWithSlide(token: string) {
    const api = deckApi(t, token);
    const presentationId = await api.createPresentation('Shared deck');
    const slide = await api.addSlide(presentationId, { type: 'poll' });
    return { presentationId, slideId: slide.id };
  }

  /** Invites `person` as `role` and claims the invitation as them; answers the invitation id. */
  async function share(ownerToken: string, presentationId: string, person: { token: string; user: { email: string } }, role: string): Promise<string> {
    const invited = (await t.http.post(`/api/presentation/${presentationId}/collaborators`).set(bearer(ownerToken)).send({ emails: [person.user.email], role }).expect(201)).body as CollaboratorsView;
    const invitationId = invited.collaborators.find((collaborator) => collaborator.email === person.user.email.toLowerCase())!.invitationId;
    await t.http.post(`/api/presentation/${presentationId}/invitations/${invitationId}/claim`).set(bearer(person.token)).expect(200);
    return invitationId;
  }

  it('mails an invitation whose link the invitee claims; the editor then reads and edits the deck, and its owner is told', async () => {
    const owner = await registerPresenter(t.http, { email: email('owner'), firstName: 'Grace', lastName: 'Hopper' });
    const { presentationId, slideId } = await deckWithSlide(owner.token);
    const inviteeEmail = email('editor');

    // Before being invited, the presenter sees nothing of the deck.
    const editor = await registerPresenter(t.http, { email: inviteeEmail, firstName: 'Ada' });
    await t.http.get(`/api/presentation/${presentationId}`).set(bearer(editor.token)).expect(404);

    const invited = await t.http.post(`/api/presentation/${presentationId}/collaborators`).set(bearer(owner.token)).send({ emails: [inviteeEmail.toUpperCase()], role: 'editor' }).expect(201);
    expect(invited.body).toMatchObject({ yourRole: 'owner', limit: MAX_COLLABORATORS, collaborators: [{ email: inviteeEmail, role: 'editor', status: 'invited', userId: null }] });

    const mail = await smtp.nextMailTo(inviteeEmail);
    expect(mail.subject).toBe('Grace Hopper invited you to edit "Shared deck" on LiveSlides');
    const link = linkIn(mail, `${PUBLIC_URL}/apps/presentations/${presentationId}/invitations/`);
    const invitationId = new URL(link).pathname.split('/').at(-1)!;

    // Someone else signed in finds no such invitation.
    const stranger = await registerPresenter(t.http, { email: email('stranger') });
    await t.http.get(`/api/presentation/${presentationId}/invitations/${invitationId}`).set(bearer(stranger.token)).expect(404);
    await t.http.post(`/api/presentation/${presentationId}/invitations/${invitationId}/claim`).set(bearer(stranger.token)).expect(404);

    const seen = await t.http.get(`/api/presentation/${presentationId}/invitations/${invitationId}`).set(bearer(editor.token)).expect(200);
    expect(seen.body).toEqual({ invitationId, presentationId, presentationName: 'Shared deck', role: 'editor', status: 'invited', invitedEmail: inviteeEmail });
    const claimed = await t.http.post(`/api/presentation/${presentationId}/invitations/${invitationId}/claim`).set(bearer(editor.token)).expect(200);
    expect(claimed.body).toMatchObject({ status: 'claimed' });
    // Claiming again changes nothing.
    const head = await t.storage.eventStore.headPosition();
    await t.http.post(`/api/presentation/${presentationId}/invitations/${invitationId}/claim`).set(bearer(editor.token)).expect(200);
    expect(await t.storage.eventStore.headPosition()).toBe(head);

    const deck = await t.http.get(`/api/presentation/${presentationId}`).set(bearer(editor.token)).expect(200);
    expect(deck.body.slides.map((slide: { id: string }) => slide.id)).toEqual([slideId]);
    await t.http.patch(`/api/slide/${slideId}`).set(bearer(editor.token)).send({ title: 'Dinner?' }).expect(200);
    expect((await deckApi(t, owner.token).deck(presentationId)).slides[0]!.title).toBe('Dinner?');

    const shared = await t.http.get('/api/shared-presentations').set(bearer(editor.token)).expect(200);
    expect(shared.body.presentations).toEqual([expect.objectContaining({ id: presentationId, name: 'Shared deck', role: 'editor', ownerId: owner.user.id })]);

    const ownerNotes = (await t.http.get('/api/notifications').set(bearer(owner.token)).expect(200)).body as NotificationsPage;
    expect(ownerNotes.result).toEqual([expect.objectContaining({ kind: 'collaborator-claimed', params: { presentationName: 'Shared deck', email: inviteeEmail }, read: false, createdForTeam: 0 })]);
  });

  it('lets a viewer and an instructor read the deck but not change it; an admin manages collaborators; an editor does not', async () => {
    const owner = await registerPresenter(t.http, { email: email('owner') });
    const { presentationId, slideId } = await deckWithSlide(owner.token);
    const [viewer, instructor, admin, editor] = await Promise.all(['viewer', 'instructor', 'admin', 'editor'].map((name) => registerPresenter(t.http, { email: email(name) })));
    await share(owner.token, presentationId, viewer!, 'viewer');
    await share(owner.token, presentationId, instructor!, 'instructor');
    await share(owner.token, presentationId, admin!, 'admin');
    const editorInvitation = await share(owner.token, presentationId, editor!, 'editor');

    for (const reader of [viewer!, instructor!]) {
      await t.http.get(`/api/presentation/${presentationId}`).set(bearer(reader.token)).expect(200);
      await t.http.get(`/api/slide/${slideId}`).set(bearer(reader.token)).expect(200);
      const head = await t.storage.eventStore.headPosition();
      const refused = await t.http.patch(`/api/slide/${slideId}`).set(bearer(reader.token)).send({ title: 'Nope' }).expect(403);
      expect(refused.body.message).toBe(SHARING_MESSAGES.notPermitted);
      await t.http.post('/api/slide/create/').set(bearer(reader.token)).send({ presentationId, type: 'poll' }).expect(403);
      expect(await t.storage.eventStore.headPosition()).toBe(head);
      await t.http.post(`/api/presentation/${presentationId}/collaborators`).set(bearer(reader.token)).send({ emails: [email('x')] }).expect(403);
    }
    await t.http.post(`/api/presentation/${presentationId}/collaborators`).set(bearer(editor!.token)).send({ emails: [email('x')] }).expect(403);
    await t.http.patch(`/api/presentation/${presentationId}/collaborators/${editorInvitation}`).set(bearer(editor!.token)).send({ role: 'admin' }).expect(403);

    // The admin turns the editor into a viewer: from then on the editor's edits are refused.
    const changed = await t.http.patch(`/api/presentation/${presentationId}/collaborators/${editorInvitation}`).set(bearer(admin!.token)).send({ role: 'viewer' }).expect(200);
    expect((changed.body as CollaboratorsView).collaborators.find((collaborator) => collaborator.invitationId === editorInvitation)).toMatchObject({ role: 'viewer' });
    await t.http.patch(`/api/slide/${slideId}`).set(bearer(editor!.token)).send({ title: 'Now?' }).expect(403);

    // Removed, they see nothing of it any more, and are told.
    const removed = await t.http.delete(`/api/presentation/${presentationId}/collaborators/${editorInvitation}`).set(bearer(admin!.token)).expect(200);
    expect((removed.body as CollaboratorsView).collaborators.map((collaborator) => collaborator.invitationId)).not.toContain(editorInvitation);
    await t.http.get(`/api/presentation/${presentationId}`).set(bearer(editor!.token)).expect(404);
    await t.http.get(`/api/slide/${slideId}`).set(bearer(editor!.token)).expect(404);
    expect((await t.http.get('/api/shared-presentations').set(bearer(editor!.token)).expect(200)).body.presentations).toEqual([]);
    const editorNotes = (await t.http.get('/api/notifications').set(bearer(editor!.token)).expect(200)).body as NotificationsPage;
    expect(editorNotes.result.map((note) => note.kind)).toEqual(['collaborator-removed', 'collaborator-invited']);
  });

  it('refuses the 101st collaborator with its message and writes nothing; a removed one makes room', async () => {
    const owner = await registerPresenter(t.http, { email: email('owner') });
    const { presentationId } = await deckWithSlide(owner.token);
    const auth = bearer(owner.token);
    let last: CollaboratorsView | undefined;
    for (let batch = 0; batch < MAX_COLLABORATORS / 20; batch++) {
      const emails = Array.from({ length: 20 }, (_, index) => `c${batch}-${index}-${randomUUID()}@example.com`);
      last = (await t.http.post(`/api/presentation/${presentationId}/collaborators`).set(auth).send({ emails }).expect(201)).body as CollaboratorsView;
    }
    expect(last!.collaborators).toHaveLength(MAX_COLLABORATORS);

    const head = await t.storage.eventStore.headPosition();
    const refused = await t.http.post(`/api/presentation/${presentationId}/collaborators`).set(auth).send({ emails: [email('one-more')] }).expect(422);
    expect(refused.body).toMatchObject({ statusCode: 422, message: 'A presentation can have at most 100 collaborators. Please remove someone before inviting more.' });
    expect(await t.storage.eventStore.headPosition()).toBe(head);

    await t.http.delete(`/api/presentation/${presentationId}/collaborators/${last!.collaborators[0]!.invitationId}`).set(auth).expect(200);
    await t.http.post(`/api/presentation/${presentationId}/collaborators`).set(auth).send({ emails: [email('one-more')] }).expect(201);
  });

  it('lets a collaborator leave, and refuses the owner leaving', async () => {
    const owner = await registerPresenter(t.http, { email: email('owner') });
    const { presentationId } = await deckWithSlide(owner.token);
    const viewer = await registerPresenter(t.http, { email: email('viewer') });
    await share(owner.token, presentationId, viewer, 'viewer');
    await t.http.delete(`/api/presentation/${presentationId}/collaborators/leave`).set(bearer(viewer.token)).expect(204);
    await t.http.get(`/api/presentation/${presentationId}`).set(bearer(viewer.token)).expect(404);
    await t.http.delete(`/api/presentation/${presentationId}/collaborators/leave`).set(bearer(viewer.token)).expect(404);
    await t.http.delete(`/api/presentation/${presentationId}/collaborators/leave`).set(bearer(owner.token)).expect(422);
  });

  it('tells the owner, live over the socket, that someone asks for access; asking twice is one request', async () => {
    const owner = await registerPresenter(t.http, { email: email('owner') });
    const { presentationId } = await deckWithSlide(owner.token);
    const asker = await registerPresenter(t.http, { email: email('asker') });
    const socket = connect(baseUrl, owner.token);
    sockets.push(socket);
    await once(socket, 'connect');
    const pushed = once<NewNotificationMessage>(socket, NOTIFICATION_SOCKET_EVENT);

    await t.http.post(`/api/presentation/${presentationId}/request-access`).set(bearer(asker.token)).send({ role: 'editor' }).expect(202);
    const message = await pushed;
    expect(message).toMatchObject({ action: 'new-notification', type: 'notification', notification: { kind: 'access-requested', params: { email: asker.user.email, role: 'editor' }, read: false } });
    expect(message.notification.link).toBe(`/presentation/${presentationId}?share=open`);

    const head = await t.storage.eventStore.headPosition();
    await t.http.post(`/api/presentation/${presentationId}/request-access`).set(bearer(asker.token)).send({}).expect(202);
    expect(await t.storage.eventStore.headPosition()).toBe(head);
    await t.http.post(`/api/presentation/${randomUUID()}/request-access`).set(bearer(asker.token)).send({}).expect(404);
    await t.http.post(`/api/presentation/${presentationId}/request-access`).set(bearer(owner.token)).send({}).expect(422);
  });

  it('pages notifications 40 at a time, counts and marks them read', async () => {
    const person = await registerPresenter(t.http, { email: email('busy') });
    const owner = await registerPresenter(t.http, { email: email('owner') });
    const { presentationId } = await deckWithSlide(owner.token);
    const asker = bearer(person.token);
    // 41 access requests from 41 decks make 41 notifications for their owner.
    for (let index = 0; index < 40; index++) {
      const another = (await t.http.post('/api/presentation').set(bearer(owner.token)).send({ name: `Deck ${index}` }).expect(201)).body.id as string;
      await t.http.post(`/api/presentation/${another}/request-access`).set(asker).send({}).expect(202);
    }
    await t.http.post(`/api/presentation/${presentationId}/request-access`).set(asker).send({}).expect(202);
    const auth = bearer(owner.token);
    await waitUntil(async () => (await t.http.get('/api/notifications/count-unread').set(auth)).body.count === 41);

    const first = (await t.http.get('/api/notifications').set(auth).expect(200)).body as NotificationsPage;
    expect(first).toMatchObject({ pages: 2, count: 41, page: 1 });
    expect(first.result).toHaveLength(40);
    const second = (await t.http.get('/api/notifications?page=2').set(auth).expect(200)).body as NotificationsPage;
    expect(second.result).toHaveLength(1);
    expect(new Set([...first.result, ...second.result].map((note) => note.id)).size).toBe(41);

    const afterOne = await t.http.post('/api/notifications/read-notification').set(auth).send({ notificationIds: [first.result[0]!.id] }).expect(200);
    expect(afterOne.body).toEqual({ count: 40 });
    // Someone else's notification ids change nothing of theirs.
    await t.http.post('/api/notifications/read-notification').set(asker).send({ notificationIds: [first.result[1]!.id] }).expect(200);
    expect((await t.http.get('/api/notifications/count-unread').set(auth).expect(200)).body).toEqual({ count: 40 });
    expect((await t.http.post('/api/notifications/read-notification').set(auth).send({ all: true }).expect(200)).body).toEqual({ count: 0 });
    await t.http.get('/api/notifications?numberOfUsersPerPage=41').set(auth).expect(400);
  });

  it('tells team changes to the team owners and admins only, and personal ones to the person', async () => {
    const owner = await registerPresenter(t.http, { email: email('team-owner') });
    const [admin, member] = await Promise.all([registerPresenter(t.http, { email: email('team-admin') }), registerPresenter(t.http, { email: email('team-member') })]);
    const accountId = (await t.http.post('/api/accounts').set(bearer(owner.token)).send({ name: 'Crew', licenseQuantity: 5 }).expect(201)).body.id as string;
    const sent = (await t.http.post('/api/invitations').set(bearer(owner.token)).send({ emails: [admin.user.email, member.user.email] }).expect(201)).body.invitations as { invitationId: string; invitedEmail: string }[];
    const invitationOf = (address: string) => sent.find((invitation) => invitation.invitedEmail === address.toLowerCase())!.invitationId;
    await t.http.post(`/api/invitations/${invitationOf(admin.user.email)}/accept`).set(bearer(admin.token)).expect(200);
    await t.http.patch(`/api/accounts/${accountId}/user/${admin.user.id}`).set(bearer(owner.token)).send({ role: 'admin' }).expect(200);
    await t.http.post(`/api/invitations/${invitationOf(member.user.email)}/accept`).set(bearer(member.token)).expect(200);
    await t.http.post('/api/accounts/leave').set(bearer(member.token)).expect(204);

    const kinds = async (token: string) => ((await t.http.get('/api/notifications').set(bearer(token)).expect(200)).body as NotificationsPage).result.map((note) => note.kind);
    expect(await kinds(owner.token)).toEqual(['team-member-left', 'team-member-joined', 'team-member-joined']);
    // The admin was a member when the first joined; they hear of the second joining and of the leaving.
    expect(await kinds(admin.token)).toEqual(['team-member-left', 'team-member-joined', 'team-role-changed', 'team-invitation']);
    // The member, no owner or admin, gets only what concerned them personally.
    expect(await kinds(member.token)).toEqual(['team-invitation']);

    // An admin demoted to member no longer sees the team's notifications, nor counts them.
    await t.http.patch(`/api/accounts/${accountId}/user/${admin.user.id}`).set(bearer(owner.token)).send({ role: 'member' }).expect(200);
    expect(await kinds(admin.token)).toEqual(['team-role-changed', 'team-role-changed', 'team-invitation']);
    expect((await t.http.get('/api/notifications/count-unread').set(bearer(admin.token)).expect(200)).body).toEqual({ count: 3 });
  });

  // Last: it stops the projection runner of this suite's app.
  it('rebuilds the sharing and notification read models from the log equal to the live ones', async () => {
    const owner = await registerPresenter(t.http, { email: email('owner') });
    const { presentationId } = await deckWithSlide(owner.token);
    const [editor, viewer] = await Promise.all([registerPresenter(t.http, { email: email('editor') }), registerPresenter(t.http, { email: email('viewer') })]);
    await share(owner.token, presentationId, editor, 'editor');
    const viewerInvitation = await share(owner.token, presentationId, viewer, 'viewer');
    await t.http.patch(`/api/presentation/${presentationId}/collaborators/${viewerInvitation}`).set(bearer(owner.token)).send({ role: 'instructor' }).expect(200);
    await t.http.post(`/api/presentation/${presentationId}/collaborators`).set(bearer(owner.token)).send({ emails: [email('pending')] }).expect(201);
    await t.http.delete(`/api/presentation/${presentationId}/collaborators/leave`).set(bearer(editor.token)).expect(204);
    const notes = (await t.http.get('/api/notifications').set(bearer(owner.token)).expect(200)).body as NotificationsPage;
    await t.http.post('/api/notifications/read-notification').set(bearer(owner.token)).send({ notificationIds: [notes.result[0]!.id] }).expect(200);
    const views = () =>
      Promise.all([
        t.http.get(`/api/presentation/${presentationId}/collaborators`).set(bearer(owner.token)).then((response) => response.body),
        t.http.get('/api/shared-presentations').set(bearer(viewer.token)).then((response) => response.body),
        t.http.get('/api/shared-presentations').set(bearer(editor.token)).then((response) => response.body),
        t.http.get('/api/notifications').set(bearer(owner.token)).then((response) => response.body),
        t.http.get('/api/notifications/count-unread').set(bearer(owner.token)).then((response) => response.body),
      ]);
    await t.caughtUp();
    const before = await views();
    expect(before[1].presentations).toEqual([expect.objectContaining({ id: presentationId, role: 'instructor' })]);
    expect(before[2].presentations).toEqual([]);
    expect(before[4]).toEqual({ count: 1 });

    const { readStore, eventStore } = t.storage;
    await t.app.get(ProjectionRunner).stop();
    for (const projection of [presentationSharingProjection, notificationsProjection]) {
      const collection = versionedCollection(projection.name, projection.version);
      const live = await readStore.find(collection);
      await readStore.dropCollection(collection);
      await readStore.deleteCheckpoint(collection);
      await rebuildProjection(eventStore, readStore, projection as never);
      expect(await readStore.find(collection)).toEqual(live);
    }
    expect(await views()).toEqual(before);
  });
});

describe('Invitation-to-edit budget (issue 24)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_COLLABORATOR_INVITATIONS_PER_USER: '3/3600' });
  });
  afterAll(() => t.close());

  it('answers 429 once a presenter has sent their invitations, and writes nothing', async () => {
    const owner = await registerPresenter(t.http, { email: email('owner') });
    const presentationId = await deckApi(t, owner.token).createPresentation('Budget');
    const auth = bearer(owner.token);
    await t.http.post(`/api/presentation/${presentationId}/collaborators`).set(auth).send({ emails: [email('a'), email('b')] }).expect(201);
    const head = await t.storage.eventStore.headPosition();
    const refused = await t.http.post(`/api/presentation/${presentationId}/collaborators`).set(auth).send({ emails: [email('c'), email('d')] }).expect(429);
    expect(refused.body).toMatchObject({ code: 'rate_limited' });
    expect(await t.storage.eventStore.headPosition()).toBe(head);
    // Someone who may not invite spends nothing of the owner's budget, nor their own.
    const viewer = await registerPresenter(t.http, { email: email('viewer') });
    await t.http.post(`/api/presentation/${presentationId}/collaborators`).set(bearer(viewer.token)).send({ emails: [email('e')] }).expect(404);
  });
});
