import type { Theme } from '../deck/attributes.js';

/** Spec doc 3 §3 "Theme: id, isShareWithTeam plus the attributes": one row of a theme list. */
export interface ThemeView extends Theme {
  readonly id: string;
  readonly themeId: string;
  readonly themeName: string;
  readonly isOfficial: boolean;
  readonly isShareWithTeam: boolean;
  /** Whether the caller may share, unshare and delete it. */
  readonly isMine: boolean;
}

export interface ThemeListView {
  readonly themes: readonly ThemeView[];
}

export const THEME_MESSAGES = {
  notFound: 'This theme does not exist.',
  notYours: 'Only the person who saved this theme can change or delete it.',
  noTeam: 'Join a team to share a theme with it.',
} as const;
