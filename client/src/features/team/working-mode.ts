import { useCallback, useSyncExternalStore } from 'react';
import { useSession } from '../../app-services.js';

/** Spec doc 1 §4: personal or team; in team mode new presentations go to the team workspace. */
export type WorkingMode = 'personal' | 'team';

/** Per person, so someone else signing in on this browser starts in their own mode. */
const storageKey = (userId: string) => `working-mode:${userId}`;
const listeners = new Set<() => void>();
const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

export function readWorkingMode(userId: string): WorkingMode {
  return storage()?.getItem(storageKey(userId)) === 'team' ? 'team' : 'personal';
}

export function writeWorkingMode(userId: string, mode: WorkingMode): void {
  storage()?.setItem(storageKey(userId), mode);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in person's working mode and a setter; personal when signed out. */
export function useWorkingMode(): [WorkingMode, (mode: WorkingMode) => void] {
  const userId = useSession()?.user.id ?? null;
  const mode = useSyncExternalStore(subscribe, () => (userId === null ? 'personal' : readWorkingMode(userId)));
  const setMode = useCallback((next: WorkingMode) => {
    if (userId !== null) writeWorkingMode(userId, next);
  }, [userId]);
  return [mode, setMode];
}
