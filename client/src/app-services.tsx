import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { createAuthApi, type AuthApi } from './api/auth-api.js';
import { ApiError, HttpClient } from './api/http-client.js';
import { createFoldersApi, type FoldersApi } from './api/folders-api.js';
import { createPresentationsApi, type PresentationsApi } from './api/presentations-api.js';
import { OverlayStore, type OverlayState } from './overlays/overlay-store.js';
import { AccessTokens } from './session/access-token.js';
import { SessionStore, type Session } from './session/session-store.js';
import { IndexedDbDeckStore } from './sync/indexeddb-store.js';
import { MemoryDeckStore, type DeckLocalStore } from './sync/local-store.js';
import type { DeckTransport } from './sync/transport.js';

/** Everything the screens talk to, built once at start-up (main.tsx) or by a test with its own fetch. */
export interface AppServices {
  readonly session: SessionStore;
  readonly overlays: OverlayStore;
  readonly http: HttpClient;
  readonly auth: AuthApi;
  /** The access token for requests and socket handshakes, renewed from the session cookie when it runs out. */
  readonly tokens: AccessTokens;
  readonly presentations: PresentationsApi;
  readonly folders: FoldersApi;
  /** Ends the session and removes what this browser kept for it (decks' local event logs). */
  signOut(): Promise<void>;
  /** Where open decks keep their event logs. */
  readonly deckStore: DeckLocalStore;
  /** A new deck-sync connection for one open deck; absent: the editor's socket.io transport. */
  readonly deckTransport?: () => DeckTransport;
}

export interface AppServicesOptions {
  readonly fetchImpl?: typeof fetch;
  readonly storage?: Storage | null;
  /** Where open decks keep their event logs (IndexedDB in the browser). */
  readonly deckStore?: DeckLocalStore;
  /** The deck-sync connection (specs pass fakes); by default the editor opens socket.io to this server. */
  readonly deckTransport?: () => DeckTransport;
}

/** IndexedDB where the browser has it (private windows may not); otherwise the log lives for the page only. */
export function defaultDeckStore(): DeckLocalStore {
  return typeof indexedDB === 'undefined' ? new MemoryDeckStore() : new IndexedDbDeckStore();
}

export function createAppServices(options: AppServicesOptions = {}): AppServices {
  const session = new SessionStore(options.storage === undefined ? undefined : options.storage);
  const overlays = new OverlayStore();
  const tokens = new AccessTokens(
    () => session.token(),
    async () => {
      const renewed = await auth.refresh();
      if (renewed.user.id !== session.current()?.user.id) return null;
      session.renewed(renewed.token);
      return renewed.token;
    },
  );
  const http = new HttpClient(
    () => tokens.current(),
    {
      onUnauthorized: () => {
        // Only a signed-in user can have been logged out; a stale call after sign-out is no news.
        if (session.current()) overlays.showLoggedOut();
      },
      onUnreachable: () => overlays.showUnreachable(),
      onServerError: (error) => overlays.showServerError(error.message),
    },
    options.fetchImpl,
    () => tokens.renew(),
  );
  const auth = createAuthApi(http);
  const deckStore = options.deckStore ?? new MemoryDeckStore();
  const signOut = async () => {
    const signedIn = session.current();
    session.signOut();
    // The sign-in ends on the server too (its cookie and tokens stop working); this device is signed out either way.
    if (signedIn) void endSignIn(auth, signedIn);
    overlays.reset();
    try {
      await deckStore.clearAll();
    } catch (error) {
      console.warn('Could not clear the data kept on this device', error);
    }
  };
  return {
    session,
    overlays,
    http,
    auth,
    tokens,
    presentations: createPresentationsApi(http),
    folders: createFoldersApi(http),
    signOut,
    deckStore,
    ...(options.deckTransport && { deckTransport: options.deckTransport }),
  };
}

/** Logs the sign-in out; an access token that ran out is renewed from the session cookie for that. */
async function endSignIn(auth: AuthApi, { user, token }: Session): Promise<void> {
  try {
    await auth.logout(user.id, token);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) return;
    const renewed = await auth.refresh().catch(() => null);
    if (renewed?.user.id === user.id) await auth.logout(user.id, renewed.token).catch(() => undefined);
  }
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
