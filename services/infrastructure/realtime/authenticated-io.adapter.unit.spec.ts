import type { MessageMappingProperties } from '@nestjs/websockets';
import { EMPTY } from 'rxjs';
import type { Socket } from 'socket.io';
import { AuthenticatedIoAdapter } from './authenticated-io.adapter.js';
import { SocketMessages } from './socket-messages.js';

describe('AuthenticatedIoAdapter', () => {
  const adapter = new AuthenticatedIoAdapter(undefined as never, () => Promise.resolve(null), new SocketMessages(), EMPTY);
  const socket = {} as Socket;

  it('refuses handlers bound with @SubscribeMessage, naming them (gateways register with SocketMessages)', () => {
    const handlers = [{ message: 'quiz:start', callback: () => undefined, isAckHandledManually: false }] as unknown as MessageMappingProperties[];
    expect(() => adapter.bindMessageHandlers(socket, handlers)).toThrow('Register socket messages with SocketMessages, not @SubscribeMessage: quiz:start');
  });

  it('binds nothing for a gateway without them', () => {
    expect(() => adapter.bindMessageHandlers(socket, [])).not.toThrow();
  });
});
