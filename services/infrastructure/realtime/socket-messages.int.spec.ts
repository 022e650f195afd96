import { Logger } from '@nestjs/common';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { SocketMessages } from './socket-messages.js';

describe('SocketMessages', () => {
  const messages = new SocketMessages();
  let http: HttpServer;
  let io: Server;
  let first: ClientSocket;
  let second: ClientSocket;
  const calls: { socketId: string; payload: unknown }[] = [];

  beforeAll(async () => {
    messages.on('echo', (socket, payload) => {
      calls.push({ socketId: socket.id, payload });
      return Promise.resolve({ ok: true, payload, from: socket.data as unknown });
    });
    messages.on('quiet', (socket, payload) => {
      calls.push({ socketId: socket.id, payload });
      return undefined;
    });
    messages.on('broken', () => {
      throw new Error('a handler bug');
    });
    messages.on('rejects', () => Promise.reject(new Error('an async handler bug')));
    http = createServer();
    io = new Server(http);
    io.on('connection', (socket: Socket) => {
      socket.data = { name: socket.handshake.auth.name as string };
      socket.onAny(messages.listener);
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const open = (name: string) => {
      const client = connect(url, { transports: ['websocket'], forceNew: true, reconnection: false, auth: { name } });
      return new Promise<ClientSocket>((resolve) => client.once('connect', () => resolve(client)));
    };
    [first, second] = await Promise.all([open('first'), open('second')]);
  });

  afterAll(async () => {
    first.disconnect();
    second.disconnect();
    await io.close();
  });

  beforeEach(() => {
    calls.length = 0;
  });

  it('calls the handler with the socket the message came on, and answers the ack with its result', async () => {
    const [fromFirst, fromSecond] = await Promise.all([first.emitWithAck('echo', { n: 1 }), second.emitWithAck('echo', { n: 2 })]);
    expect(fromFirst).toEqual({ ok: true, payload: { n: 1 }, from: { name: 'first' } });
    expect(fromSecond).toEqual({ ok: true, payload: { n: 2 }, from: { name: 'second' } });
    expect(calls.map((call) => call.socketId).sort()).toEqual([first.id, second.id].sort());
  });

  it('passes several arguments as an array and none as undefined, as Nest did', async () => {
    expect(await first.emitWithAck('echo', 'a', 'b')).toMatchObject({ payload: ['a', 'b'] });
    expect(await first.emitWithAck('echo')).toEqual({ ok: true, from: { name: 'first' } });
  });

  it('calls the handler of a message sent without an ack, and ignores messages nobody handles', async () => {
    first.emit('echo', { fireAndForget: true });
    first.emit('nobody-handles-this', { n: 3 });
    expect(await first.emitWithAck('echo', { n: 4 })).toMatchObject({ payload: { n: 4 } });
    expect(calls.map((call) => call.payload)).toEqual([{ fireAndForget: true }, { n: 4 }]);
  });

  it('leaves the ack unanswered when the handler returns nothing', async () => {
    let answered = false;
    first.emit('quiet', { n: 5 }, () => (answered = true));
    // One socket's messages are handled in order: once a later one is answered, an answer to 'quiet' would have come.
    await first.emitWithAck('echo', { n: 6 });
    expect(answered).toBe(false);
    expect(calls).toEqual([
      { socketId: first.id, payload: { n: 5 } },
      { socketId: first.id, payload: { n: 6 } },
    ]);
  });

  it('logs a handler that throws or rejects, and the socket goes on working', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      first.emit('broken', {});
      first.emit('rejects', {});
      // Handled in order: by the time the later message is answered, both failures have been logged.
      expect(await first.emitWithAck('echo', { n: 6 })).toMatchObject({ payload: { n: 6 } });
      expect(logged.mock.calls.map(([message]) => String(message).split('\n')[0])).toEqual(['Error: a handler bug', 'Error: an async handler bug']);
    } finally {
      logged.mockRestore();
    }
  });

  it('refuses a second handler for the same message', () => {
    expect(() => messages.on('echo', () => undefined)).toThrow('The socket message "echo" already has a handler');
  });
});
