import { useEffect, useState, useSyncExternalStore } from 'react';
import type { DeckSync, DeckSyncSnapshot } from './deck-sync.js';

/**
 * Opens a deck for as long as the component is mounted: one DeckSync per presentation id, closed on unmount.
 * Follows the browser's online/offline state into the connection indicator.
 */
export function useDeckSync(presentationId: string, open: (presentationId: string) => DeckSync): { sync: DeckSync; snapshot: DeckSyncSnapshot } {
  const [sync, setSync] = useState(() => open(presentationId));
  const [openedFor, setOpenedFor] = useState(presentationId);
  if (openedFor !== presentationId) {
    setOpenedFor(presentationId);
    setSync(open(presentationId));
  }

  useEffect(() => {
    void sync.open().catch((error: unknown) => console.error('The deck could not be opened', error));
    const online = () => sync.setOnline(true);
    const offline = () => sync.setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    sync.setOnline(navigator.onLine);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      sync.close();
    };
  }, [sync]);

  const snapshot = useSyncExternalStore(sync.subscribe, sync.snapshot);
  return { sync, snapshot };
}
