import { useCallback, useEffect, useState } from 'react';
import type { TakenOverView } from '../../../../contracts/presentations/take-over.js';
import { TAKE_OVER_EVENT_TYPES } from '../../../../contracts/presentations/take-over.js';
import { useServices } from '../../app-services.js';
import type { DeckSync } from '../../sync/deck-sync.js';

const TAKE_OVER_TYPES = new Set<string>(TAKE_OVER_EVENT_TYPES);

export interface TakeOverControls {
  /** Who holds the presentation, as the server last said (null until it answers). */
  readonly view: TakenOverView | null;
  /** Counts the changes of who holds it: the edit permission is asked again on each. */
  readonly version: number;
  takeOver(): Promise<void>;
  handBack(): Promise<void>;
}

/**
 * Spec doc 1 §4 "Editor take-over": asks who has taken the presentation over, and asks again whenever the deck's
 * stream says someone took it over or handed it back (another editor's take-over reaches this window live).
 */
export function useTakeOver(presentationId: string, sync: DeckSync): TakeOverControls {
  const { http } = useServices();
  const [view, setView] = useState<TakenOverView | null>(null);
  const [version, setVersion] = useState(0);
  const path = `/api/presentation/${encodeURIComponent(presentationId)}`;

  useEffect(() => {
    const controller = new AbortController();
    http
      .get<TakenOverView>(`${path}/taken-over-by`, { signal: controller.signal })
      .then(setView)
      .catch(() => undefined);
    return () => controller.abort();
  }, [http, path, version]);

  useEffect(() => sync.onEvents((events) => {
    if (events.some((event) => TAKE_OVER_TYPES.has(event.type))) setVersion((current) => current + 1);
  }), [sync]);

  const change = useCallback(
    async (method: 'POST' | 'DELETE') => {
      setView((await http.request<TakenOverView>(method, `${path}/take-over`)).data);
      setVersion((current) => current + 1);
    },
    [http, path],
  );
  return { view, version, takeOver: () => change('POST'), handBack: () => change('DELETE') };
}
