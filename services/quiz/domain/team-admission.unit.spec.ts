import type { SessionEvent } from '../../../contracts/live/events.js';
import { assignTeam } from '../../../contracts/quiz/teams.js';
import { givenWhenThen, SPEC_NOW } from '../../shared-kernel/domain/given-when-then.js';
import { sessionDecider } from '../../live/domain/session.decider.js';

const { given } = givenWhenThen(sessionDecider);
const admission = { kind: 'system' as const, id: 'admission' };
const started: SessionEvent = { type: 'SessionStarted', data: { sessionId: 's', presentationId: 'p', ownerId: 'o', plan: 'pro', participantLimit: 100, startedAt: SPEC_NOW } };
const member = (audienceId: string, teamId?: string) => ({ audienceId, name: audienceId, emoji: '🙂', fields: {}, ...(teamId && { teamId }) });
const teamsOf = (events: readonly SessionEvent[]) => events.map((event) => (event.type === 'AudienceAdmitted' ? event.data.teamId : null));

describe('teams at admission (SCORING.md rule 9)', () => {
  it('puts a newcomer in the team they chose while it has room, else in the first team with room, else in the smallest', () => {
    expect(assignTeam('team-2', {}, { count: 3, size: 2 })).toBe('team-2');
    expect(assignTeam('team-2', { 'team-2': 2 }, { count: 3, size: 2 })).toBe('team-1');
    expect(assignTeam(undefined, { 'team-1': 1, 'team-2': 0, 'team-3': 1 }, { count: 3, size: 2 })).toBe('team-1');
    expect(assignTeam(undefined, { 'team-1': 2, 'team-2': 0, 'team-3': 1 }, { count: 3, size: 2 })).toBe('team-2');
    expect(assignTeam('team-9', {}, { count: 3, size: 2 })).toBe('team-1');
    // Everyone full: still in, into the smallest team.
    expect(assignTeam(undefined, { 'team-1': 3, 'team-2': 2 }, { count: 2, size: 2 })).toBe('team-2');
  });

  it('assigns teams across one batch of joins and the ones before it (default 5 teams of 3)', () => {
    const teams = { count: 5, size: 3 };
    const first = given([started]).when({ type: 'AdmitAudience', members: [member('a', 'team-3'), member('b'), member('c', 'team-3')], teams }, admission);
    expect(teamsOf(first)).toEqual(['team-3', 'team-1', 'team-3']);
    const second = given([started, ...first]).when({ type: 'AdmitAudience', members: [member('d', 'team-3'), member('e', 'team-3'), member('f')], teams }, admission);
    expect(teamsOf(second)).toEqual(['team-3', 'team-1', 'team-1']);
  });

  it('fills the teams to their size one after another: 3 people make one team of 3, not three teams of 1 (issue 26)', () => {
    const teams = { count: 5, size: 3 };
    const three = given([started]).when({ type: 'AdmitAudience', members: [member('a'), member('b'), member('c')], teams }, admission);
    expect(teamsOf(three)).toEqual(['team-1', 'team-1', 'team-1']);
    const seven = given([started, ...three]).when({ type: 'AdmitAudience', members: ['d', 'e', 'f', 'g'].map((id) => member(id)), teams }, admission);
    expect(teamsOf(seven)).toEqual(['team-2', 'team-2', 'team-2', 'team-3']);
  });

  it('without team play nobody gets a team, even one they asked for', () => {
    const events = given([started]).when({ type: 'AdmitAudience', members: [member('a', 'team-1')] }, admission);
    expect(events[0]).toEqual({ type: 'AudienceAdmitted', data: { ...member('a'), sessionId: 's', presentationId: 'p', admittedAt: SPEC_NOW } });
  });
});
