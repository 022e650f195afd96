import { TEAM_ROLES } from '../../../contracts/teams/permissions.js';
import { mayPresent, mayRename, workspaceRoleOn } from './workspace-deck-roles.js';

const workspaceDeck = { ownerId: 'creator', teamId: 'team-1' };
const personalDeck = { ownerId: 'creator', teamId: null };

describe('workspace deck roles (README "Team roles")', () => {
  it.each(TEAM_ROLES)("gives a %s of the holding team an editor's role, presenting and renaming", (role) => {
    const team = { teamId: 'team-1', role };
    expect(workspaceRoleOn(workspaceDeck, team)).toBe('editor');
    expect(mayPresent(workspaceDeck, 'colleague', team)).toBe(true);
    expect(mayRename(workspaceDeck, 'colleague', team)).toBe(true);
  });

  it("gives nothing on another team's deck, on a personal deck, or to someone in no team", () => {
    const otherTeam = { teamId: 'team-2', role: 'owner' as const };
    expect([workspaceRoleOn(workspaceDeck, otherTeam), mayPresent(workspaceDeck, 'stranger', otherTeam), mayRename(workspaceDeck, 'stranger', otherTeam)]).toEqual([null, false, false]);
    const sameTeam = { teamId: 'team-1', role: 'member' as const };
    expect([workspaceRoleOn(personalDeck, sameTeam), mayPresent(personalDeck, 'colleague', sameTeam), mayRename(personalDeck, 'colleague', sameTeam)]).toEqual([null, false, false]);
    expect([workspaceRoleOn(workspaceDeck, null), mayPresent(workspaceDeck, 'stranger', null), mayRename(workspaceDeck, 'stranger', null)]).toEqual([null, false, false]);
  });

  it('lets the creator present and rename whatever team they are in', () => {
    expect(mayPresent(workspaceDeck, 'creator', null) && mayRename(workspaceDeck, 'creator', null)).toBe(true);
    expect(mayPresent(personalDeck, 'creator', { teamId: 'team-9', role: 'member' })).toBe(true);
  });
});
