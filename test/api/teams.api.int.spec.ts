import { TEAM_MESSAGES } from '../../contracts/teams/views.js';
import { teamDirectoryProjection } from '../../projections/team-directory/team-directory.projection.js';
import { ProjectionRunner } from '../../services/infrastructure/projections/projection-runner.js';
import { versionedCollection } from '../../services/infrastructure/projections/projection-names.js';
import { rebuildProjection } from '../../services/infrastructure/projections/rebuild-projection.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

let counter = 0;
const uniqueEmail = (name: string) => `${name}-${++counter}-${Date.now()}@example.com`;

describe('Teams: create, invitations, roles, licences (issue 24)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function presenter(name: string) {
    const email = uniqueEmail(name);
    const { token, user } = await registerPresenter(t.http, { email, firstName: name });
    return { token, id: user.id, email, auth: bearer(token) };
  }
  type Person = Awaited<ReturnType<typeof presenter>>;

  async function team(owner: Person, licenseQuantity = 5) {
    return (await t.http.post('/api/accounts').set(owner.auth).send({ name: 'Crew', licenseQuantity }).expect(201)).body as { id: string };
  }
  async function invite(by: Person, ...people: Person[]) {
    const response = await t.http.post('/api/invitations').set(by.auth).send({ emails: people.map((person) => person.email) }).expect(201);
    return (response.body.invitations as { invitationId: string }[]).map((invitation) => invitation.invitationId);
  }
  async function join(owner: Person, licenseQuantity = 5, ...people: Person[]) {
    const { id } = await team(owner, licenseQuantity);
    const ids = await invite(owner, ...people);
    for (const [index, person] of people.entries()) await t.http.post(`/api/invitations/${ids[index]}/accept`).set(person.auth).expect(200);
    return id;
  }
  const writes = async (action: () => Promise<unknown>) => {
    const head = await t.storage.eventStore.headPosition();
    await action();
    return (await t.storage.eventStore.headPosition()) - head;
  };

  it('makes the creator its owner with every permission but leaving, and shows licences used', async () => {
    const owner = await presenter('owner');
    const created = await t.http.post('/api/accounts').set(owner.auth).send({ name: 'Crew', licenseQuantity: 3 }).expect(201);
    expect(created.body).toMatchObject({ name: 'Crew', memberRole: 'owner', licenseQuantity: 3, numberOfUsedLicenses: 1, isOverQuota: false, members: { count: 1 }, invitations: [] });
    expect(created.body.permissions).toContain('edit-role');
    expect(created.body.permissions).not.toContain('leave-team');
    expect((await t.http.get('/api/users/account').set(owner.auth).expect(200)).body.account.id).toBe(created.body.id);
    expect((await t.http.get(`/api/accounts/${created.body.id}/count`).set(owner.auth).expect(200)).body).toEqual({ licenseQuantity: 3, numberOfUsedLicenses: 1, isOverQuota: false });
    // Issue 25: the body names the rule (reason) so a client shows it in its user's language; code and message stay.
    expect((await t.http.post('/api/accounts').set(owner.auth).send({ name: 'Second' }).expect(422)).body).toMatchObject({
      code: 'business_rule',
      message: TEAM_MESSAGES.alreadyInTeam,
      reason: 'teams.alreadyInTeam',
    });
  });

  it.each([1, 31])('refuses a licence quantity of %i with the field path, writing nothing', async (licenseQuantity) => {
    const owner = await presenter('limits');
    let response = await t.http.post('/api/accounts').set(owner.auth).send({ name: 'Crew', licenseQuantity });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain('licenseQuantity');
    expect(JSON.stringify(response.body)).toContain('The licence quantity must be between 2 and 30');
    const { id } = await team(owner, 4);
    const written = await writes(async () => {
      response = await t.http.patch(`/api/accounts/${id}`).set(owner.auth).send({ licenseQuantity });
    });
    expect({ status: response.status, written, path: JSON.stringify(response.body).includes('licenseQuantity') }).toEqual({ status: 400, written: 0, path: true });
  });

  it('refuses a team name with javascript: or none, with the field path', async () => {
    const owner = await presenter('names');
    for (const name of ['javascript:alert(1)', '   ']) {
      const response = await t.http.post('/api/accounts').set(owner.auth).send({ name });
      expect({ status: response.status, paths: (response.body.details as { path: string }[]).map((issue) => issue.path) }).toEqual({ status: 400, paths: ['name'] });
    }
  });

  it('takes an invitation from pending to accepted, declined or cancelled, each by the right person', async () => {
    const owner = await presenter('owner');
    const [ada, bo, cy] = [await presenter('ada'), await presenter('bo'), await presenter('cy')];
    const { id } = await team(owner);
    const [adaInvite, boInvite, cyInvite] = await invite(owner, ada, bo, cy);

    const pending = await t.http.get('/api/invitations?status=pending').set(ada.auth).expect(200);
    expect(pending.body.invitations).toEqual([expect.objectContaining({ invitationId: adaInvite, status: 'pending', invitedEmail: ada.email, account: { name: 'Crew' }, accountId: id })]);
    await t.http.get(`/api/invitations?email=${encodeURIComponent(bo.email)}`).set(ada.auth).expect(403);
    expect((await t.http.post('/api/invitations/view').set(ada.auth).send({ invitationId: adaInvite }).expect(200)).body).toMatchObject({ status: 'pending', account: { name: 'Crew' } });
    // Someone else's invitation is answered as one that does not exist, and accepting it writes nothing.
    expect(await writes(() => t.http.post(`/api/invitations/${adaInvite}/accept`).set(bo.auth).expect(404))).toBe(0);

    const accepted = await t.http.post(`/api/invitations/${adaInvite}/accept`).set(ada.auth).expect(200);
    expect(accepted.body).toMatchObject({ id, memberRole: 'member', licenseQuantity: null, invitations: null, members: { count: 2 } });
    expect((await t.http.post(`/api/invitations/${boInvite}/decline`).set(bo.auth).expect(200)).body.status).toBe('declined');
    expect((await t.http.patch(`/api/invitations/${cyInvite}`).set(owner.auth).send({ status: 'cancelled' }).expect(200)).body.status).toBe('cancelled');
    expect((await t.http.post(`/api/invitations/${cyInvite}/accept`).set(cy.auth).expect(422)).body.message).toBe(TEAM_MESSAGES.invitationNotPending);
    expect((await t.http.get('/api/invitations').set(cy.auth).expect(200)).body.invitations).toMatchObject([{ status: 'cancelled' }]);

    const view = (await t.http.get(`/api/accounts/${id}`).set(owner.auth).expect(200)).body;
    expect(view.members.list.map((member: { email: string; role: string }) => [member.email, member.role])).toEqual([[owner.email, 'owner'], [ada.email, 'member']]);
    expect(view.invitations).toEqual([]);
  });

  it('refuses an invitation beyond the licences, and an acceptance when the team is over quota', async () => {
    const owner = await presenter('owner');
    const [ada, bo, cy] = [await presenter('ada'), await presenter('bo'), await presenter('cy')];
    const id = await join(owner, 3, ada);
    await invite(owner, bo);
    const full = await t.http.post('/api/invitations').set(owner.auth).send({ emails: [cy.email] });
    expect({ status: full.status, message: full.body.message }).toEqual({ status: 422, message: TEAM_MESSAGES.noFreeLicense });

    const [boInvite] = (await t.http.get('/api/invitations').set(bo.auth).expect(200)).body.invitations.map((invitation: { invitationId: string }) => invitation.invitationId);
    await t.http.patch(`/api/accounts/${id}`).set(owner.auth).send({ licenseQuantity: 2 }).expect(200);
    const overQuota = await t.http.post(`/api/invitations/${boInvite}/accept`).set(bo.auth);
    expect({ status: overQuota.status, message: overQuota.body.message }).toEqual({ status: 422, message: TEAM_MESSAGES.acceptOverQuota });

    await t.http.patch(`/api/accounts/${id}`).set(owner.auth).send({ licenseQuantity: 3 }).expect(200);
    await t.http.post(`/api/invitations/${boInvite}/accept`).set(bo.auth).expect(200);
    await t.http.patch(`/api/accounts/${id}`).set(owner.auth).send({ licenseQuantity: 2 }).expect(200);
    expect((await t.http.get(`/api/accounts/${id}/count`).set(owner.auth).expect(200)).body).toEqual({ licenseQuantity: 2, numberOfUsedLicenses: 3, isOverQuota: true });
  });

  it('lets owners and admins run the team, members only leave', async () => {
    const owner = await presenter('owner');
    const [ada, bo, cy] = [await presenter('ada'), await presenter('bo'), await presenter('cy')];
    const id = await join(owner, 5, ada, bo);

    // A member may not invite, change a role, remove someone, see licences or change them.
    expect((await t.http.post('/api/invitations').set(bo.auth).send({ emails: [cy.email] }).expect(403)).body.message).toBe(TEAM_MESSAGES.notPermitted);
    await t.http.patch(`/api/accounts/${id}/user/${ada.id}`).set(bo.auth).send({ role: 'admin' }).expect(403);
    await t.http.delete(`/api/users/account/${ada.id}`).set(bo.auth).expect(403);
    await t.http.get(`/api/accounts/${id}/count`).set(bo.auth).expect(403);
    await t.http.patch(`/api/accounts/${id}`).set(bo.auth).send({ licenseQuantity: 9 }).expect(403);

    // The owner makes Ada admin: she invites and removes, but may neither touch the owner nor change licences.
    expect((await t.http.patch(`/api/accounts/${id}/user/${ada.id}`).set(owner.auth).send({ role: 'admin' }).expect(200)).body.members.list[1]).toMatchObject({ role: 'admin' });
    expect((await t.http.get(`/api/accounts/${id}`).set(ada.auth).expect(200)).body).toMatchObject({ memberRole: 'admin', licenseQuantity: 5 });
    await invite(ada, cy);
    expect((await t.http.patch(`/api/accounts/${id}/user/${owner.id}`).set(ada.auth).send({ role: 'member' }).expect(422)).body.message).toBe(TEAM_MESSAGES.ownerRoleFixed);
    expect((await t.http.patch(`/api/accounts/${id}`).set(ada.auth).send({ licenseQuantity: 9 }).expect(403)).body.message).toBe(TEAM_MESSAGES.ownerOnly);
    await t.http.patch(`/api/accounts/${id}/user/${ada.id}`).set(owner.auth).send({ role: 'owner' }).expect(400);
    expect((await t.http.delete(`/api/users/account/${bo.id}`).set(ada.auth).expect(200)).body.members.count).toBe(2);
    expect((await t.http.get('/api/users/account').set(bo.auth).expect(200)).body).toEqual({ account: null });
    await t.http.get(`/api/accounts/${id}`).set(bo.auth).expect(403);

    // Ada leaves; the owner cannot.
    await t.http.post('/api/accounts/leave').set(ada.auth).expect(204);
    expect((await t.http.post('/api/accounts/leave').set(owner.auth).expect(403)).body.message).toBe(TEAM_MESSAGES.ownerCannotLeave);
    expect((await t.http.post('/api/accounts/leave').set(ada.auth).expect(403)).body.message).toBe(TEAM_MESSAGES.notInTeam);
    expect((await t.http.get(`/api/accounts/${id}`).set(owner.auth).expect(200)).body.members.count).toBe(1);
  });

  it('keeps guests out of teams and a person in one team at a time', async () => {
    const guest = (await t.http.post('/api/users/create-guest').send({}).expect(201)).body.token as string;
    expect((await t.http.post('/api/accounts').set(bearer(guest)).send({ name: 'Guests' }).expect(403)).body.message).toBe(TEAM_MESSAGES.guestsHaveNoTeam);
    const [first, second, ada] = [await presenter('first'), await presenter('second'), await presenter('ada')];
    await join(first, 5, ada);
    await team(second);
    const [invitationId] = await invite(second, ada);
    expect((await t.http.post(`/api/invitations/${invitationId}/accept`).set(ada.auth).expect(422)).body.message).toBe(TEAM_MESSAGES.alreadyInTeam);
    await t.http.get('/api/accounts/00000000-0000-4000-8000-000000000000').set(ada.auth).expect(404);
  });

  it('rebuilds the team directory from the log equal to the live one', async () => {
    const owner = await presenter('owner');
    const [ada, bo] = [await presenter('ada'), await presenter('bo')];
    const id = await join(owner, 4, ada);
    const [boInvite] = await invite(owner, bo);
    await t.http.post('/api/invitations/view').set(bo.auth).send({ invitationId: boInvite }).expect(200);
    await t.http.patch(`/api/accounts/${id}/user/${ada.id}`).set(owner.auth).send({ role: 'admin' }).expect(200);
    const reads = () =>
      Promise.all([
        t.http.get(`/api/accounts/${id}`).set(owner.auth).then((response) => response.body),
        t.http.get('/api/users/account').set(ada.auth).then((response) => response.body),
        t.http.get('/api/invitations').set(bo.auth).then((response) => response.body),
      ]);
    await t.caughtUp();
    const before = await reads();
    const collection = versionedCollection(teamDirectoryProjection.name, teamDirectoryProjection.version);
    const live = await t.storage.readStore.find(collection);

    await t.app.get(ProjectionRunner).stop();
    await t.storage.readStore.dropCollection(collection);
    await t.storage.readStore.deleteCheckpoint(collection);
    await rebuildProjection(t.storage.eventStore, t.storage.readStore, teamDirectoryProjection as never);
    expect(await t.storage.readStore.find(collection)).toEqual(live);
    expect(await reads()).toEqual(before);
  });
});

describe('Team invitations budget (issue 24)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_TEAM_INVITATIONS_PER_TEAM: '3/3600' });
  });
  afterAll(() => t.close());

  it('answers 429 once a team has sent its invitation emails for the window, writing nothing; a member spends none of it', async () => {
    const owner = await registerPresenter(t.http, { email: uniqueEmail('budget-owner') });
    const member = await registerPresenter(t.http, { email: uniqueEmail('budget-member') });
    await t.http.post('/api/accounts').set(bearer(owner.token)).send({ name: 'Budget', licenseQuantity: 10 }).expect(201);
    const [invitationId] = (await t.http.post('/api/invitations').set(bearer(owner.token)).send({ emails: [member.user.email] }).expect(201)).body.invitations.map(
      (invitation: { invitationId: string }) => invitation.invitationId,
    );
    await t.http.post(`/api/invitations/${invitationId}/accept`).set(bearer(member.token)).expect(200);
    for (let attempt = 0; attempt < 5; attempt++) await t.http.post('/api/invitations').set(bearer(member.token)).send({ emails: [uniqueEmail('spam')] }).expect(403);

    await t.http.post('/api/invitations').set(bearer(owner.token)).send({ emails: [uniqueEmail('a'), uniqueEmail('b')] }).expect(201);
    const head = await t.storage.eventStore.headPosition();
    const refused = await t.http.post('/api/invitations').set(bearer(owner.token)).send({ emails: [uniqueEmail('c')] });
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 429, message: TEAM_MESSAGES.tooManyInvitations });
    expect(await t.storage.eventStore.headPosition()).toBe(head);
  });
});
