import type { SaveThemeRequest } from '../../../contracts/themes/requests.js';
import type { ThemeListView, ThemeView } from '../../../contracts/themes/views.js';
import type { HttpClient } from './http-client.js';

/** Spec doc 3 §7 "Themes and attributes": personal and team themes (the official ones ship with the client). */
export interface ThemesApi {
  personal(signal?: AbortSignal): Promise<readonly ThemeView[]>;
  sharedWithTeam(signal?: AbortSignal): Promise<readonly ThemeView[]>;
  save(theme: SaveThemeRequest): Promise<ThemeView>;
  share(themeId: string, isShareWithTeam: boolean): Promise<ThemeView>;
  remove(themeId: string): Promise<void>;
}

export function createThemesApi(http: HttpClient): ThemesApi {
  const theme = (themeId: string) => `/api/presentation-themes/${encodeURIComponent(themeId)}`;
  return {
    personal: async (signal) => (await http.get<ThemeListView>('/api/presentation-themes', { signal })).themes,
    sharedWithTeam: async (signal) => (await http.get<ThemeListView>('/api/presentation-themes/share-by-team', { signal })).themes,
    save: async (body) => (await http.request<ThemeView>('POST', '/api/presentation-themes', { body })).data,
    share: async (themeId, isShareWithTeam) => (await http.request<ThemeView>('PATCH', theme(themeId), { body: { isShareWithTeam } })).data,
    remove: async (themeId) => {
      await http.request<void>('DELETE', theme(themeId));
    },
  };
}
