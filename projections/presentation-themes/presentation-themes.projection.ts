import type { RecordedEvent } from '../../contracts/events/envelope.js';
import type { SavedThemeLook, ThemeEvent } from '../../contracts/themes/events.js';
import { THEME_EVENT_TYPES } from '../../contracts/themes/events.js';
import { evolveTheme, type ThemeState } from '../../services/themes/domain/theme.decider.js';
import type { Projection } from '../projection.js';

/** A saved theme, found by id, by its owner (the personal list) and by the team it is shared with (the team list). */
export type PresentationThemeDocument = {
  readonly id: string;
  readonly ownerId: string;
  /** Set only while shared: the team list is the documents with this team's id. */
  readonly teamId: string | null;
  readonly isShareWithTeam: boolean;
  readonly savedAt: string;
  readonly look: SavedThemeLook;
  [key: string]: unknown;
};

export const presentationThemesProjection: Projection<PresentationThemeDocument> = {
  name: 'presentation-themes',
  version: 1,
  eventTypes: THEME_EVENT_TYPES,
  documentIds: (event) => [(event as RecordedEvent & ThemeEvent).data.themeId],
  apply: (document, event) => {
    const before: ThemeState = document
      ? { status: 'saved', themeId: document.id, ownerId: document.ownerId, look: document.look, isShareWithTeam: document.isShareWithTeam, teamId: document.teamId, savedAt: document.savedAt }
      : { status: 'none' };
    const after = evolveTheme(before, event as RecordedEvent & ThemeEvent);
    if (after.status !== 'saved') return null;
    return { id: after.themeId, ownerId: after.ownerId, teamId: after.teamId, isShareWithTeam: after.isShareWithTeam, savedAt: after.savedAt, look: after.look };
  },
};
