import type { AudienceMember, SessionEvent } from '../../../contracts/live/events.js';
import { assignTeam } from '../../../contracts/quiz/teams.js';
import { givenWhenThen, SPEC_NOW } from '../../shared-kernel/domain/given-when-then.js';
import type { TeamSetup } from '../../../contracts/quiz/teams.js';
import { admissionDecider } from '../../live/domain/admission.decider.js';

const { given } = givenWhenThen(admissionDecider);
const admission = { kind: 'system' as const, id: 'admission' };
const admit = (members: AudienceMember[], teams?: TeamSetup, teamSizesElsewhere?: Record<string, number>) => ({
  type: 'AdmitAudience' as const,
  sessionId: 's',
  presentationId: 'p',
  seatsLeased: 100,
  members,
  ...(teams && { teams }),
  ...(teamSizesElsewhere && { teamSizesElsewhere }),
});
const member = (audienceId: string, teamId?: string) => ({ audienceId, name: audienceId, emoji: '🙂', fields: {}, ...(teamId && { teamId }) });
const teamsOf = (events: readonly SessionEvent[]) => events.map((event) => (event.type === 'AudienceAdmitted' ? event.data.teamId : null));

describe('teams at admission (SCORING.md rule 9)', () => {
  it('admits joins while the node\'s leased seats last and no more', () => {
    const first = given([]).when({ ...admit([member('a'), member('b'), member('c')]), seatsLeased: 2 }, admission);
    expect(first.map((event) => (event.type === 'AudienceAdmitted' ? event.data.audienceId : null))).toEqual(['a', 'b']);
    expect(given(first).when({ ...admit([member('d')]), seatsLeased: 2 }, admission)).toEqual([]);
    expect(given(first).when({ ...admit([member('d')]), seatsLeased: 3 }, admission)).toHaveLength(1);
  });

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
    const first = given([]).when(admit([member('a', 'team-3'), member('b'), member('c', 'team-3')], teams), admission);
    expect(teamsOf(first)).toEqual(['team-3', 'team-1', 'team-3']);
    const second = given(first).when(admit([member('d', 'team-3'), member('e', 'team-3'), member('f')], teams), admission);
    expect(teamsOf(second)).toEqual(['team-3', 'team-1', 'team-1']);
  });

  it('fills the teams to their size one after another: 3 people make one team of 3, not three teams of 1 (issue 26)', () => {
    const teams = { count: 5, size: 3 };
    const three = given([]).when(admit([member('a'), member('b'), member('c')], teams), admission);
    expect(teamsOf(three)).toEqual(['team-1', 'team-1', 'team-1']);
    const seven = given(three).when(admit(['d', 'e', 'f', 'g'].map((id) => member(id)), teams), admission);
    expect(teamsOf(seven)).toEqual(['team-2', 'team-2', 'team-2', 'team-3']);
  });

  it('counts the members other nodes admitted with its own when it assigns teams', () => {
    const teams = { count: 3, size: 2 };
    const first = given([]).when(admit([member('a', 'team-1')], teams), admission);
    // Another node has put two people in team-2 and one in team-1: team-1 is full with this node's one.
    expect(teamsOf(given(first).when(admit([member('b', 'team-1'), member('c')], teams, { 'team-1': 1, 'team-2': 2 }), admission))).toEqual(['team-3', 'team-3']);
  });

  it('without team play nobody gets a team, even one they asked for', () => {
    const events = given([]).when(admit([member('a', 'team-1')]), admission);
    expect(events[0]).toEqual({ type: 'AudienceAdmitted', data: { ...member('a'), sessionId: 's', presentationId: 'p', admittedAt: SPEC_NOW } });
  });
});
