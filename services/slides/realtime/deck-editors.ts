import { Logger } from '@nestjs/common';
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

/** Whether this socket's disconnect already tells its rooms (once per socket, however many decks it joins). */
function watchDisconnect(socket: Socket): boolean {
  const data = socket.data as { deckDisconnectWatched?: boolean };
  if (data.deckDisconnectWatched) return false;
  data.deckDisconnectWatched = true;
  return true;
}

/**
 * The editors present in each deck room (the collaborator heads): a socket that joins, leaves or disconnects
 * sends the room the new list.
 */
export class DeckEditors {
  private readonly logger = new Logger(DeckEditors.name);

  constructor(
    private readonly server: () => Server | undefined,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** A subscribe (again after a reconnect or a conflict's catch-up) of a socket already listed changes nothing. */
  async joined(socket: Socket, presentationId: string, editor: () => Promise<{ userId: string; name: string }>): Promise<void> {
    const decks = joinedDecks(socket);
    if (decks[presentationId]) return;
    const who = await editor();
    // Two subscribes of one socket may have crossed while the name was looked up.
    if (decks[presentationId]) return;
    decks[presentationId] = { ...who, joinedAt: this.now() };
    if (watchDisconnect(socket)) {
      socket.on('disconnecting', () => {
        for (const id of Object.keys(joinedDecks(socket))) {
          this.left(socket, id).catch((error: unknown) => this.logger.error(`Editors of deck ${id} not announced: ${String(error)}`));
        }
      });
    }
    await this.announce(presentationId);
  }

  async left(socket: Socket, presentationId: string): Promise<void> {
    const decks = joinedDecks(socket);
    if (!decks[presentationId]) return;
    delete decks[presentationId];
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
