import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useOverlays, useServices } from '../app-services.js';
import { isPublicPath } from '../routes.js';
import { CannotConnectModal } from './CannotConnectModal.js';
import { LoggedOutModal } from './LoggedOutModal.js';
import { ServerErrorModal } from './ServerErrorModal.js';

function reloadPage(): void {
  window.location.reload();
}

/** Shows whichever global overlay is raised; the logged-out modal outranks the others (spec doc 1 §2). */
export function GlobalOverlays({ onReload = reloadPage }: { readonly onReload?: () => void }) {
  const services = useServices();
  const overlays = useOverlays();
  const location = useLocation();
  const onPublicPage = isPublicPath(location.pathname);

  // The route guard then sends the user to login, keeping where they were (spec doc 1 §2).
  const signOutToLogin = () => void services.signOut();

  // Spec doc 1 §4: public routes skip the logged-out modal; the invalid session simply ends.
  useEffect(() => {
    if (overlays.loggedOut && onPublicPage) void services.signOut();
  }, [overlays.loggedOut, onPublicPage, services]);

  if (overlays.loggedOut && !onPublicPage) return <LoggedOutModal onLoginAgain={signOutToLogin} />;
  if (overlays.unreachable) return <CannotConnectModal onReload={onReload} />;
  if (overlays.serverError !== null) {
    return <ServerErrorModal message={overlays.serverError} onClose={() => services.overlays.dismissServerError()} />;
  }
  return null;
}
