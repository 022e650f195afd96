import type { TestApp } from './test-app.js';

/** A registered presenter as the team tests use them: their id, email and Authorization header. */
export interface TeamPerson {
  readonly id: string;
  readonly email: string;
  readonly auth: { Authorization: string };
}

/**
 * The owner starts a team, invites the others, who accept; those in `admins` are then made admins.
 * Returns the team's id (its account id).
 */
export async function startTeam(t: TestApp, owner: TeamPerson, members: readonly TeamPerson[], admins: readonly TeamPerson[] = [], licenseQuantity = 10): Promise<string> {
  const teamId = (await t.http.post('/api/accounts').set(owner.auth).send({ name: 'Crew', licenseQuantity }).expect(201)).body.id as string;
  if (members.length === 0) return teamId;
  const sent = (await t.http.post('/api/invitations').set(owner.auth).send({ emails: members.map((person) => person.email) }).expect(201)).body.invitations as { invitationId: string; invitedEmail: string }[];
  for (const person of members) {
    const invitation = sent.find((candidate) => candidate.invitedEmail === person.email)!;
    await t.http.post(`/api/invitations/${invitation.invitationId}/accept`).set(person.auth).expect(200);
  }
  for (const admin of admins) await t.http.patch(`/api/accounts/${teamId}/user/${admin.id}`).set(owner.auth).send({ role: 'admin' }).expect(200);
  return teamId;
}
