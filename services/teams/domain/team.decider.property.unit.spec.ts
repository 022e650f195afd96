import fc from 'fast-check';
import type { TeamEvent } from '../../../contracts/teams/events.js';
import { SPEC_NOW, specContext } from '../../shared-kernel/domain/given-when-then.js';
import { DomainError } from '../../shared-kernel/domain/domain-errors.js';
import { pendingInvitations, teamDecider, usedLicenses, type ActiveTeam, type TeamCommand, type TeamState } from './team.decider.js';

const PEOPLE = ['owner', 'ada', 'bo', 'cy', 'dee', 'eve'] as const;
const person = (id: string) => ({ userId: `u-${id}`, email: `${id}@example.com`, firstName: id, lastName: 'L' });
const actor = { kind: 'user' as const, id: 'u-owner' };

/** Mostly the owner acts, so teams grow; anyone else is tried too. */
const actorIndex = fc.oneof(fc.constant(0), fc.nat(5));

/** A step names people and invitations by index, so random sequences keep hitting real ones. */
const step = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('acceptAsInvited' as const), invitation: fc.nat(20) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('invite' as const), by: actorIndex, whom: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 3 }) }) },
  fc.record({ kind: fc.constantFrom('accept' as const, 'decline' as const, 'view' as const), who: fc.nat(5), invitation: fc.nat(20) }),
  fc.record({ kind: fc.constant('cancel' as const), by: fc.nat(5), invitation: fc.nat(20) }),
  fc.record({ kind: fc.constant('role' as const), by: fc.nat(5), whom: fc.nat(5), admin: fc.boolean() }),
  fc.record({ kind: fc.constantFrom('remove' as const), by: fc.nat(5), whom: fc.nat(5) }),
  fc.record({ kind: fc.constant('leave' as const), who: fc.nat(5) }),
  fc.record({ kind: fc.constant('licenses' as const), by: actorIndex, quantity: fc.integer({ min: 2, max: 6 }) }),
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

function commandOf(item: Step, team: ActiveTeam, counter: number): TeamCommand {
  const id = (index: number) => `u-${PEOPLE[index]!}`;
  const invitationId = (index: number) => team.invitations[index % Math.max(team.invitations.length, 1)]?.invitationId ?? 'none';
  switch (item.kind) {
    case 'acceptAsInvited': {
      const email = team.invitations[item.invitation % Math.max(team.invitations.length, 1)]?.invitedEmail ?? 'nobody@example.com';
      return { type: 'AcceptInvitation', invitationId: invitationId(item.invitation), person: person(email.split('@')[0]!) };
    }
    case 'invite':
      return { type: 'InviteMembers', actorId: id(item.by), invitations: item.whom.map((index, n) => ({ invitationId: `i${counter}-${n}`, email: `${PEOPLE[index]!}@example.com` })) };
    case 'accept':
      return { type: 'AcceptInvitation', invitationId: invitationId(item.invitation), person: person(PEOPLE[item.who]!) };
    case 'decline':
      return { type: 'DeclineInvitation', invitationId: invitationId(item.invitation), email: `${PEOPLE[item.who]!}@example.com` };
    case 'view':
      return { type: 'ViewInvitation', invitationId: invitationId(item.invitation), email: `${PEOPLE[item.who]!}@example.com` };
    case 'cancel':
      return { type: 'CancelInvitation', actorId: id(item.by), invitationId: invitationId(item.invitation) };
    case 'role':
      return { type: 'ChangeMemberRole', actorId: id(item.by), userId: id(item.whom), role: item.admin ? 'admin' : 'member' };
    case 'remove':
      return { type: 'RemoveMember', actorId: id(item.by), userId: id(item.whom) };
    case 'leave':
      return { type: 'LeaveTeam', actorId: id(item.who) };
    case 'licenses':
      return { type: 'ChangeLicenseQuantity', actorId: id(item.by), licenseQuantity: item.quantity };
  }
}

describe('team decider: invariants over random command sequences', () => {
  it('keeps one owner, unique members, and never lets invitations or joins take more licences than the team has', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 10, maxLength: 40 }), (steps) => {
        let state: TeamState = teamDecider.evolve(teamDecider.initialState, { type: 'TeamCreated', data: { teamId: 't1', name: 'Crew', licenseQuantity: 3, owner: person('owner'), createdAt: SPEC_NOW } });
        for (const [counter, item] of steps.entries()) {
          const team = state as ActiveTeam;
          const command = commandOf(item, team, counter);
          let events: readonly TeamEvent[];
          try {
            events = teamDecider.decide(command, team, specContext(actor));
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            continue;
          }
          state = events.reduce(teamDecider.evolve, state);
          const after = state as ActiveTeam;
          expect(after.members.filter((member) => member.role === 'owner').map((member) => member.userId)).toEqual(['u-owner']);
          expect(new Set(after.members.map((member) => member.userId)).size).toBe(after.members.length);
          const emails = new Set(after.members.map((member) => member.email));
          expect(pendingInvitations(after).filter((invitation) => emails.has(invitation.invitedEmail))).toEqual([]);
          if (command.type === 'InviteMembers' && events.length > 0) expect(usedLicenses(after) + pendingInvitations(after).length).toBeLessThanOrEqual(after.licenseQuantity);
          if (command.type === 'AcceptInvitation' && events.length > 0) expect(usedLicenses(after)).toBeLessThanOrEqual(after.licenseQuantity);
        }
      }),
      { numRuns: 300, seed: 24 },
    );
  });
});
