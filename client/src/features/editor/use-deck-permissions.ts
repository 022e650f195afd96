import { useEffect, useState } from 'react';
import { deckPermissionsSchema, type DeckPermissions } from '../../../../contracts/deck/permissions.js';
import { useServices } from '../../app-services.js';

/**
 * What the server lets the signed-in person do on this deck (issue 24: edit, present, rename, share); null until it
 * answers, so no control shows before it is known. If it cannot answer, the editor shows its controls: the server
 * refuses whatever is not allowed either way. A new `version` asks again (after a take-over changed who may edit).
 */
export function useDeckPermissions(presentationId: string, version = 0): DeckPermissions | null {
  const { http } = useServices();
  const [permissions, setPermissions] = useState<DeckPermissions | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    http
      .get(`/api/presentation/${encodeURIComponent(presentationId)}/permissions`, { schema: deckPermissionsSchema, signal: controller.signal })
      .then(setPermissions)
      .catch(() => {
        if (!controller.signal.aborted) setPermissions({ presentationId, canEdit: true, canPresent: true, canRename: true, canShare: true });
      });
    return () => controller.abort();
  }, [http, presentationId, version]);
  return permissions;
}
