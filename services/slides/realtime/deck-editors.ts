import type { RemoteSocket, Server, Socket } from 'socket.io';
import { DECK_SOCKET_EVENTS, type DeckEditor, type DeckEditorsMessage } from '../../../contracts/realtime/deck-sync.js';
import { deckRoom } from './deck-rooms.js';

interface JoinedDeck {
  readonly userId: string;
  readonly name: string;
  readonly joinedAt: number;
}

type DeckSocket = Socket | RemoteSocket<Record<string, never>, unknown>;

/** Who a socket is in each deck room it joined, kept on the socket itself (socket.data), so any node can list it. */
function joinedDecks(socket: DeckSocket): Record<string, JoinedDeck> {
  const data = socket.data as { decks?: Record<string, JoinedDeck> };
  data.decks ??= {};
  return data.decks;
}

/**
 * The editors present in each deck room (the collaborator heads): a socket that joins, leaves or disconnects
 * sends the room the new list.
 */
export class DeckEditors {
  constructor(
    private readonly server: () => Server | undefined,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** A subscribe (again after a reconnect or a conflict's catch-up) of a socket already listed changes nothing. */
  async joined(socket: Socket, presentationId: string, editor: () => Promise<{ userId: string; name: string }>): Promise<void> {
    const decks = joinedDecks(socket);
    if (decks[presentationId]) return;
    const first = Object.keys(decks).length === 0;
    decks[presentationId] = { ...(await editor()), joinedAt: this.now() };
    if (first) {
      socket.on('disconnecting', () => {
        for (const id of Object.keys(joinedDecks(socket))) void this.left(socket, id);
      });
    }
    await this.announce(presentationId);
  }

  async left(socket: Socket, presentationId: string): Promise<void> {
    const decks = joinedDecks(socket);
    if (!decks[presentationId]) return;
    delete decks[presentationId];
    await socket.leave(deckRoom(presentationId));
    await this.announce(presentationId);
  }

  private async announce(presentationId: string): Promise<void> {
    const server = this.server();
    if (!server) return;
    const sockets = await server.in(deckRoom(presentationId)).fetchSockets();
    const editors = sockets
      .flatMap((socket) => {
        const joined = joinedDecks(socket)[presentationId];
        return joined ? [{ joined, editor: { connectionId: socket.id, userId: joined.userId, name: joined.name } satisfies DeckEditor }] : [];
      })
      .sort((a, b) => a.joined.joinedAt - b.joined.joinedAt)
      .map(({ editor }) => editor);
    const message: DeckEditorsMessage = { presentationId, editors };
    server.to(deckRoom(presentationId)).emit(DECK_SOCKET_EVENTS.editors, message);
  }
}
