import { useCallback, useEffect, useMemo, useState } from 'react';
import type { TeamView } from '../../../../contracts/teams/views.js';
import { createTeamsApi, type TeamsApi } from '../../api/teams-api.js';
import { useServices } from '../../app-services.js';

export type TeamLoad = { readonly status: 'loading' } | { readonly status: 'failed' } | { readonly status: 'loaded'; readonly team: TeamView | null };

/** The signed-in user's team (null in personal mode), with the API to change it. */
export function useTeam(): { api: TeamsApi; load: TeamLoad; setTeam: (team: TeamView | null) => void; reload: () => void } {
  const { http } = useServices();
  const api = useMemo(() => createTeamsApi(http), [http]);
  const [load, setLoad] = useState<TeamLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    api.mine(controller.signal).then(
      (team) => setLoad({ status: 'loaded', team }),
      () => {
        if (!controller.signal.aborted) setLoad({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [api, attempt]);
  const setTeam = useCallback((team: TeamView | null) => setLoad({ status: 'loaded', team }), []);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { api, load, setTeam, reload };
}
