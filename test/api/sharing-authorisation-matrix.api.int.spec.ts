import { randomUUID } from 'node:crypto';
import type { CollaboratorsView } from '../../contracts/sharing/collaborators.js';
import { deckApi } from './support/deck-api.js';
import { mappedRoutes } from './support/route-table.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

/**
 * Issue 24: every sharing route, and the deck routes a collaborator reads and edits through, x every role a person
 * can hold on a presentation (owner, admin, editor, viewer, instructor), someone invited who has not claimed yet,
 * a presenter outside, a guest and no token. Each case gets a fresh deck shared with the same people. A refusal
 * writes nothing. The general matrix has the sharing routes for callers without a share; this file's list of
 * sharing routes must equal the app's.
 */
const ROLES = ['owner', 'admin', 'editor', 'viewer', 'instructor', 'invitee', 'outsider', 'guest', 'noToken'] as const;
type Role = (typeof ROLES)[number];
const SHARED_ROLES = ['admin', 'editor', 'viewer', 'instructor'] as const;

interface Ids {
  readonly presentationId: string;
  readonly slideId: string;
  /** The viewer's share: the rows that change or remove a collaborator act on it. */
  readonly viewerInvitationId: string;
  /** The invitee's open invitation. */
  readonly inviteeInvitationId: string;
}

interface Row {
  readonly expect: Readonly<Record<Role, number>>;
  readonly path?: (ids: Ids) => string;
  readonly body?: (ids: Ids) => object;
}

const everyone = (status: number, overrides: Partial<Record<Role, number>> = {}): Record<Role, number> => ({
  ...(Object.fromEntries(ROLES.map((role) => [role, status])) as Record<Role, number>),
  noToken: 401,
  ...overrides,
});
/** What anyone with a role may do; the rest do not know the presentation (404). */
const readers = (status: number) => everyone(404, { owner: status, admin: status, editor: status, viewer: status, instructor: status });
/** Changing the deck: owner, admin and editor; viewers and instructors see it but get 403. */
const editors = (status: number) => everyone(404, { owner: status, admin: status, editor: status, viewer: 403, instructor: 403 });
/** Managing collaborators: owner and admin; other roles 403. */
const managers = (status: number) => everyone(404, { owner: status, admin: status, editor: 403, viewer: 403, instructor: 403 });

const ROUTES: Readonly<Record<string, Row>> = {
  'GET /api/presentation/:id/collaborators': { expect: readers(200) },
  'POST /api/presentation/:id/collaborators': { expect: managers(201), body: () => ({ emails: [`new-${randomUUID()}@example.com`], role: 'editor' }) },
  'PATCH /api/presentation/:id/collaborators/:invitationId': { expect: managers(200), path: (ids) => `/api/presentation/${ids.presentationId}/collaborators/${ids.viewerInvitationId}`, body: () => ({ role: 'editor' }) },
  'DELETE /api/presentation/:id/collaborators/:invitationId': { expect: managers(200), path: (ids) => `/api/presentation/${ids.presentationId}/collaborators/${ids.viewerInvitationId}` },
  // Collaborators leave; the owner cannot (422); anyone else has nothing to leave.
  'DELETE /api/presentation/:id/collaborators/leave': { expect: everyone(404, { owner: 422, admin: 204, editor: 204, viewer: 204, instructor: 204 }) },
  // Only the invited email reaches its invitation; a guest has no email.
  'GET /api/presentation/:id/invitations/:invitationId': { expect: everyone(404, { invitee: 200, guest: 403 }), path: (ids) => `/api/presentation/${ids.presentationId}/invitations/${ids.inviteeInvitationId}` },
  'POST /api/presentation/:id/invitations/:invitationId/claim': { expect: everyone(404, { invitee: 200, guest: 403 }), path: (ids) => `/api/presentation/${ids.presentationId}/invitations/${ids.inviteeInvitationId}/claim` },
  // Those who have access already are told so (422); a guest cannot ask.
  'POST /api/presentation/:id/request-access': { expect: everyone(422, { invitee: 202, outsider: 202, guest: 403 }), body: () => ({ role: 'editor' }) },
  'GET /api/shared-presentations': { expect: everyone(200) },
  // The deck as collaborators reach it.
  'GET /api/presentation/:id': { expect: readers(200) },
  'GET /api/presentation/:presentationId/history': { expect: readers(200), path: (ids) => `/api/presentation/${ids.presentationId}/history` },
  'GET /api/presentation/:presentationId/permissions': { expect: readers(200), path: (ids) => `/api/presentation/${ids.presentationId}/permissions` },
  'GET /api/slide/:slideId': { expect: readers(200), path: (ids) => `/api/slide/${ids.slideId}` },
  'PATCH /api/slide/:slideId': { expect: editors(200), path: (ids) => `/api/slide/${ids.slideId}`, body: () => ({ title: 'Changed by a collaborator' }) },
  'POST /api/slide/create': { expect: editors(201), body: (ids) => ({ presentationId: ids.presentationId, type: 'poll' }) },
  'PATCH /api/presentation/:presentationId/settings': { expect: editors(200), path: (ids) => `/api/presentation/${ids.presentationId}/settings`, body: () => ({ isReactionEnabled: false }) },
  // Take-over: anyone with a role asks who holds it and hands back what nobody holds; those who may edit take it over.
  'GET /api/presentation/:presentationId/taken-over-by': { expect: readers(200), path: (ids) => `/api/presentation/${ids.presentationId}/taken-over-by` },
  'POST /api/presentation/:presentationId/take-over': { expect: editors(200), path: (ids) => `/api/presentation/${ids.presentationId}/take-over` },
  'DELETE /api/presentation/:presentationId/take-over': { expect: readers(200), path: (ids) => `/api/presentation/${ids.presentationId}/take-over` },
  // Share a copy: anyone with a role sees the link; owner, admin and editor open and close it.
  'GET /api/presentation/:presentationId/share-copy': { expect: readers(200), path: (ids) => `/api/presentation/${ids.presentationId}/share-copy` },
  'POST /api/presentation/:presentationId/share-copy': { expect: editors(200), path: (ids) => `/api/presentation/${ids.presentationId}/share-copy` },
  'DELETE /api/presentation/:presentationId/share-copy': { expect: editors(200), path: (ids) => `/api/presentation/${ids.presentationId}/share-copy` },
  // Renaming and running it live stay the owner's (README), as the permissions endpoint tells the editor.
  'PATCH /api/presentation/:id': { expect: everyone(404, { owner: 200 }), body: () => ({ name: 'Renamed by a collaborator' }) },
  'PUT /api/presentation/update-next-slide/:presentationId': { expect: everyone(404, { owner: 200 }), path: (ids) => `/api/presentation/update-next-slide/${ids.presentationId}`, body: (ids) => ({ activeSlide: ids.slideId }) },
};

const SHARING_ROUTE = /^\w+ \/api\/(presentation\/:id\/(collaborators|invitations|request-access)|shared-presentations)(\/|$)/;

describe('Sharing authorisation matrix: every sharing route x every collaborator role (issue 24)', () => {
  let t: TestApp;
  let people: Record<Exclude<Role, 'noToken' | 'guest'>, { token: string; user: { id: string; email: string } }>;
  let guest: string;

  beforeAll(async () => {
    // Every case invites five people from the same owner: the budget of invitation emails is not what this tests.
    t = await startTestApp({ RATE_LIMIT_COLLABORATOR_INVITATIONS_PER_USER: '100000/3600' });
    const names = ['owner', ...SHARED_ROLES, 'invitee', 'outsider'] as const;
    const registered = await Promise.all(names.map((name) => registerPresenter(t.http, { email: `${name}-${randomUUID()}@example.com`, firstName: name })));
    people = Object.fromEntries(names.map((name, index) => [name, registered[index]!])) as typeof people;
    guest = (await t.http.post('/api/users/create-guest').send({}).expect(201)).body.token as string;
  });
  afterAll(() => t.close());

  it('has a row for every sharing route of the app', () => {
    const routes = mappedRoutes(t.app).filter((route) => SHARING_ROUTE.test(route));
    expect(Object.keys(ROUTES).filter((route) => SHARING_ROUTE.test(route)).sort()).toEqual(routes);
    process.stdout.write(`Sharing authorisation matrix: ${Object.keys(ROUTES).length} routes, ${ROLES.length} roles, ${Object.keys(ROUTES).length * ROLES.length} cases\n`);
  });

  it.each(Object.entries(ROUTES))('%s', async (key, row) => {
    for (const role of ROLES) {
      const ids = await sharedDeck();
      const [method, pattern] = key.split(' ') as [string, string];
      const path = row.path?.(ids) ?? pattern.replace(':id', ids.presentationId);
      const head = await t.storage.eventStore.headPosition();
      const call = t.http[method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete'](path);
      const token = role === 'noToken' ? null : role === 'guest' ? guest : people[role].token;
      if (token) call.set(bearer(token));
      const response = row.body ? await call.send(row.body(ids)) : await call;
      const written = (await t.storage.eventStore.headPosition()) - head;
      const wanted = row.expect[role];
      expect({ key, role, status: response.status, ...(response.status !== wanted && { body: response.body as unknown }) }).toEqual({ key, role, status: wanted });
      if (wanted >= 400) expect({ key, role, written }).toEqual({ key, role, written: 0 });
    }
  });

  /** A deck with one slide, shared with the admin, editor, viewer and instructor (claimed) and the invitee (not yet). */
  async function sharedDeck(): Promise<Ids> {
    const owner = people.owner;
    const api = deckApi(t, owner.token);
    const presentationId = await api.createPresentation('Matrix deck');
    const slideId = (await api.addSlide(presentationId, { type: 'poll' })).id;
    const invitationIds: Record<string, string> = {};
    for (const role of [...SHARED_ROLES, 'invitee'] as const) {
      const person = people[role];
      const invited = (await t.http.post(`/api/presentation/${presentationId}/collaborators`).set(bearer(owner.token)).send({ emails: [person.user.email], role: role === 'invitee' ? 'editor' : role }).expect(201))
        .body as CollaboratorsView;
      const invitationId = invited.collaborators.find((collaborator) => collaborator.email === person.user.email.toLowerCase())!.invitationId;
      invitationIds[role] = invitationId;
      if (role !== 'invitee') await t.http.post(`/api/presentation/${presentationId}/invitations/${invitationId}/claim`).set(bearer(person.token)).expect(200);
    }
    return { presentationId, slideId, viewerInvitationId: invitationIds.viewer!, inviteeInvitationId: invitationIds.invitee! };
  }
});
