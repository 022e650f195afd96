import { useEffect, useState } from 'react';
import { deckPermissionsSchema } from '../../../../contracts/deck/permissions.js';
import { useServices } from '../../app-services.js';

/**
 * Whether the server's deck decider accepts the signed-in person's edits to this deck (issue 24); null until it
 * answers, so no editing control shows before it is known. If it cannot answer, the editor shows its controls: the
 * server refuses a disallowed edit either way. A new `version` asks again (after a take-over changed who may edit).
 */
export function useCanEdit(presentationId: string, version = 0): boolean | null {
  const { http } = useServices();
  const [canEdit, setCanEdit] = useState<boolean | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    http
      .get(`/api/presentation/${encodeURIComponent(presentationId)}/permissions`, { schema: deckPermissionsSchema, signal: controller.signal })
      .then((permissions) => setCanEdit(permissions.canEdit))
      .catch(() => {
        if (!controller.signal.aborted) setCanEdit(true);
      });
    return () => controller.abort();
  }, [http, presentationId, version]);
  return canEdit;
}
