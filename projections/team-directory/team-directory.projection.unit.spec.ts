import type { RecordedEvent } from '../../contracts/events/envelope.js';
import type { TeamEvent } from '../../contracts/teams/events.js';
import { replayInMemory } from '../projection.js';
import { invitationDocumentId, membershipDocumentId, teamDirectoryProjection, teamDocumentId } from './team-directory.projection.js';

const at = '2026-03-01T09:00:00.000Z';
let position = 0;
const recorded = (event: TeamEvent): RecordedEvent =>
  ({ ...event, id: `e${++position}`, streamId: 'team-t1', revision: position, position, metadata: { actor: { kind: 'user', id: 'u-owner' }, occurredAt: at } }) as unknown as RecordedEvent;
const person = (id: string) => ({ userId: `u-${id}`, email: `${id}@example.com`, firstName: id, lastName: 'L' });

describe('team directory projection', () => {
  it('keeps the team, who is in it and each invitation with its status', () => {
    const documents = replayInMemory(teamDirectoryProjection, [
      recorded({ type: 'TeamCreated', data: { teamId: 't1', name: 'Crew', licenseQuantity: 3, owner: person('owner'), createdAt: at } }),
      recorded({ type: 'TeamInvitationSent', data: { teamId: 't1', invitationId: 'i1', accountName: 'Crew', invitedEmail: 'ada@example.com', invitedBy: 'u-owner', sentAt: at } }),
      recorded({ type: 'TeamInvitationSent', data: { teamId: 't1', invitationId: 'i2', accountName: 'Crew', invitedEmail: 'bo@example.com', invitedBy: 'u-owner', sentAt: at } }),
      recorded({ type: 'TeamInvitationViewed', data: { teamId: 't1', invitationId: 'i1', viewedAt: at } }),
      recorded({ type: 'TeamInvitationAccepted', data: { teamId: 't1', invitationId: 'i1', member: person('ada'), acceptedAt: at } }),
      recorded({ type: 'TeamInvitationDeclined', data: { teamId: 't1', invitationId: 'i2', declinedAt: at } }),
      recorded({ type: 'TeamMemberRoleChanged', data: { teamId: 't1', userId: 'u-ada', role: 'admin', changedBy: 'u-owner' } }),
    ]);
    expect(documents.get(membershipDocumentId('u-ada'))).toMatchObject({ teamId: 't1', role: 'admin' });
    expect(documents.get(membershipDocumentId('u-owner'))).toMatchObject({ teamId: 't1', role: 'owner' });
    expect(documents.get(invitationDocumentId('i1'))).toMatchObject({ status: 'accepted', invitedEmail: 'ada@example.com' });
    expect(documents.get(invitationDocumentId('i2'))).toMatchObject({ status: 'declined' });
    expect(documents.get(teamDocumentId('t1'))).toMatchObject({ team: { members: [{ userId: 'u-owner' }, { userId: 'u-ada', role: 'admin' }] } });

    replayInMemory(teamDirectoryProjection, [recorded({ type: 'TeamMemberLeft', data: { teamId: 't1', userId: 'u-ada', leftAt: at } })], documents);
    expect(documents.has(membershipDocumentId('u-ada'))).toBe(false);
  });
});
