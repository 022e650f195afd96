import { useEffect, useRef } from 'react';
import { useServices } from '../../app-services.js';

/**
 * Spec doc 2 §4 "Presentation results": a deck opened with hasResults true is re-checked once; the server decides
 * from the results the deck still holds and records the outcome, which reaches this deck as its own event.
 */
export function useResultsFlagRecheck(presentationId: string, hasResults: boolean, mayPresent: boolean): void {
  const { http } = useServices();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !hasResults || !mayPresent) return;
    asked.current = true;
    // A failed re-check leaves the flag as it was: the next opening asks again.
    http.request('POST', `/api/presentation/${encodeURIComponent(presentationId)}/results-flag/recheck`).catch(() => undefined);
  }, [http, presentationId, hasResults, mayPresent]);
}
