import { randomUUID } from 'node:crypto';
import { mappedRoutes } from './support/route-table.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

/**
 * Issue 24: the team workspace's routes x every team role (README "Team roles"), each case in a team of its own:
 * an owner, an admin, a member, a presenter outside, a guest. The account is the team, the folder one of the
 * team's, the presentation one of the workspace's. A refusal writes nothing. The general matrix
 * (authorisation-matrix.api.int.spec.ts) has the same routes for a personal account.
 */
const ROLES = ['owner', 'admin', 'member', 'outsider', 'guest', 'noToken'] as const;
type Role = (typeof ROLES)[number];

interface Ids {
  readonly accountId: string;
  readonly folderId: string;
  readonly presentationId: string;
  readonly slideId: string;
}

interface Row {
  readonly expect: Readonly<Record<Role, number>>;
  readonly body?: (ids: Ids) => object;
}

/** Members of the team get `member` (owners and admins too unless `admins` says otherwise); outsiders as for an unknown account. */
const team = (member: number, outside: number, admins = member): Record<Role, number> => ({ owner: admins, admin: admins, member, outsider: outside, guest: outside, noToken: 401 });

const WORKSPACE_ROUTES: Readonly<Record<string, Row>> = {
  'GET /api/account-folder/:accountId/folder': { expect: team(200, 404) },
  'POST /api/account-folder/:accountId/folder': { expect: team(201, 404), body: () => ({ folderName: 'Another team folder' }) },
  'GET /api/account-folder/:accountId/folder/:folderId': { expect: team(200, 404) },
  'PATCH /api/account-folder/:accountId/folder/:folderId': { expect: team(403, 404, 200), body: () => ({ folderName: 'Renamed team folder' }) },
  'DELETE /api/account-folder/:accountId/folder/:folderId': { expect: team(403, 404, 200) },
  'POST /api/account-folder/:accountId/presentation/move-to-folder': { expect: team(200, 404), body: (ids) => ({ presentationIds: [ids.presentationId], folderId: ids.folderId }) },
  // Team working mode: outside a team there is no workspace to create in.
  'POST /api/presentation': { expect: team(201, 403), body: () => ({ name: 'Workspace deck', fromWorkspace: true }) },
  'GET /api/presentation/:presentationId': { expect: team(200, 404) },
  // A workspace deck is edited, renamed and run live by every role holding the keys (here all three), not only its creator.
  'GET /api/presentation/:presentationId/permissions': { expect: team(200, 404) },
  'PATCH /api/presentation/:presentationId/settings': { expect: team(200, 404), body: () => ({ isReactionEnabled: false }) },
  'PATCH /api/presentation/:presentationId': { expect: team(200, 404), body: () => ({ name: 'Renamed team deck' }) },
  'PUT /api/presentation/update-next-slide/:presentationId': { expect: team(200, 404), body: (ids) => ({ activeSlide: ids.slideId }) },
  'POST /api/presentation/:presentationId/stop-presenting': { expect: team(200, 404) },
};

describe('Team workspace authorisation matrix: workspace routes x team roles (issue 24)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('covers every account-folder route of the app', () => {
    const accountFolderRoutes = mappedRoutes(t.app).filter((route) => route.includes('/api/account-folder/'));
    expect(Object.keys(WORKSPACE_ROUTES).filter((route) => route.includes('/api/account-folder/')).sort()).toEqual(accountFolderRoutes);
    process.stdout.write(`Team workspace authorisation matrix: ${Object.keys(WORKSPACE_ROUTES).length} routes, ${ROLES.length} roles, ${Object.keys(WORKSPACE_ROUTES).length * ROLES.length} cases\n`);
  });

  it.each(Object.entries(WORKSPACE_ROUTES))('%s', async (key, row) => {
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
    const [owner, admin, member, outsider] = await Promise.all(['owner', 'admin', 'member', 'outsider'].map(presenter));
    const auth = bearer(owner!.token);
    const accountId = (await t.http.post('/api/accounts').set(auth).send({ name: 'Matrix team', licenseQuantity: 10 }).expect(201)).body.id as string;
    const sent = (await t.http.post('/api/invitations').set(auth).send({ emails: [admin!.user.email, member!.user.email] }).expect(201)).body.invitations as { invitationId: string; invitedEmail: string }[];
    for (const person of [admin!, member!]) {
      const invitation = sent.find((candidate) => candidate.invitedEmail === person.user.email)!;
      await t.http.post(`/api/invitations/${invitation.invitationId}/accept`).set(bearer(person.token)).expect(200);
    }
    await t.http.patch(`/api/accounts/${accountId}/user/${admin!.user.id}`).set(auth).send({ role: 'admin' }).expect(200);
    const folderId = (await t.http.post(`/api/account-folder/${accountId}/folder`).set(auth).send({ folderName: 'Team folder' }).expect(201)).body.folder.folderId as string;
    const presentationId = (await t.http.post('/api/presentation').set(auth).send({ name: 'Team deck', fromWorkspace: true }).expect(201)).body.id as string;
    const slideId = (await t.http.post('/api/slide/create/').set(auth).send({ presentationId, type: 'poll' }).expect(201)).body.id as string;
    const guest = (await t.http.post('/api/users/create-guest').send({}).expect(201)).body.token as string;
    return {
      ids: { accountId, folderId, presentationId, slideId },
      tokens: { owner: owner!.token, admin: admin!.token, member: member!.token, outsider: outsider!.token, guest, noToken: null },
    };
  }
});
