import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ThemeView } from '../../../../../contracts/themes/views.js';
import { createThemesApi, type ThemesApi } from '../../../api/themes-api.js';
import { useServices } from '../../../app-services.js';

export type SavedThemesLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  /** team: the ones others in the caller's team shared (one's own shared ones are under mine). */
  | { readonly status: 'loaded'; readonly mine: readonly ThemeView[]; readonly team: readonly ThemeView[] };

/** The caller's saved themes and their team's shared ones, reloaded after each change. */
export function useSavedThemes(): { api: ThemesApi; load: SavedThemesLoad; reload: () => void } {
  const { http } = useServices();
  const api = useMemo(() => createThemesApi(http), [http]);
  const [load, setLoad] = useState<SavedThemesLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    Promise.all([api.personal(controller.signal), api.sharedWithTeam(controller.signal)]).then(
      ([mine, team]) => setLoad({ status: 'loaded', mine, team: team.filter((theme) => !theme.isMine) }),
      () => {
        if (!controller.signal.aborted) setLoad({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [api, attempt]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { api, load, reload };
}
