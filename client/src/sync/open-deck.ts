import type { AppServices } from '../app-services.js';
import { DeckSync } from './deck-sync.js';
import { SocketTransport } from './socket-transport.js';

/** One open deck over the app's services: its local log, a socket of its own, the logged-out modal on a 401. */
export function openDeck(services: AppServices, presentationId: string): DeckSync {
  return new DeckSync({
    presentationId,
    // socket.io-client comes with the editor's code, not with the lists and sign-in pages.
    transport: services.deckTransport?.() ?? new SocketTransport(() => services.tokens.current()),
    store: services.deckStore,
    onUnauthorized: () => {
      if (services.session.current()) services.overlays.showLoggedOut();
    },
    isOnline: () => navigator.onLine,
  });
}
