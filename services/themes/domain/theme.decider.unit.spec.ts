import type { SavedThemeLook, ThemeEvent } from '../../../contracts/themes/events.js';
import { THEME_MESSAGES } from '../../../contracts/themes/views.js';
import { givenWhenThen, SPEC_NOW } from '../../shared-kernel/domain/given-when-then.js';
import { BusinessRuleViolated, Forbidden, NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { savedLookOf } from './saved-look.js';
import { themeDecider } from './theme.decider.js';

const { given } = givenWhenThen(themeDecider);
const actor = { kind: 'user' as const, id: 'u-ada' };
const look: SavedThemeLook = { themeName: 'Brand', textColour: '#111111', baseColour: '#ffffff', visibility: null, colorPalette: null, backgroundImage: null, fontFamily: 'Lato' };
const saved: ThemeEvent = { type: 'ThemeSaved', data: { themeId: 'th1', ownerId: 'u-ada', look, savedAt: SPEC_NOW } };
const shared: ThemeEvent = { type: 'ThemeSharingChanged', data: { themeId: 'th1', isShareWithTeam: true, teamId: 't1', changedAt: SPEC_NOW } };

describe('theme decider (spec doc 3 §3 personal themes, §4 theme sharing)', () => {
  it('saves a theme once; saving the same id again writes nothing', () => {
    expect(given([]).when({ type: 'SaveTheme', themeId: 'th1', ownerId: 'u-ada', look }, actor)).toEqual([saved]);
    expect(given([saved]).when({ type: 'SaveTheme', themeId: 'th1', ownerId: 'u-ada', look }, actor)).toEqual([]);
  });

  it('shares with the owner\'s team and unshares; the same sharing again writes nothing', () => {
    expect(given([saved]).when({ type: 'ShareTheme', actorId: 'u-ada', isShareWithTeam: true, teamId: 't1' }, actor)).toEqual([shared]);
    expect(given([saved, shared]).when({ type: 'ShareTheme', actorId: 'u-ada', isShareWithTeam: true, teamId: 't1' }, actor)).toEqual([]);
    expect(given([saved, shared]).when({ type: 'ShareTheme', actorId: 'u-ada', isShareWithTeam: false, teamId: 't1' }, actor)).toEqual([
      { type: 'ThemeSharingChanged', data: { themeId: 'th1', isShareWithTeam: false, teamId: null, changedAt: SPEC_NOW } },
    ]);
  });

  it('refuses sharing without a team, and anyone but the owner sharing or deleting', () => {
    expect(() => given([saved]).when({ type: 'ShareTheme', actorId: 'u-ada', isShareWithTeam: true, teamId: null }, actor)).toThrow(new BusinessRuleViolated(THEME_MESSAGES.noTeam));
    expect(() => given([saved, shared]).when({ type: 'ShareTheme', actorId: 'u-bo', isShareWithTeam: false, teamId: 't1' }, actor)).toThrow(Forbidden);
    expect(() => given([saved, shared]).when({ type: 'DeleteTheme', actorId: 'u-bo' }, actor)).toThrow(Forbidden);
  });

  it('deletes a theme, after which it is not found', () => {
    const deleted: ThemeEvent = { type: 'ThemeDeleted', data: { themeId: 'th1', deletedAt: SPEC_NOW } };
    expect(given([saved]).when({ type: 'DeleteTheme', actorId: 'u-ada' }, actor)).toEqual([deleted]);
    expect(() => given([saved, deleted]).when({ type: 'DeleteTheme', actorId: 'u-ada' }, actor)).toThrow(NotFound);
    expect(() => given([]).when({ type: 'ShareTheme', actorId: 'u-ada', isShareWithTeam: false, teamId: null }, actor)).toThrow(NotFound);
  });

  it('spec doc 3 §5: saves an empty colour and visibility -1 as unset', () => {
    expect(savedLookOf({ themeName: 'Mine', textColour: '', baseColour: '#000000', visibility: -1 })).toEqual({
      themeName: 'Mine',
      textColour: null,
      baseColour: '#000000',
      visibility: null,
      colorPalette: null,
      backgroundImage: null,
      fontFamily: null,
    });
    expect(savedLookOf({ themeName: 'Mine', visibility: 0 }).visibility).toBe(0);
  });
});
