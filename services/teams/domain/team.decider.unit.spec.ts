import type { TeamEvent } from '../../../contracts/teams/events.js';
import { TEAM_MESSAGES } from '../../../contracts/teams/views.js';
import { givenWhenThen, SPEC_NOW } from '../../shared-kernel/domain/given-when-then.js';
import { BusinessRuleViolated, Forbidden, NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { isOverQuota, teamDecider } from './team.decider.js';

const { given } = givenWhenThen(teamDecider);
const actor = { kind: 'user' as const, id: 'u-owner' };
const person = (id: string) => ({ userId: `u-${id}`, email: `${id}@example.com`, firstName: id, lastName: 'L' });
const created = (licenseQuantity = 3): TeamEvent => ({ type: 'TeamCreated', data: { teamId: 't1', name: 'Crew', licenseQuantity, owner: person('owner'), createdAt: SPEC_NOW } });
const sent = (id: string, email: string): TeamEvent => ({
  type: 'TeamInvitationSent',
  data: { teamId: 't1', invitationId: id, accountName: 'Crew', invitedEmail: email, invitedBy: 'u-owner', sentAt: SPEC_NOW },
});
const accepted = (id: string, who: string): TeamEvent => ({ type: 'TeamInvitationAccepted', data: { teamId: 't1', invitationId: id, member: person(who), acceptedAt: SPEC_NOW } });
const promoted = (who: string): TeamEvent => ({ type: 'TeamMemberRoleChanged', data: { teamId: 't1', userId: `u-${who}`, role: 'admin', changedBy: 'u-owner' } });
const withAdaMember = [created(), sent('i1', 'ada@example.com'), accepted('i1', 'ada')];

describe('team decider', () => {
  it('given nothing, when a presenter creates a team, then they are its owner', () => {
    const events = given([]).when({ type: 'CreateTeam', teamId: 't1', name: 'Crew', licenseQuantity: 3, owner: person('owner') }, actor);
    expect(events).toEqual([created()]);
    expect(given(events as TeamEvent[]).state()).toMatchObject({ members: [{ userId: 'u-owner', role: 'owner' }] });
  });

  it('given a team, when the owner invites two addresses (one twice), then two invitations are sent', () => {
    const events = given([created()]).when(
      { type: 'InviteMembers', actorId: 'u-owner', invitations: [{ invitationId: 'i1', email: 'ada@example.com' }, { invitationId: 'i2', email: 'bo@example.com' }, { invitationId: 'i3', email: 'ada@example.com' }] },
      actor,
    );
    expect(events).toEqual([sent('i1', 'ada@example.com'), sent('i2', 'bo@example.com')]);
  });

  it('given a pending invitation, when the same address is invited again, then nothing new is sent', () => {
    expect(given([created(), sent('i1', 'ada@example.com')]).when({ type: 'InviteMembers', actorId: 'u-owner', invitations: [{ invitationId: 'i9', email: 'ada@example.com' }] }, actor)).toEqual([]);
  });

  it('given members and pending invitations filling every licence, when one more is invited, then the licence rule refuses it', () => {
    const full = [created(3), sent('i1', 'ada@example.com'), sent('i2', 'bo@example.com')];
    expect(() => given(full).when({ type: 'InviteMembers', actorId: 'u-owner', invitations: [{ invitationId: 'i3', email: 'cy@example.com' }] }, actor)).toThrow(
      new BusinessRuleViolated(TEAM_MESSAGES.noFreeLicense),
    );
  });

  it('given a member, when they invite someone, then their role may not', () => {
    expect(() => given(withAdaMember).when({ type: 'InviteMembers', actorId: 'u-ada', invitations: [{ invitationId: 'i2', email: 'bo@example.com' }] }, actor)).toThrow(Forbidden);
  });

  it('given an admin, when they invite someone, then the invitation is sent', () => {
    const events = given([...withAdaMember, promoted('ada')]).when({ type: 'InviteMembers', actorId: 'u-ada', invitations: [{ invitationId: 'i2', email: 'bo@example.com' }] }, actor);
    expect(events).toHaveLength(1);
  });

  it('given an invitation, when the invited person accepts, then they join as a member; someone else is told it does not exist', () => {
    const history = [created(), sent('i1', 'ada@example.com')];
    expect(given(history).when({ type: 'AcceptInvitation', invitationId: 'i1', person: person('ada') }, actor)).toEqual([accepted('i1', 'ada')]);
    expect(() => given(history).when({ type: 'AcceptInvitation', invitationId: 'i1', person: person('bo') }, actor)).toThrow(NotFound);
  });

  it('given the owner lowered the licences below the members, when an invitation is accepted, then over quota refuses it', () => {
    const history = [created(3), sent('i1', 'ada@example.com'), sent('i2', 'bo@example.com'), accepted('i1', 'ada')];
    const lowered: TeamEvent = { type: 'TeamLicenseQuantityChanged', data: { teamId: 't1', licenseQuantity: 2, changedBy: 'u-owner' } };
    expect(() => given([...history, lowered]).when({ type: 'AcceptInvitation', invitationId: 'i2', person: person('bo') }, actor)).toThrow(
      new BusinessRuleViolated(TEAM_MESSAGES.acceptOverQuota),
    );
    const state = given([...history, accepted('i2', 'bo'), lowered]).state();
    expect(state.status === 'active' && isOverQuota(state)).toBe(true);
  });

  it('given a declined or cancelled invitation, when it is accepted, then it is no longer pending', () => {
    const declined: TeamEvent = { type: 'TeamInvitationDeclined', data: { teamId: 't1', invitationId: 'i1', declinedAt: SPEC_NOW } };
    const cancelled: TeamEvent = { type: 'TeamInvitationCancelled', data: { teamId: 't1', invitationId: 'i1', cancelledBy: 'u-owner', cancelledAt: SPEC_NOW } };
    for (const end of [declined, cancelled]) {
      expect(() => given([created(), sent('i1', 'ada@example.com'), end]).when({ type: 'AcceptInvitation', invitationId: 'i1', person: person('ada') }, actor)).toThrow(
        new BusinessRuleViolated(TEAM_MESSAGES.invitationNotPending),
      );
    }
  });

  it('given a pending invitation, when the invitee views it twice, then one view is recorded', () => {
    const history = [created(), sent('i1', 'ada@example.com')];
    const viewed = given(history).when({ type: 'ViewInvitation', invitationId: 'i1', email: 'ada@example.com' }, actor);
    expect(viewed).toEqual([{ type: 'TeamInvitationViewed', data: { teamId: 't1', invitationId: 'i1', viewedAt: SPEC_NOW } }]);
    expect(given([...history, ...viewed]).when({ type: 'ViewInvitation', invitationId: 'i1', email: 'ada@example.com' }, actor)).toEqual([]);
  });

  it('given a member, when the owner makes them admin, then the role changes; the owner role stays fixed', () => {
    expect(given(withAdaMember).when({ type: 'ChangeMemberRole', actorId: 'u-owner', userId: 'u-ada', role: 'admin' }, actor)).toEqual([promoted('ada')]);
    expect(() => given([...withAdaMember, promoted('ada')]).when({ type: 'ChangeMemberRole', actorId: 'u-ada', userId: 'u-owner', role: 'member' }, actor)).toThrow(
      new BusinessRuleViolated(TEAM_MESSAGES.ownerRoleFixed),
    );
  });

  it('given a member, when a member changes a role or removes someone, then their role may not', () => {
    const history = [...withAdaMember, sent('i2', 'bo@example.com'), accepted('i2', 'bo')];
    expect(() => given(history).when({ type: 'ChangeMemberRole', actorId: 'u-ada', userId: 'u-bo', role: 'admin' }, actor)).toThrow(Forbidden);
    expect(() => given(history).when({ type: 'RemoveMember', actorId: 'u-ada', userId: 'u-bo' }, actor)).toThrow(Forbidden);
  });

  it('given a member, when the owner removes them, then they are gone and their licence is free', () => {
    const events = given(withAdaMember).when({ type: 'RemoveMember', actorId: 'u-owner', userId: 'u-ada' }, actor);
    expect(events).toEqual([{ type: 'TeamMemberRemoved', data: { teamId: 't1', userId: 'u-ada', removedBy: 'u-owner', removedAt: SPEC_NOW } }]);
    expect(given([...withAdaMember, ...events]).state()).toMatchObject({ members: [{ userId: 'u-owner' }] });
  });

  it('given a team, when a member leaves, then they are gone; the owner may not leave', () => {
    expect(given(withAdaMember).when({ type: 'LeaveTeam', actorId: 'u-ada' }, actor)).toEqual([{ type: 'TeamMemberLeft', data: { teamId: 't1', userId: 'u-ada', leftAt: SPEC_NOW } }]);
    expect(() => given(withAdaMember).when({ type: 'LeaveTeam', actorId: 'u-owner' }, actor)).toThrow(new Forbidden(TEAM_MESSAGES.ownerCannotLeave));
  });

  it('given a team, when an admin changes the licences, then only the owner may', () => {
    expect(() => given([...withAdaMember, promoted('ada')]).when({ type: 'ChangeLicenseQuantity', actorId: 'u-ada', licenseQuantity: 10 }, actor)).toThrow(new Forbidden(TEAM_MESSAGES.ownerOnly));
    expect(given(withAdaMember).when({ type: 'ChangeLicenseQuantity', actorId: 'u-owner', licenseQuantity: 10 }, actor)).toEqual([
      { type: 'TeamLicenseQuantityChanged', data: { teamId: 't1', licenseQuantity: 10, changedBy: 'u-owner' } },
    ]);
  });
});
