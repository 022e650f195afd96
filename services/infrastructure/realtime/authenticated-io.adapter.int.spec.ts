import { Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { WebSocketGateway, type OnGatewayConnection, type OnGatewayDisconnect } from '@nestjs/websockets';
import type { AddressInfo } from 'node:net';
import { EMPTY } from 'rxjs';
import type { Socket } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { AuthenticatedIoAdapter, socketIdentity } from './authenticated-io.adapter.js';
import { SocketMessages } from './socket-messages.js';

const seen: { gateway: string; event: 'connect' | 'disconnect'; socket: Socket }[] = [];

@WebSocketGateway()
class FirstGateway implements OnGatewayConnection, OnGatewayDisconnect {
  handleConnection(socket: Socket): void {
    seen.push({ gateway: 'first', event: 'connect', socket });
  }
  handleDisconnect(socket: Socket): void {
    seen.push({ gateway: 'first', event: 'disconnect', socket });
  }
}

@WebSocketGateway()
class SecondGateway implements OnGatewayDisconnect {
  handleDisconnect(socket: Socket): void {
    seen.push({ gateway: 'second', event: 'disconnect', socket });
  }
}

@WebSocketGateway()
class QuietGateway {}

@Module({ providers: [FirstGateway, SecondGateway, QuietGateway] })
class GatewaysModule {}

describe('AuthenticatedIoAdapter with several gateways on one server', () => {
  let app: INestApplication;
  let url: string;

  beforeAll(async () => {
    app = await NestFactory.create(GatewaysModule, { logger: false });
    const verify = (token: string) => Promise.resolve(token === 'valid' ? { actor: { kind: 'user' as const, id: 'user-1' } } : null);
    app.useWebSocketAdapter(new AuthenticatedIoAdapter(app, verify, new SocketMessages(), EMPTY));
    await app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  });

  afterAll(() => app.close());

  const open = (token: string) => {
    const client = connect(url, { transports: ['websocket'], forceNew: true, reconnection: false, auth: { token } });
    return new Promise<ClientSocket>((resolve, reject) => {
      client.once('connect', () => resolve(client));
      client.once('connect_error', reject);
    });
  };
  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((wait) => setImmediate(wait));
  };

  it('binds one disconnect listener per socket, and every gateway still hears each disconnect once', async () => {
    seen.length = 0;
    const [first, second] = await Promise.all([open('valid'), open('valid')]);
    await until(() => seen.filter((entry) => entry.event === 'connect').length === 2);
    const serverSockets = seen.map((entry) => entry.socket);
    for (const socket of serverSockets) expect(socket.listenerCount('disconnect')).toBe(1);

    first.disconnect();
    second.disconnect();
    await until(() => seen.filter((entry) => entry.event === 'disconnect').length >= 4);
    await new Promise((wait) => setImmediate(wait));

    const disconnects = seen.filter((entry) => entry.event === 'disconnect');
    expect(disconnects).toHaveLength(4);
    for (const socket of serverSockets) {
      expect(disconnects.filter((entry) => entry.socket === socket).map((entry) => entry.gateway).sort()).toEqual(['first', 'second']);
    }
  });

  it('keeps the verified identity on the socket and drops the token from its handshake', async () => {
    seen.length = 0;
    const client = await open('valid');
    await until(() => seen.length === 1);
    const [{ socket }] = seen as [(typeof seen)[number]];
    expect(socketIdentity(socket).actor).toEqual({ kind: 'user', id: 'user-1' });
    expect(socket.handshake.auth).toEqual({});
    client.disconnect();
  });

  it('refuses a connection without a valid token', async () => {
    await expect(open('forged')).rejects.toMatchObject({ message: 'unauthorized' });
  });
});
