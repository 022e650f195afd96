import { useEffect } from 'react';
import { useServices } from '../app-services.js';
import { ApiError, ServerUnreachableError } from '../api/api-error.js';

/**
 * Loads the signed-in user once per page load, which is how a stored token that no longer works is found out
 * (its 401 raises the logged-out modal) and how an unreachable server is found out (spec doc 1 §4 "Loading the user
 * fails: the server is marked unconnectable").
 */
export function ProfileCheck() {
  const services = useServices();
  useEffect(() => {
    const controller = new AbortController();
    services.auth.profile(controller.signal).then(
      (user) => services.session.updateUser(user),
      (error: unknown) => {
        if (controller.signal.aborted || error instanceof ServerUnreachableError) return;
        if (error instanceof ApiError) {
          if (error.status !== 401) services.overlays.showUnreachable();
          return;
        }
        console.error(error);
      },
    );
    return () => controller.abort();
  }, [services]);
  return null;
}
