import { useEffect } from 'react';
import { useServices } from '../app-services.js';

function reloadPage(): void {
  window.location.reload();
}

/**
 * Spec doc 1 §4: "On a tab becoming visible, the page reloads if the login state differs" (token gone, token new,
 * or a different token): a tab never goes on acting for a session that was ended or replaced in another tab.
 */
export function useSessionFollow(reload: () => void = reloadPage): void {
  const { session } = useServices();
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && session.changedElsewhere()) reload();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [session, reload]);
}
