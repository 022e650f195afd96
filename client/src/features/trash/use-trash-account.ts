import { useEffect, useMemo, useState } from 'react';
import { createTeamsApi } from '../../api/teams-api.js';
import { useServices } from '../../app-services.js';
import { useWorkingMode } from '../team/working-mode.js';

/**
 * Whose trash the Trash page shows: in team working mode the team's (workspace decks sit there, README "Team roles"),
 * else the caller's own (null). Undefined while the team is still being looked up.
 */
export function useTrashAccount(): string | null | undefined {
  const [mode] = useWorkingMode();
  const { http } = useServices();
  const api = useMemo(() => createTeamsApi(http), [http]);
  const [teamId, setTeamId] = useState<string | null | undefined>(mode === 'team' ? undefined : null);
  useEffect(() => {
    if (mode !== 'team') {
      setTeamId(null);
      return;
    }
    const controller = new AbortController();
    setTeamId(undefined);
    // No team (or it cannot be loaded): the caller's own trash, which always answers.
    api.mine(controller.signal).then(
      (team) => setTeamId(team?.id ?? null),
      () => {
        if (!controller.signal.aborted) setTeamId(null);
      },
    );
    return () => controller.abort();
  }, [api, mode]);
  return teamId;
}
