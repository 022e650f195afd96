import { TAKE_OVER_MESSAGES, type TakeOverEvent } from '../../../contracts/presentations/take-over.js';
import { SHARING_MESSAGES } from '../../../contracts/sharing/collaborators.js';
import { givenWhenThen, SPEC_NOW } from '../../shared-kernel/domain/given-when-then.js';
import { Forbidden, NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { takeOverDecider } from './take-over.decider.js';
import { takeOverPermitsEditing } from './take-over-rules.js';

const { given } = givenWhenThen(takeOverDecider);
const user = (id: string) => ({ kind: 'user' as const, id });
const created = {
  type: 'PresentationCreated',
  data: { presentationId: 'p1', ownerId: 'u-owner', name: 'Deck', language: 'en', fontFamily: 'Plus Jakarta Sans', accessCode: '123456', uniqueAccessCode: 'abcdefghij', createdAt: SPEC_NOW },
} as unknown as TakeOverEvent;
const shared = (userId: string, role: 'editor' | 'viewer') =>
  [
    { type: 'CollaboratorInvited', data: { presentationId: 'p1', invitationId: `i-${userId}`, email: `${userId}@example.com`, role, invitedBy: 'u-owner', invitedAt: SPEC_NOW } },
    { type: 'CollaboratorInvitationClaimed', data: { presentationId: 'p1', invitationId: `i-${userId}`, userId, claimedAt: SPEC_NOW } },
  ] as unknown as TakeOverEvent[];
const takenOver = (userId: string): TakeOverEvent => ({ type: 'PresentationTakenOver', data: { presentationId: 'p1', userId, takenOverAt: SPEC_NOW } });
const released = (userId: string): TakeOverEvent => ({ type: 'PresentationTakeOverReleased', data: { presentationId: 'p1', userId, releasedAt: SPEC_NOW } });
const history = [created, ...shared('u-editor', 'editor'), ...shared('u-viewer', 'viewer')];
const TAKE = { type: 'TakeOverPresentation' } as const;
const RELEASE = { type: 'ReleaseTakeOver' } as const;

describe('take-over decider (spec doc 1 §4)', () => {
  it('given nobody holds it, when an editor takes over, then they hold it; taking it again decides nothing', () => {
    expect(given(history).when(TAKE, user('u-editor'))).toEqual([takenOver('u-editor')]);
    expect(given([...history, takenOver('u-editor')]).when(TAKE, user('u-editor'))).toEqual([]);
  });

  it('given an editor holds it, when the owner takes over, then the owner holds it', () => {
    expect(given([...history, takenOver('u-editor')]).when(TAKE, user('u-owner'))).toEqual([takenOver('u-owner')]);
  });

  it('refuses a viewer (403) and someone without a role (404)', () => {
    expect(() => given(history).when(TAKE, user('u-viewer'))).toThrow(new Forbidden(SHARING_MESSAGES.notPermitted));
    expect(() => given(history).when(TAKE, user('u-stranger'))).toThrow(NotFound);
    expect(() => given([]).when(TAKE, user('u-owner'))).toThrow(NotFound);
  });

  it('lets the taker-over or the owner hand it back, nobody else; handing back what nobody holds decides nothing', () => {
    const held = [...history, takenOver('u-owner')];
    expect(() => given(held).when(RELEASE, user('u-editor'))).toThrow(new Forbidden(TAKE_OVER_MESSAGES.releaseNotYours));
    expect(given(held).when(RELEASE, user('u-owner'))).toEqual([released('u-owner')]);
    expect(given([...history, takenOver('u-editor')]).when(RELEASE, user('u-owner'))).toEqual([released('u-editor')]);
    expect(given([...history, takenOver('u-editor')]).when(RELEASE, user('u-editor'))).toEqual([released('u-editor')]);
    expect(given([...history, takenOver('u-editor'), released('u-editor')]).when(RELEASE, user('u-viewer'))).toEqual([]);
  });

  it("given a team workspace's deck, a member of its team (take-over-to-edit) takes it over and hands it back; another team's member: 404", () => {
    const inTeam = { ...created, data: { ...(created.data as object), accountId: 'team-1' } } as unknown as TakeOverEvent;
    const member = { teamId: 'team-1', role: 'member' as const };
    expect(given([inTeam]).when({ type: 'TakeOverPresentation', team: member }, user('u-member'))).toEqual([takenOver('u-member')]);
    expect(given([inTeam, takenOver('u-member')]).when({ type: 'ReleaseTakeOver', team: member }, user('u-member'))).toEqual([released('u-member')]);
    expect(() => given([inTeam]).when({ type: 'TakeOverPresentation', team: { teamId: 'team-2', role: 'owner' } }, user('u-member'))).toThrow(NotFound);
    expect(() => given([created]).when({ type: 'TakeOverPresentation', team: member }, user('u-member'))).toThrow(NotFound);
  });

  it('permits editing when nobody has taken over or when it is the editor who has', () => {
    expect(takeOverPermitsEditing(null, 'u-1')).toBe(true);
    expect(takeOverPermitsEditing('u-1', 'u-1')).toBe(true);
    expect(takeOverPermitsEditing('u-2', 'u-1')).toBe(false);
  });
});
