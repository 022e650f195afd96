import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { createAuthApi, type AuthApi } from './api/auth-api.js';
import { HttpClient } from './api/http-client.js';
import { createPresentationsApi, type PresentationsApi } from './api/presentations-api.js';
import { OverlayStore, type OverlayState } from './overlays/overlay-store.js';
import { SessionStore, type Session } from './session/session-store.js';

/** Everything the screens talk to, built once at start-up (main.tsx) or by a test with its own fetch. */
export interface AppServices {
  readonly session: SessionStore;
  readonly overlays: OverlayStore;
  readonly http: HttpClient;
  readonly auth: AuthApi;
  readonly presentations: PresentationsApi;
  /** Ends the session and removes what this browser kept for it (decks' local event logs). */
  signOut(): Promise<void>;
}

export interface AppServicesOptions {
  readonly fetchImpl?: typeof fetch;
  readonly storage?: Storage | null;
  /** Removes data kept on this device for the signed-in user. */
  readonly clearLocalData?: () => Promise<void>;
}

export function createAppServices(options: AppServicesOptions = {}): AppServices {
  const session = new SessionStore(options.storage === undefined ? undefined : options.storage);
  const overlays = new OverlayStore();
  const http = new HttpClient(
    () => session.token(),
    {
      onUnauthorized: () => {
        // Only a signed-in user can have been logged out; a stale call after sign-out is no news.
        if (session.current()) overlays.showLoggedOut();
      },
      onUnreachable: () => overlays.showUnreachable(),
      onServerError: (error) => overlays.showServerError(error.message),
    },
    options.fetchImpl,
  );
  const signOut = async () => {
    session.signOut();
    overlays.reset();
    try {
      await options.clearLocalData?.();
    } catch (error) {
      console.warn('Could not clear the data kept on this device', error);
    }
  };
  return { session, overlays, http, auth: createAuthApi(http), presentations: createPresentationsApi(http), signOut };
}

const ServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices() needs an <AppServicesProvider> above it');
  return services;
}

export function useSession(): Session | null {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.current);
}

export function useOverlays(): OverlayState {
  const { overlays } = useServices();
  return useSyncExternalStore(overlays.subscribe, overlays.current);
}
