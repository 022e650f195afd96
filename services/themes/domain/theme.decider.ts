import type { SavedThemeLook, ThemeEvent } from '../../../contracts/themes/events.js';
import { THEME_MESSAGES } from '../../../contracts/themes/views.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';
import { BusinessRuleViolated, Forbidden, NotFound } from '../../shared-kernel/domain/domain-errors.js';

export type SavedTheme = {
  readonly status: 'saved';
  readonly themeId: string;
  readonly ownerId: string;
  readonly look: SavedThemeLook;
  readonly isShareWithTeam: boolean;
  readonly teamId: string | null;
  readonly savedAt: string;
};
export type ThemeState = { readonly status: 'none' } | SavedTheme | { readonly status: 'deleted' };

export type ThemeCommand =
  | { readonly type: 'SaveTheme'; readonly themeId: string; readonly ownerId: string; readonly look: SavedThemeLook }
  /** teamId: the owner's team now, read before deciding; null when they have none. */
  | { readonly type: 'ShareTheme'; readonly actorId: string; readonly isShareWithTeam: boolean; readonly teamId: string | null }
  | { readonly type: 'DeleteTheme'; readonly actorId: string };

export function evolveTheme(state: ThemeState, event: ThemeEvent): ThemeState {
  switch (event.type) {
    case 'ThemeSaved':
      return { status: 'saved', themeId: event.data.themeId, ownerId: event.data.ownerId, look: event.data.look, isShareWithTeam: false, teamId: null, savedAt: event.data.savedAt };
    case 'ThemeSharingChanged':
      return state.status === 'saved' ? { ...state, isShareWithTeam: event.data.isShareWithTeam, teamId: event.data.teamId } : state;
    case 'ThemeDeleted':
      return { status: 'deleted' };
    default:
      return state;
  }
}

function ownTheme(state: ThemeState, actorId: string): SavedTheme {
  if (state.status !== 'saved') throw new NotFound(THEME_MESSAGES.notFound);
  if (state.ownerId !== actorId) throw new Forbidden(THEME_MESSAGES.notYours);
  return state;
}

/** A personal theme on its own stream: saved by one person, who alone shares, unshares and deletes it. */
export const themeDecider: Decider<ThemeState, ThemeCommand, ThemeEvent> = {
  initialState: { status: 'none' },
  evolve: evolveTheme,
  decide(command, state, { now }) {
    switch (command.type) {
      case 'SaveTheme':
        // A re-sent save of the same id writes nothing more.
        if (state.status !== 'none') return [];
        return [{ type: 'ThemeSaved', data: { themeId: command.themeId, ownerId: command.ownerId, look: command.look, savedAt: now } }];
      case 'ShareTheme': {
        const theme = ownTheme(state, command.actorId);
        if (command.isShareWithTeam && command.teamId === null) throw new BusinessRuleViolated(THEME_MESSAGES.noTeam);
        const teamId = command.isShareWithTeam ? command.teamId : null;
        if (theme.isShareWithTeam === command.isShareWithTeam && theme.teamId === teamId) return [];
        return [{ type: 'ThemeSharingChanged', data: { themeId: theme.themeId, isShareWithTeam: command.isShareWithTeam, teamId, changedAt: now } }];
      }
      case 'DeleteTheme': {
        const theme = ownTheme(state, command.actorId);
        return [{ type: 'ThemeDeleted', data: { themeId: theme.themeId, deletedAt: now } }];
      }
    }
  },
};
