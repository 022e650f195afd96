import { OFFICIAL_THEMES, officialThemeLook } from '../../../contracts/themes/official-themes.js';
import type { ThemeView } from '../../../contracts/themes/views.js';
import type { PresentationThemeDocument } from '../../../projections/presentation-themes/presentation-themes.projection.js';

/** The 12 official themes, built once: they are part of the product, not of the log. */
export const OFFICIAL_THEME_VIEWS: readonly ThemeView[] = OFFICIAL_THEMES.map((theme) => {
  const look = officialThemeLook(theme);
  return { ...look, id: theme.themeId, themeId: theme.themeId, themeName: theme.themeName, isOfficial: true, isShareWithTeam: false, isMine: false };
});

export function savedThemeView(document: PresentationThemeDocument, viewerId: string): ThemeView {
  return { ...document.look, themeThumbnail: null, id: document.id, themeId: document.id, isOfficial: false, isShareWithTeam: document.isShareWithTeam, isMine: document.ownerId === viewerId };
}
