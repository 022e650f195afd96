import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { Server, ServerOptions, Socket } from 'socket.io';
import type { Actor } from '../../../contracts/events/envelope.js';

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
    const server = super.createIOServer(port, { ...options, maxHttpBufferSize: 256 * 1024 } as ServerOptions) as Server;
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
}
