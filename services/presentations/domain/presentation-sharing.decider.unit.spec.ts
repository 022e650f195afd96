import type { DomainEvent } from '../../../contracts/events/envelope.js';
import { MAX_COLLABORATORS, SHARING_MESSAGES } from '../../../contracts/sharing/collaborators.js';
import type { SharingEvent } from '../../../contracts/sharing/events.js';
import { givenWhenThen, SPEC_NOW } from '../../shared-kernel/domain/given-when-then.js';
import { BusinessRuleViolated, Forbidden, NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { mayOn, presentationSharingDecider, roleOn } from './presentation-sharing.decider.js';

const { given } = givenWhenThen(presentationSharingDecider);
const actor = { kind: 'user' as const, id: 'u-owner' };
const created = {
  type: 'PresentationCreated',
  data: { presentationId: 'p1', ownerId: 'u-owner', name: 'Deck', language: 'en', fontFamily: 'Plus Jakarta Sans', accessCode: '123456', uniqueAccessCode: 'abcdefghij', createdAt: SPEC_NOW },
} as unknown as SharingEvent;
const invited = (invitationId: string, email: string, role: 'admin' | 'editor' | 'viewer' | 'instructor' = 'editor'): SharingEvent => ({
  type: 'CollaboratorInvited',
  data: { presentationId: 'p1', invitationId, email, role, invitedBy: 'u-owner', invitedAt: SPEC_NOW },
});
const claimed = (invitationId: string, userId: string): SharingEvent => ({ type: 'CollaboratorInvitationClaimed', data: { presentationId: 'p1', invitationId, userId, claimedAt: SPEC_NOW } });
const invite = (actorId: string, ...emails: string[]) =>
  ({ type: 'InviteCollaborators', actorId, role: 'editor', invitations: emails.map((email, index) => ({ invitationId: `n${index}`, email })) }) as const;

describe('presentation sharing decider', () => {
  it('given a presentation, when its owner invites two addresses (one twice), then two are invited as editors', () => {
    expect(given([created]).when(invite('u-owner', 'ada@example.com', 'bo@example.com', 'ada@example.com'), actor)).toEqual([
      invited('n0', 'ada@example.com'),
      invited('n1', 'bo@example.com'),
    ]);
  });

  it('given 100 collaborators, when a 101st is invited, then the limit refuses it with its message', () => {
    const hundred = Array.from({ length: MAX_COLLABORATORS }, (_, index) => invited(`i${index}`, `p${index}@example.com`));
    expect(() => given([created, ...hundred]).when(invite('u-owner', 'one-more@example.com'), actor)).toThrow(new BusinessRuleViolated(SHARING_MESSAGES.tooManyCollaborators));
    expect(given([created, ...hundred]).when(invite('u-owner', 'p7@example.com'), actor)).toEqual([]);
  });

  it('given a removed collaborator, when counting toward the limit, then they no longer count', () => {
    const hundred = Array.from({ length: MAX_COLLABORATORS }, (_, index) => invited(`i${index}`, `p${index}@example.com`));
    const removed: SharingEvent = { type: 'CollaboratorRemoved', data: { presentationId: 'p1', invitationId: 'i3', removedBy: 'u-owner', removedAt: SPEC_NOW } };
    expect(given([created, ...hundred, removed]).when(invite('u-owner', 'one-more@example.com'), actor)).toHaveLength(1);
  });

  it('given an invitation, when the invited email claims it, then they hold its role; anyone else finds no invitation', () => {
    const events = given([created, invited('i1', 'ada@example.com')]).when({ type: 'ClaimInvitation', invitationId: 'i1', person: { userId: 'u-ada', email: 'ada@example.com' } }, actor);
    expect(events).toEqual([claimed('i1', 'u-ada')]);
    const state = given([created, invited('i1', 'ada@example.com'), ...events] as SharingEvent[]).state();
    expect(roleOn(state, 'u-ada')).toBe('editor');
    expect(mayOn(state, 'u-ada', 'edit')).toBe(true);
    expect(mayOn(state, 'u-ada', 'manage-collaborators')).toBe(false);
    expect(() => given([created, invited('i1', 'ada@example.com')]).when({ type: 'ClaimInvitation', invitationId: 'i1', person: { userId: 'u-bo', email: 'bo@example.com' } }, actor)).toThrow(NotFound);
  });

  it('given a viewer and an editor, when either invites, then 403; an admin may', () => {
    const team = [created, invited('i1', 'v@example.com', 'viewer'), claimed('i1', 'u-v'), invited('i2', 'e@example.com'), claimed('i2', 'u-e'), invited('i3', 'a@example.com', 'admin'), claimed('i3', 'u-a')];
    expect(() => given(team).when(invite('u-v', 'x@example.com'), actor)).toThrow(Forbidden);
    expect(() => given(team).when(invite('u-e', 'x@example.com'), actor)).toThrow(Forbidden);
    expect(() => given(team).when(invite('u-stranger', 'x@example.com'), actor)).toThrow(NotFound);
    expect(given(team).when(invite('u-a', 'x@example.com'), actor)).toHaveLength(1);
  });

  it("given a team workspace's deck, when a member of that team invites (invite-to-edit), then invited; another team's member or a personal deck: 404", () => {
    const inTeam = { ...created, data: { ...(created.data as object), accountId: 'team-1' } } as unknown as SharingEvent;
    const member = { teamId: 'team-1', role: 'member' as const };
    const byMember = { ...invite('u-member', 'ada@example.com'), team: member };
    expect(given([inTeam]).when(byMember, { kind: 'user', id: 'u-member' })).toEqual([{ ...invited('n0', 'ada@example.com'), data: { ...invited('n0', 'ada@example.com').data, invitedBy: 'u-member' } }]);
    expect(() => given([inTeam]).when({ ...byMember, team: { teamId: 'team-2', role: 'owner' } }, { kind: 'user', id: 'u-member' })).toThrow(NotFound);
    expect(() => given([created]).when(byMember, { kind: 'user', id: 'u-member' })).toThrow(NotFound);
  });

  it('given a claimed collaborator, when they leave, then they hold no role; the owner cannot leave', () => {
    const team = [created, invited('i1', 'ada@example.com'), claimed('i1', 'u-ada')];
    const left = given(team).when({ type: 'LeavePresentation', actorId: 'u-ada' }, actor);
    expect(left).toEqual([{ type: 'CollaboratorLeft', data: { presentationId: 'p1', invitationId: 'i1', userId: 'u-ada', leftAt: SPEC_NOW } }]);
    expect(roleOn(given([...team, ...left] as SharingEvent[]).state(), 'u-ada')).toBeNull();
    expect(() => given(team).when({ type: 'LeavePresentation', actorId: 'u-owner' }, actor)).toThrow(BusinessRuleViolated);
  });

  it('given an open access request, when the same person asks again, then nothing new; inviting their email closes it', () => {
    const asked = given([created]).when({ type: 'RequestAccess', person: { userId: 'u-bo', email: 'bo@example.com' }, role: 'editor' }, actor);
    expect(asked).toHaveLength(1);
    expect(given([created, ...asked] as SharingEvent[]).when({ type: 'RequestAccess', person: { userId: 'u-bo', email: 'bo@example.com' }, role: 'editor' }, actor)).toEqual([]);
    expect(given([created, ...asked, invited('i1', 'bo@example.com')] as SharingEvent[]).state().accessRequests).toEqual([]);
    expect(() => given([created]).when({ type: 'RequestAccess', person: { userId: 'u-owner', email: 'o@example.com' }, role: 'editor' }, actor)).toThrow(new BusinessRuleViolated(SHARING_MESSAGES.alreadyHasAccess));
  });

  it('given a presentation in the trash, when anyone shares it, then it is not found', () => {
    const trashed = { type: 'PresentationMovedToTrash', data: { presentationId: 'p1', deletedAt: SPEC_NOW } } as unknown as DomainEvent as SharingEvent;
    expect(() => given([created, trashed]).when(invite('u-owner', 'x@example.com'), actor)).toThrow(NotFound);
  });
});
