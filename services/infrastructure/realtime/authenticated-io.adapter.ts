import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { MessageMappingProperties } from '@nestjs/websockets';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Observable } from 'rxjs';
import type { Server, ServerOptions, Socket } from 'socket.io';
import type { Actor } from '../../../contracts/events/envelope.js';
import { preEncodedJsonParser } from './encoded-json.js';
import { SlicedBroadcastAdapter } from './sliced-broadcast.adapter.js';
import { SocketMessages } from './socket-messages.js';
import { SocketsBySignIn } from './sockets-by-sign-in.js';
import { SocketsPerMember } from './sockets-per-member.js';
import { userRoom } from './user-room.js';

export interface SocketIdentity {
  readonly actor: Actor;
  /** Set for audience sockets: the live session their token admits them to. */
  readonly sessionId?: string;
  /** Set for presenter sockets: the sign-in whose end disconnects them. */
  readonly signInId?: string;
}

/** More than the app's gateways, so that Node's leak warning still catches a listener added per message. */
const GATEWAY_LISTENERS = 24;

/** What a socket's handshake keeps of its credentials once they are verified: nothing. */
const VERIFIED = Object.freeze({});

export type VerifyToken = (token: string) => Promise<SocketIdentity | null>;

/** What every gateway can rely on: the socket's verified identity. */
export function socketIdentity(socket: Socket): SocketIdentity {
  return (socket.data as { identity: SocketIdentity }).identity;
}

/**
 * socket.io on the app's HTTP server, where every connection must present a valid token in
 * `auth.token` (the same bearer token as HTTP, or an audience token from joining a session).
 */
export class AuthenticatedIoAdapter extends IoAdapter {
  /** Nest binds each gateway to a new socket in one turn, one gateway after another. */
  private lastSocketBoundToDisconnect: WeakRef<Socket> | undefined;

  constructor(
    app: INestApplicationContext,
    private readonly verify: VerifyToken,
    private readonly messages: SocketMessages,
    private readonly endedSignIns: Observable<string>,
    private readonly socketsPerMember = new SocketsPerMember(Number.POSITIVE_INFINITY),
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    // Socket messages are small commands and answers; a large frame is a mistake or an attack.
    // Broadcasts to big rooms are written in slices, so they never hold the event loop for long.
    // Payloads that are JSON already (a reconnect snapshot) are written as they are (encoded-json.ts).
    const server = super.createIOServer(port, {
      ...options,
      maxHttpBufferSize: 256 * 1024,
      adapter: SlicedBroadcastAdapter,
      parser: preEncodedJsonParser,
    } as ServerOptions) as Server;
    // engine.io's default id draws fresh kernel random bytes per connection; a v4 UUID is as unguessable, pooled.
    server.engine.generateId = () => randomUUID();
    coalesceHandshakeWrites(this.httpServer as HttpServer | undefined);
    const bySignIn = new SocketsBySignIn(this.endedSignIns);
    server.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      void (typeof token === 'string' ? this.verify(token) : Promise.resolve(null)).then((identity) => {
        if (!identity) {
          next(Object.assign(new Error('unauthorized'), { data: { statusCode: 401, code: 'unauthorized', message: 'Sign in or join again: the connection has no valid token.' } }));
          return;
        }
        const crowded = identity.actor.kind === 'audience' ? this.socketsPerMember.admit(socket, identity.actor.id) : null;
        if (crowded) {
          next(Object.assign(new Error(crowded.code), { data: crowded }));
          return;
        }
        (socket.data as { identity: SocketIdentity }).identity = identity;
        // The token is verified and read nowhere else; a phone's copy is held for as long as it stays connected.
        socket.handshake.auth = VERIFIED;
        if (identity.signInId) bySignIn.add(identity.signInId, socket);
        next();
      }, next);
    });
    // Nest binds one connection listener per gateway, and one disconnect listener per gateway on each socket.
    server.sockets.setMaxListeners(GATEWAY_LISTENERS);
    server.on('connection', (socket: Socket) => {
      socket.setMaxListeners(GATEWAY_LISTENERS);
      socket.onAny(this.messages.listener);
      const { actor } = socketIdentity(socket);
      if (actor.kind === 'user' || actor.kind === 'guest') void socket.join(userRoom(actor.id));
    });
    return server;
  }

  /**
   * Gateways register their message handlers with SocketMessages, not with @SubscribeMessage, whose
   * per-socket binding is what SocketMessages exists to avoid; one that tries is stopped at once.
   */
  override bindMessageHandlers(_socket: Socket, handlers: MessageMappingProperties[]): void {
    if (handlers.length > 0) {
      throw new Error(`Register socket messages with SocketMessages, not @SubscribeMessage: ${handlers.map((handler) => String(handler.message)).join(', ')}`);
    }
  }

  /**
   * Nest asks once per gateway for each socket, but every gateway's callback feeds the one disconnect stream of
   * their shared server, whose subscribers drop repeats of a socket: one listener per socket feeds them all.
   * (Nest's own also wraps each callback twice over in a once-listener; a socket says disconnect only once.)
   */
  override bindClientDisconnect(socket: Socket, callback: (reason: unknown) => void): void {
    if (this.lastSocketBoundToDisconnect?.deref() === socket) return;
    this.lastSocketBoundToDisconnect = new WeakRef(socket);
    socket.on('disconnect', callback);
  }
}

/**
 * A websocket handshake answers in two writes in the same turn of the event loop: ws's "101 Switching
 * Protocols", then engine.io's open packet. Corking the connection until the next turn sends both in one
 * write, one system call less per phone (10,000 of them when everyone reconnects at once).
 */
function coalesceHandshakeWrites(httpServer: HttpServer | undefined): void {
  httpServer?.prependListener('upgrade', (_request: IncomingMessage, socket: Duplex) => {
    socket.cork();
    setImmediate(() => socket.uncork());
  });
}
