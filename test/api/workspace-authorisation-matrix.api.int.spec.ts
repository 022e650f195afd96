import { randomUUID } from 'node:crypto';
import type { CollaboratorsView } from '../../contracts/sharing/collaborators.js';
import { mappedRoutes, type RouteKey } from './support/route-table.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

/**
 * Issue 24: ONE table for every route issue 24 added (teams, invitations, folders, team workspace, sharing, history,
 * take-over, share a copy, copy by share code, trash, notifications, search, forgot password) x every kind of caller:
 * the team's owner (who created both decks), the team's admin and member (README "Team roles"), an admin, an editor, a
 * viewer and an instructor collaborator on both decks (README "Sharing a presentation"), a presenter outside with pending invitations (to the team and to both
 * decks, not accepted), a guest, an audience member of the workspace deck's live session, and no token.
 * One world serves every read-only row; a row that writes gets a world for its refusals (each must write nothing)
 * and one per role it lets through. The general matrix (authorisation-matrix.api.int.spec.ts) has every route for
 * its own six kinds of caller, socket events included.
 */
const ROLES = ['owner', 'teamAdmin', 'teamMember', 'adminCollaborator', 'editor', 'viewer', 'instructor', 'outsider', 'guest', 'audience', 'noToken'] as const;
type Role = (typeof ROLES)[number];
type Person = Exclude<Role, 'guest' | 'audience' | 'noToken'>;
const PEOPLE: readonly Person[] = ['owner', 'teamAdmin', 'teamMember', 'adminCollaborator', 'editor', 'viewer', 'instructor', 'outsider'];

/** A status; `unchanged` is a bulk route's 200 that names every id as failed and writes nothing. */
type Outcome = number | 'unchanged';

interface Ids {
  readonly accountId: string;
  /** The team's workspace deck, created by the owner in team mode; shared with the editor and the viewer. */
  readonly presentationId: string;
  readonly slideId: string;
  /** The owner's personal deck, shared with the editor and the viewer the same way. */
  readonly personalId: string;
  readonly personalSlideId: string;
  /** The owner's personal folder, shared with the viewer as a folder viewer. */
  readonly folderId: string;
  readonly teamFolderId: string;
  readonly shareCode: string;
  readonly viewerInvitationId: string;
  /** The outsider's open invitations: to edit the workspace deck, and to join the team. */
  readonly outsiderInvitationId: string;
  readonly outsiderTeamInvitationId: string;
  readonly memberId: string;
  readonly viewerId: string;
}

interface World {
  readonly ids: Ids;
  readonly tokens: Readonly<Record<Role, string | null>>;
  readonly emails: Readonly<Record<Person, string>>;
}

interface Row {
  readonly expect: Readonly<Record<Role, Outcome>>;
  readonly path?: (ids: Ids) => string;
  readonly body?: (ids: Ids, world: World) => object;
  readonly query?: Readonly<Record<string, string>>;
  /** Each role let through gets a world of its own (its call changes who holds what). */
  readonly fresh?: true;
}

const CALLERS = ROLES.filter((role) => role !== 'noToken');
const everyone = (outcome: Outcome, overrides: Partial<Record<Role, Outcome>> = {}): Record<Role, Outcome> => ({
  ...(Object.fromEntries(CALLERS.map((role) => [role, outcome])) as Record<Role, Outcome>),
  noToken: 401,
  ...overrides,
});
/** Presenters and guests each act on their own account; a phone's audience token opens no presenter route. */
const signedIn = (outcome: Outcome, overrides: Partial<Record<Role, Outcome>> = {}) => everyone(outcome, { audience: 401, ...overrides });
/** No token needed: the same answer for everyone. */
const open = (status: number) => ({ ...everyone(status), noToken: status });
/** On the workspace deck: its team (whose every role may edit), its admin and editor collaborators, its viewer and instructor; others 404. */
const onDeck = (edit: Outcome, view: Outcome = edit, editor: Outcome = edit, overrides: Partial<Record<Role, Outcome>> = {}) =>
  signedIn(404, { owner: edit, teamAdmin: edit, teamMember: edit, adminCollaborator: editor, editor, viewer: view, instructor: view, ...overrides });
/** Changing or removing the workspace deck's collaborators: its owner and admin collaborators; everyone else who reaches it 403. */
const managers = (status: number) => onDeck(403, 403, 403, { owner: status, adminCollaborator: status });
/** On the personal deck: its owner and collaborators; the team has no role on it. */
const onPersonalDeck = (owner: Outcome, editor: Outcome = owner, viewer: Outcome = editor, overrides: Partial<Record<Role, Outcome>> = {}) =>
  signedIn(404, { owner, adminCollaborator: editor, editor, viewer, instructor: viewer, ...overrides });
/** In the team: owner, admin, member; anyone else as for a team they do not know. */
const inTeam = (member: Outcome, outside: Outcome, admins: Outcome = member, owner: Outcome = admins, overrides: Partial<Record<Role, Outcome>> = {}) =>
  signedIn(outside, { owner, teamAdmin: admins, teamMember: member, ...overrides });

const ROUTES: Readonly<Record<string, Row>> = {
  // Forgot password takes no token: the same answer whatever the email; a link naming no reset is refused alike.
  'POST /api/auth/forgot-password': { expect: open(202), body: () => ({ email: `nobody-${randomUUID()}@example.com` }) },
  'POST /api/auth/reset-password/check': { expect: open(422), body: () => ({ token: `${randomUUID()}.${'A'.repeat(43)}` }) },
  'POST /api/auth/reset-password': { expect: open(422), body: () => ({ token: `${randomUUID()}.${'A'.repeat(43)}`, newPassword: 'another long password' }) },

  // Teams: one team at a time (those in one get 422); the outsider, invited but not in yet, may start their own.
  'POST /api/accounts': { expect: inTeam(422, 201, 422, 422, { guest: 403 }), body: () => ({ name: 'Another team' }), fresh: true },
  'GET /api/users/account': { expect: signedIn(200) },
  'GET /api/accounts/:accountId': { expect: inTeam(200, 403) },
  'GET /api/accounts/:accountId/count': { expect: inTeam(403, 403, 200) },
  'PATCH /api/accounts/:accountId': { expect: inTeam(403, 403, 403, 200), body: () => ({ licenseQuantity: 12 }), fresh: true },
  'PATCH /api/accounts/:accountId/user/:userId': { expect: inTeam(403, 403, 200), path: (ids) => `/api/accounts/${ids.accountId}/user/${ids.memberId}`, body: () => ({ role: 'admin' }), fresh: true },
  'DELETE /api/users/account/:memberId': { expect: inTeam(403, 403, 200), path: (ids) => `/api/users/account/${ids.memberId}`, fresh: true },
  'POST /api/accounts/leave': { expect: inTeam(204, 403, 204, 403), fresh: true },
  'GET /api/invitations': { expect: signedIn(200, { guest: 403 }) },
  'POST /api/invitations': { expect: inTeam(403, 403, 201), body: () => ({ emails: [`invited-${randomUUID()}@example.com`] }), fresh: true },
  // Only the invited person reaches an invitation; to anyone else it does not exist.
  'POST /api/invitations/view': { expect: signedIn(404, { outsider: 200, guest: 403 }), body: (ids) => ({ invitationId: ids.outsiderTeamInvitationId }) },
  'PATCH /api/invitations/:invitationId': { expect: inTeam(403, 403, 200), path: (ids) => `/api/invitations/${ids.outsiderTeamInvitationId}`, body: () => ({ status: 'cancelled' }), fresh: true },
  'POST /api/invitations/:invitationId/accept': { expect: signedIn(404, { outsider: 200, guest: 403 }), path: (ids) => `/api/invitations/${ids.outsiderTeamInvitationId}/accept`, fresh: true },
  'POST /api/invitations/:invitationId/decline': { expect: signedIn(404, { outsider: 200, guest: 403 }), path: (ids) => `/api/invitations/${ids.outsiderTeamInvitationId}/decline`, fresh: true },

  // Personal folders: each caller lists and creates in their own tree; one folder is its owner's to open and manage. The
  // viewer it is shared with lists its collaborators and looks inside through get-share-sub-folders, and may leave.
  'GET /api/folder': { expect: signedIn(200) },
  'GET /api/folder/get-full-folder-tree': { expect: signedIn(200) },
  'POST /api/folder': { expect: signedIn(201), body: () => ({ folderName: 'Another folder' }) },
  'GET /api/folder/:folderId': { expect: signedIn(404, { owner: 200 }) },
  'PATCH /api/folder/:folderId': { expect: signedIn(404, { owner: 200 }), body: () => ({ folderName: 'Renamed folder' }) },
  'DELETE /api/folder/:folderId': { expect: signedIn(404, { owner: 200 }), fresh: true },
  'GET /api/folder/share': { expect: signedIn(200) },
  'GET /api/folder/editable-folder-trees': { expect: signedIn(200) },
  'GET /api/folder/:folderId/get-share-sub-folders': { expect: signedIn(404, { viewer: 200 }) },
  'POST /api/folder/:folderId/collaborators': { expect: signedIn(404, { owner: 201 }), body: (_ids, world) => ({ emails: [world.emails.editor], role: 'editor' }), fresh: true },
  'GET /api/folder/:folderId/collaborators': { expect: signedIn(404, { owner: 200, viewer: 200 }) },
  'PATCH /api/folder/:folderId/collaborators': { expect: signedIn(404, { owner: 200 }), body: (ids) => ({ userId: ids.viewerId, role: 'editor' }), fresh: true },
  'DELETE /api/folder/:folderId/collaborators': { expect: signedIn(404, { owner: 200 }), body: (ids) => ({ userIds: [ids.viewerId] }), fresh: true },
  'DELETE /api/folder/:folderId/collaborators/leave': { expect: signedIn(404, { viewer: 204 }), fresh: true },

  // The team workspace: its folders and moving its decks in and out.
  'GET /api/account-folder/:accountId/folder': { expect: inTeam(200, 404) },
  'POST /api/account-folder/:accountId/folder': { expect: inTeam(201, 404), body: () => ({ folderName: 'Another team folder' }) },
  'GET /api/account-folder/:accountId/folder/:folderId': { expect: inTeam(200, 404), path: (ids) => `/api/account-folder/${ids.accountId}/folder/${ids.teamFolderId}` },
  'PATCH /api/account-folder/:accountId/folder/:folderId': { expect: inTeam(403, 404, 200), path: (ids) => `/api/account-folder/${ids.accountId}/folder/${ids.teamFolderId}`, body: () => ({ folderName: 'Renamed team folder' }) },
  'DELETE /api/account-folder/:accountId/folder/:folderId': { expect: inTeam(403, 404, 200), path: (ids) => `/api/account-folder/${ids.accountId}/folder/${ids.teamFolderId}`, fresh: true },
  'POST /api/account-folder/:accountId/presentation/move-to-folder': { expect: inTeam(200, 404), body: (ids) => ({ presentationIds: [ids.presentationId], folderId: ids.teamFolderId }) },
  // Team working mode: outside a team there is no workspace to create in.
  'POST /api/presentation': { expect: inTeam(201, 403), body: () => ({ name: 'Workspace deck', fromWorkspace: true }) },

  // The workspace deck as each caller reaches it.
  'GET /api/presentation/:id': { expect: onDeck(200) },
  'GET /api/presentation/:presentationId/permissions': { expect: onDeck(200) },
  'GET /api/presentation/:presentationId/history': { expect: onDeck(200) },
  'GET /api/presentation/:presentationId/history/:revision': { expect: onDeck(200), path: (ids) => `/api/presentation/${ids.presentationId}/history/1` },
  'POST /api/presentation/:presentationId/history/:revision/restore': { expect: onDeck(200, 403), path: (ids) => `/api/presentation/${ids.presentationId}/history/1/restore` },
  // Renaming a workspace deck is its team's (rename-presentation); a collaborator's share does not rename (README).
  'PATCH /api/presentation/:id': { expect: onDeck(200, 404, 404), body: () => ({ name: 'Renamed workspace deck' }) },
  // Editing the workspace deck: its team and its admin and editor collaborators; viewers and instructors see it (403).
  'GET /api/slide/:slideId': { expect: onDeck(200), path: (ids) => `/api/slide/${ids.slideId}` },
  'PATCH /api/slide/:slideId': { expect: onDeck(200, 403), path: (ids) => `/api/slide/${ids.slideId}`, body: () => ({ title: 'Changed in the matrix' }) },
  'POST /api/slide/create': { expect: onDeck(201, 403), body: (ids) => ({ presentationId: ids.presentationId, type: 'poll' }) },
  'PATCH /api/presentation/:presentationId/settings': { expect: onDeck(200, 403), body: () => ({ isReactionEnabled: false }) },
  // Running it live is its team's (present); a collaborator's share does not present (README).
  'PUT /api/presentation/update-next-slide/:presentationId': { expect: onDeck(200, 404, 404), path: (ids) => `/api/presentation/update-next-slide/${ids.presentationId}`, body: (ids) => ({ activeSlide: ids.slideId }) },
  'POST /api/presentation/:presentationId/stop-presenting': { expect: onDeck(200, 404, 404), fresh: true },
  // Take-over: anyone with a role asks who holds it and hands back what nobody holds; those who may edit take it over.
  'GET /api/presentation/:presentationId/taken-over-by': { expect: onDeck(200) },
  'POST /api/presentation/:presentationId/take-over': { expect: onDeck(200, 403) },
  'DELETE /api/presentation/:presentationId/take-over': { expect: onDeck(200) },
  // Share a copy (README "Team roles": every team role holds share-a-copy).
  'GET /api/presentation/:presentationId/share-copy': { expect: onDeck(200) },
  'POST /api/presentation/:presentationId/share-copy': { expect: onDeck(200, 403) },
  'DELETE /api/presentation/:presentationId/share-copy': { expect: onDeck(200, 403), fresh: true },
  // The share code is what lets anyone in: every presenter or guest copies; a phone is no presenter.
  'POST /api/presentation/copy-by-share-code/:shareCode': { expect: signedIn(201) },
  'GET /api/share/:shareCode': { expect: open(200) },

  // Collaborators of the workspace deck: its owner (and admin collaborators) manage them; its team invites (invite-to-edit).
  'GET /api/presentation/:id/collaborators': { expect: onDeck(200) },
  'POST /api/presentation/:id/collaborators': { expect: onDeck(201, 403, 403, { adminCollaborator: 201 }), body: () => ({ emails: [`new-${randomUUID()}@example.com`], role: 'editor' }) },
  'PATCH /api/presentation/:id/collaborators/:invitationId': { expect: managers(200), path: (ids) => `/api/presentation/${ids.presentationId}/collaborators/${ids.viewerInvitationId}`, body: () => ({ role: 'editor' }), fresh: true },
  'DELETE /api/presentation/:id/collaborators/:invitationId': { expect: managers(200), path: (ids) => `/api/presentation/${ids.presentationId}/collaborators/${ids.viewerInvitationId}`, fresh: true },
  // Collaborators leave; the owner cannot (422); the team holds no share to leave.
  'DELETE /api/presentation/:id/collaborators/leave': { expect: signedIn(404, { owner: 422, adminCollaborator: 204, editor: 204, viewer: 204, instructor: 204 }), fresh: true },
  // Only the invited email reaches its invitation; a guest has no email.
  'GET /api/presentation/:id/invitations/:invitationId': { expect: signedIn(404, { outsider: 200, guest: 403 }), path: (ids) => `/api/presentation/${ids.presentationId}/invitations/${ids.outsiderInvitationId}` },
  'POST /api/presentation/:id/invitations/:invitationId/claim': { expect: signedIn(404, { outsider: 200, guest: 403 }), path: (ids) => `/api/presentation/${ids.presentationId}/invitations/${ids.outsiderInvitationId}/claim`, fresh: true },
  // Those who have access already are told so (422); a guest cannot ask.
  'POST /api/presentation/:id/request-access': { expect: signedIn(422, { outsider: 202, guest: 403 }), body: () => ({ role: 'editor' }) },
  'GET /api/shared-presentations': { expect: signedIn(200) },

  // The personal deck: renaming and collaborators stay with its owner (and an admin collaborator); the team has no role.
  'PATCH /api/presentation/:id [personal deck]': { expect: onPersonalDeck(200, 404), path: (ids) => `/api/presentation/${ids.personalId}`, body: () => ({ name: 'Renamed personal deck' }) },
  'POST /api/presentation/:id/collaborators [personal deck]': { expect: onPersonalDeck(201, 403, 403, { adminCollaborator: 201 }), path: (ids) => `/api/presentation/${ids.personalId}/collaborators`, body: () => ({ emails: [`new-${randomUUID()}@example.com`], role: 'viewer' }) },
  'POST /api/presentation/:presentationId/share-copy [personal deck]': { expect: onPersonalDeck(200, 200, 403), path: (ids) => `/api/presentation/${ids.personalId}/share-copy` },

  // The trash: each deck is sent there, restored and deleted by who may (bulk answers name refused ids, writing nothing).
  'GET /api/presentation/deleted': { expect: signedIn(200) },
  'DELETE /api/presentation': { expect: signedIn('unchanged', { owner: 200 }), body: (ids) => ({ presentationIds: [ids.presentationId] }), fresh: true },
  'POST /api/presentation/restore': { expect: signedIn('unchanged', { owner: 'unchanged' }), body: (ids) => ({ presentationIds: [ids.presentationId] }) },
  'DELETE /api/presentation/permanent': { expect: signedIn('unchanged', { owner: 'unchanged' }), body: (ids) => ({ presentationIds: [ids.presentationId] }) },

  // Each caller's own notifications and search.
  'GET /api/notifications': { expect: signedIn(200) },
  'GET /api/notifications/count-unread': { expect: signedIn(200) },
  'POST /api/notifications/read-notification': { expect: signedIn(200), body: () => ({ all: true }) },
  'GET /api/search/presentation': { expect: signedIn(200), query: { q: 'deck' } },
  'GET /api/search/global': { expect: signedIn(200), query: { q: 'deck' } },
};

/** The routes issue 24 added; the table must have a row for each of them and for nothing else under these paths. */
const ISSUE_24_ROUTE =
  /^\w+ \/api\/(folder|account-folder|accounts|invitations|users\/account|shared-presentations|notifications|search|share\/|auth\/(forgot|reset)|presentation\/(copy-by-share-code|deleted$|restore$|permanent$)|presentation\/:id\/(collaborators|invitations|request-access)|presentation\/:presentationId\/(history|permissions|taken-over-by|take-over|share-copy))/;

const routeOf = (key: string) => key.replace(/ \[.*\]$/, '') as RouteKey;

describe('Workspace authorisation matrix: every issue 24 route x every kind of caller, from one table', () => {
  let t: TestApp;
  let shared: World;
  beforeAll(async () => {
    // Each world invites several people from the same owner: the budget of invitation emails is not what this tests.
    t = await startTestApp({ RATE_LIMIT_COLLABORATOR_INVITATIONS_PER_USER: '100000/3600' });
    shared = await buildWorld();
  });
  afterAll(() => t.close());

  it('has a row for every route issue 24 added, and one for each of its callers', () => {
    const added = mappedRoutes(t.app).filter((route) => ISSUE_24_ROUTE.test(route));
    expect([...new Set(Object.keys(ROUTES).map(routeOf))].filter((route) => ISSUE_24_ROUTE.test(route)).sort()).toEqual(added);
    for (const row of Object.values(ROUTES)) expect(Object.keys(row.expect).sort()).toEqual([...ROLES].sort());
    const cases = Object.keys(ROUTES).length * ROLES.length;
    process.stdout.write(`Workspace authorisation matrix: ${Object.keys(ROUTES).length} rows (${added.length} routes), ${ROLES.length} kinds of caller, ${cases} cases\n`);
  });

  it.each(Object.entries(ROUTES))('%s', async (key, row) => {
    const [method] = key.split(' ') as [string];
    const writes = method !== 'GET';
    const passes = ROLES.filter((role) => isSuccess(row.expect[role]));
    const refusals = ROLES.filter((role) => !isSuccess(row.expect[role]));
    const actual: Partial<Record<Role, Outcome | string>> = {};
    // Refusals write nothing, so they share one world; each role let through then acts on a world as it was built.
    const refusalWorld = writes ? await buildWorld() : shared;
    for (const role of refusals) actual[role] = await call(key, row, refusalWorld, role);
    let world = refusalWorld;
    for (const [index, role] of passes.entries()) {
      if (writes && (row.fresh || index === 0)) world = await buildWorld();
      actual[role] = await call(key, row, world, role);
    }
    expect({ key, ...actual }).toEqual({ key, ...row.expect });
  });

  function isSuccess(outcome: Outcome): boolean {
    return typeof outcome === 'number' && outcome < 400;
  }

  /** The caller's outcome; a refusal (or an unchanged bulk answer) that wrote anything is reported as such. */
  async function call(key: string, row: Row, world: World, role: Role): Promise<Outcome | string> {
    const [method, pattern] = routeOf(key).split(' ') as [string, string];
    const { ids } = world;
    const path = row.path?.(ids) ?? pattern.replace(/:(\w+)/g, (_match, name: string) => paramOf(name, ids));
    const head = await t.storage.eventStore.headPosition();
    const request = t.http[method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete'](path);
    const token = world.tokens[role];
    if (token) request.set(bearer(token));
    if (row.query) request.query(row.query);
    const response = row.body ? await request.send(row.body(ids, world)) : await request;
    const written = (await t.storage.eventStore.headPosition()) - head;
    const failed = (response.body as { failedIds?: string[] }).failedIds;
    const outcome: Outcome = response.status === 200 && failed !== undefined && failed.length > 0 ? 'unchanged' : response.status;
    if ((outcome === 'unchanged' || outcome >= 400) && written > 0) return `${String(outcome)} but wrote ${written} events`;
    return outcome;
  }

  async function buildWorld(): Promise<World> {
    const registered = await Promise.all(PEOPLE.map((name) => registerPresenter(t.http, { email: `${name}-${randomUUID()}@example.com`, firstName: name })));
    const person = Object.fromEntries(PEOPLE.map((name, index) => [name, registered[index]!])) as Record<Person, (typeof registered)[number]>;
    const as = (name: Person) => bearer(person[name].token);
    const owner = as('owner');
    const accountId = (await t.http.post('/api/accounts').set(owner).send({ name: 'Matrix team', licenseQuantity: 10 }).expect(201)).body.id as string;
    const invited = (await t.http.post('/api/invitations').set(owner).send({ emails: (['teamAdmin', 'teamMember', 'outsider'] as const).map((name) => person[name].user.email) }).expect(201)).body
      .invitations as { invitationId: string; invitedEmail: string }[];
    const teamInvitationOf = (name: Person) => invited.find((invitation) => invitation.invitedEmail === person[name].user.email)!.invitationId;
    for (const name of ['teamAdmin', 'teamMember'] as const) await t.http.post(`/api/invitations/${teamInvitationOf(name)}/accept`).set(as(name)).expect(200);
    await t.http.patch(`/api/accounts/${accountId}/user/${person.teamAdmin.user.id}`).set(owner).send({ role: 'admin' }).expect(200);
    const teamFolderId = (await t.http.post(`/api/account-folder/${accountId}/folder`).set(owner).send({ folderName: 'Team folder' }).expect(201)).body.folder.folderId as string;

    const deck = async (fromWorkspace: boolean) => {
      const created = (await t.http.post('/api/presentation').set(owner).send({ name: fromWorkspace ? 'Workspace deck' : 'Personal deck', fromWorkspace }).expect(201)).body as { id: string; accessCode: string };
      const slideId = (await t.http.post('/api/slide/create').set(owner).send({ presentationId: created.id, type: 'poll' }).expect(201)).body.id as string;
      const invitations: Partial<Record<Person, string>> = {};
      const shares = [['adminCollaborator', 'admin'], ['editor', 'editor'], ['viewer', 'viewer'], ['instructor', 'instructor'], ['outsider', 'editor']] as const;
      for (const [name, role] of shares) {
        const view = (await t.http.post(`/api/presentation/${created.id}/collaborators`).set(owner).send({ emails: [person[name].user.email], role }).expect(201)).body as CollaboratorsView;
        invitations[name] = view.collaborators.find((collaborator) => collaborator.email === person[name].user.email.toLowerCase())!.invitationId;
        if (name !== 'outsider') await t.http.post(`/api/presentation/${created.id}/invitations/${invitations[name]}/claim`).set(as(name)).expect(200);
      }
      return { ...created, slideId, invitations };
    };
    const workspace = await deck(true);
    const personal = await deck(false);
    const folderId = (await t.http.post('/api/folder').set(owner).send({ folderName: 'Shared folder' }).expect(201)).body.folder.folderId as string;
    await t.http.post(`/api/folder/${folderId}/collaborators`).set(owner).send({ emails: [person.viewer.user.email], role: 'viewer' }).expect(201);
    const shareCode = (await t.http.post(`/api/presentation/${workspace.id}/share-copy`).set(owner).expect(200)).body.shareCode as string;
    await t.http.put(`/api/presentation/update-next-slide/${workspace.id}`).set(owner).send({ activeSlide: workspace.slideId }).expect(200);
    const audience = (await t.http.post('/api/audience/join').send({ accessCode: workspace.accessCode, name: 'Phone' }).expect(200)).body.token as string;
    const guest = (await t.http.post('/api/users/create-guest').send({}).expect(201)).body.token as string;
    return {
      ids: {
        accountId,
        presentationId: workspace.id,
        slideId: workspace.slideId,
        personalId: personal.id,
        personalSlideId: personal.slideId,
        folderId,
        teamFolderId,
        shareCode,
        viewerInvitationId: workspace.invitations.viewer!,
        outsiderInvitationId: workspace.invitations.outsider!,
        outsiderTeamInvitationId: teamInvitationOf('outsider'),
        memberId: person.teamMember.user.id,
        viewerId: person.viewer.user.id,
      },
      tokens: { ...(Object.fromEntries(PEOPLE.map((name) => [name, person[name].token])) as Record<Person, string>), guest, audience, noToken: null },
      emails: Object.fromEntries(PEOPLE.map((name) => [name, person[name].user.email])) as Record<Person, string>,
    };
  }
});

function paramOf(name: string, ids: Ids): string {
  switch (name) {
    case 'id':
    case 'presentationId':
      return ids.presentationId;
    case 'accountId':
      return ids.accountId;
    case 'folderId':
      return ids.folderId;
    case 'shareCode':
      return ids.shareCode;
    case 'memberId':
    case 'userId':
      return ids.memberId;
    default:
      throw new Error(`The matrix has no value for :${name}`);
  }
}
