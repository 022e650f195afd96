import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useServices, useSession } from '../app-services.js';
import { loginPath, ROUTES } from '../routes.js';

interface Props {
  readonly children: ReactNode;
  /** Spec doc 1 §2: guests may open the editor, but are sent to register from other presenter screens. */
  readonly guestAllowed?: boolean;
}

/** Spec doc 1 §2 route guard: an unauthenticated user goes to login with the original target in ?redirect=. */
export function RequireAuth({ children, guestAllowed = false }: Props) {
  const services = useServices();
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const from = services.session.wasSignedOut() ? 'logout' : undefined;
    return <Navigate to={loginPath(`${location.pathname}${location.search}`, from)} replace />;
  }
  if (session.user.isGuest && !guestAllowed) return <Navigate to={ROUTES.register} replace />;
  return <>{children}</>;
}
