import { randomUUID } from 'node:crypto';
import { mappedRoutes } from './support/route-table.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

/**
 * Issue 24: every team and invitation route x every team role, each case in a team of its own (owner, an admin,
 * a member, a second member the rows act on, someone with a pending invitation, a presenter outside, a guest).
 * A refusal writes nothing. The general matrix (authorisation-matrix.api.int.spec.ts) has these routes for callers
 * outside any team; this file's route list must equal the team routes there.
 */
const ROLES = ['owner', 'admin', 'member', 'invitee', 'outsider', 'guest', 'noToken'] as const;
type Role = (typeof ROLES)[number];

interface Ids {
  readonly accountId: string;
  /** The second member, whom role changes and removals name. */
  readonly memberId: string;
  readonly userId: string;
  readonly invitationId: string;
}

interface Row {
  readonly expect: Readonly<Record<Role, number>>;
  readonly body?: (ids: Ids) => object;
}

const everyone = (status: number, overrides: Partial<Record<Role, number>> = {}): Record<Role, number> => ({
  ...(Object.fromEntries(ROLES.map((role) => [role, status])) as Record<Role, number>),
  noToken: 401,
  ...overrides,
});

const TEAM_ROUTES: Readonly<Record<string, Row>> = {
  // One team at a time: those in this team get 422; someone invited but not yet in may start their own.
  'POST /api/accounts': { expect: everyone(422, { invitee: 201, outsider: 201, guest: 403 }), body: () => ({ name: 'Another team' }) },
  'GET /api/users/account': { expect: everyone(200) },
  'GET /api/accounts/:accountId': { expect: everyone(403, { owner: 200, admin: 200, member: 200 }) },
  'GET /api/accounts/:accountId/count': { expect: everyone(403, { owner: 200, admin: 200 }) },
  'PATCH /api/accounts/:accountId': { expect: everyone(403, { owner: 200 }), body: () => ({ licenseQuantity: 12 }) },
  'PATCH /api/accounts/:accountId/user/:userId': { expect: everyone(403, { owner: 200, admin: 200 }), body: () => ({ role: 'admin' }) },
  'DELETE /api/users/account/:memberId': { expect: everyone(403, { owner: 200, admin: 200 }) },
  'POST /api/accounts/leave': { expect: everyone(403, { admin: 204, member: 204 }) },
  'GET /api/invitations': { expect: everyone(200, { guest: 403 }) },
  'POST /api/invitations': { expect: everyone(403, { owner: 201, admin: 201 }), body: () => ({ emails: [`invited-${randomUUID()}@example.com`] }) },
  // Only the invited person reaches an invitation; to any other presenter it does not exist.
  'POST /api/invitations/view': { expect: everyone(404, { invitee: 200, guest: 403 }), body: (ids) => ({ invitationId: ids.invitationId }) },
  'PATCH /api/invitations/:invitationId': { expect: everyone(403, { owner: 200, admin: 200 }), body: () => ({ status: 'cancelled' }) },
  'POST /api/invitations/:invitationId/accept': { expect: everyone(404, { invitee: 200, guest: 403 }) },
  'POST /api/invitations/:invitationId/decline': { expect: everyone(404, { invitee: 200, guest: 403 }) },
};

describe('Team authorisation matrix: every team route x every team role (issue 24)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('has a row for every route of the team controllers, and none for anything else', () => {
    const teamRoutes = mappedRoutes(t.app).filter((route) => /^\w+ \/api\/(accounts|invitations|users\/account)(\/|$)/.test(route));
    expect(Object.keys(TEAM_ROUTES).sort()).toEqual(teamRoutes);
    const cases = Object.keys(TEAM_ROUTES).length * ROLES.length;
    process.stdout.write(`Team authorisation matrix: ${Object.keys(TEAM_ROUTES).length} routes, ${ROLES.length} roles, ${cases} cases\n`);
  });

  it.each(Object.entries(TEAM_ROUTES))('%s', async (key, row) => {
    for (const role of ROLES) {
      const { ids, tokens } = await buildTeam();
      const [method, pattern] = key.split(' ') as [string, string];
      const path = pattern.replace(/:(\w+)/g, (_match, name: keyof Ids) => ids[name]);
      const head = await t.storage.eventStore.headPosition();
      const call = t.http[method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete'](path);
      const token = tokens[role];
      if (token) call.set(bearer(token));
      const response = row.body ? await call.send(row.body(ids)) : await call;
      const written = (await t.storage.eventStore.headPosition()) - head;
      const wanted = row.expect[role];
      expect({ key, role, status: response.status, ...(response.status !== wanted && { body: response.body as unknown }) }).toEqual({ key, role, status: wanted });
      if (wanted >= 400) expect({ key, role, written }).toEqual({ key, role, written: 0 });
    }
  });

  async function presenter(name: string) {
    return registerPresenter(t.http, { email: `${name}-${randomUUID()}@example.com`, firstName: name });
  }

  async function buildTeam(): Promise<{ ids: Ids; tokens: Record<Role, string | null> }> {
    const [owner, admin, member, bo, invitee, outsider] = await Promise.all(['owner', 'admin', 'member', 'bo', 'invitee', 'outsider'].map(presenter));
    const auth = bearer(owner!.token);
    const accountId = (await t.http.post('/api/accounts').set(auth).send({ name: 'Matrix team', licenseQuantity: 10 }).expect(201)).body.id as string;
    const sent = (await t.http.post('/api/invitations').set(auth).send({ emails: [admin!.user.email, member!.user.email, bo!.user.email, invitee!.user.email] }).expect(201)).body
      .invitations as { invitationId: string; invitedEmail: string }[];
    const invitationOf = (email: string) => sent.find((invitation) => invitation.invitedEmail === email)!.invitationId;
    for (const person of [admin!, member!, bo!]) await t.http.post(`/api/invitations/${invitationOf(person.user.email)}/accept`).set(bearer(person.token)).expect(200);
    await t.http.patch(`/api/accounts/${accountId}/user/${admin!.user.id}`).set(auth).send({ role: 'admin' }).expect(200);
    const guest = (await t.http.post('/api/users/create-guest').send({}).expect(201)).body.token as string;
    return {
      ids: { accountId, memberId: bo!.user.id, userId: bo!.user.id, invitationId: invitationOf(invitee!.user.email) },
      tokens: { owner: owner!.token, admin: admin!.token, member: member!.token, invitee: invitee!.token, outsider: outsider!.token, guest, noToken: null },
    };
  }
});
