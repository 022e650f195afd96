import { Logger, type INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { MessageMappingProperties } from '@nestjs/websockets';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { isObservable } from 'rxjs';
import type { Server, ServerOptions, Socket } from 'socket.io';
import type { Actor } from '../../../contracts/events/envelope.js';
import { preEncodedJsonParser } from './encoded-json.js';
import { SlicedBroadcastAdapter } from './sliced-broadcast.adapter.js';

export interface SocketIdentity {
  readonly actor: Actor;
  /** Set for audience sockets: the live session their token admits them to. */
  readonly sessionId?: string;
}

export type VerifyToken = (token: string) => SocketIdentity | null;

/** What every gateway can rely on: the socket's verified identity. */
export function socketIdentity(socket: Socket): SocketIdentity {
  return (socket.data as { identity: SocketIdentity }).identity;
}

/**
 * socket.io on the app's HTTP server, where every connection must present a valid token in
 * `auth.token` (the same bearer token as HTTP, or an audience token from joining a session).
 */
export class AuthenticatedIoAdapter extends IoAdapter {
  constructor(
    app: INestApplicationContext,
    private readonly verify: VerifyToken,
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
    // engine.io's default session id draws fresh random bytes from the kernel for every connection (a
    // tenth of a reconnect storm's handshake time); a v4 UUID is as unguessable and comes from a pool.
    server.engine.generateId = () => randomUUID();
    coalesceHandshakeWrites(this.httpServer as HttpServer | undefined);
    server.use((socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      const identity = typeof token === 'string' ? this.verify(token) : null;
      if (!identity) {
        next(Object.assign(new Error('unauthorized'), { data: { statusCode: 401, code: 'unauthorized', message: 'Sign in or join again: the connection has no valid token.' } }));
        return;
      }
      (socket.data as { identity: SocketIdentity }).identity = identity;
      next();
    });
    return server;
  }

  /**
   * Nest's own binding builds an rxjs pipeline per handler per socket (about 40 KB a socket over our
   * gateways' handlers: 400 MB for 10,000 people). This binds one catch-all listener per gateway and
   * socket instead, with the same behaviour: the handler's result (a value, a promise or an observable)
   * answers the ack, or is emitted when it names an event; a failing handler is logged and the socket
   * stays usable.
   */
  override bindMessageHandlers(socket: Socket, handlers: MessageMappingProperties[], _transform: unknown): void {
    socket.onAny((event: string, ...args: unknown[]) => {
      const handler = handlers.find((candidate) => candidate.message === event);
      if (!handler) return;
      const { data, ack } = this.mapPayload(args.length === 1 ? args[0] : args) as { data: unknown; ack?: (response: unknown) => void };
      const respond = (response: unknown) => {
        if (response === null || response === undefined) return;
        const named = response as { event?: string; data?: unknown };
        if (named.event) socket.emit(named.event, named.data);
        else if (!handler.isAckHandledManually && typeof ack === 'function') ack(response);
      };
      const fail = (error: unknown) => bindingLogger.error(error);
      void (async () => {
        const result: unknown = await handler.callback(data, ack);
        if (isObservable(result)) result.subscribe({ next: respond, error: fail });
        else respond(result);
      })().catch(fail);
    });
  }
}

const bindingLogger = new Logger('SocketMessages');

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
