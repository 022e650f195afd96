import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { BROADCAST_CHUNK, SlicedBroadcastAdapter } from './sliced-broadcast.adapter.js';

describe('SlicedBroadcastAdapter', () => {
  const clients: ClientSocket[] = [];
  let http: HttpServer;
  let io: Server;
  const received = new Map<ClientSocket, number[]>();
  const defaultBudgetMs = SlicedBroadcastAdapter.sliceBudgetMs;

  beforeAll(async () => {
    http = createServer();
    io = new Server(http, { adapter: SlicedBroadcastAdapter });
    io.on('connection', (socket) => {
      void socket.join('everyone');
      if (Number(socket.handshake.auth.index) % 3 === 0) void socket.join('some');
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    await Promise.all(
      Array.from({ length: 2 * BROADCAST_CHUNK + 100 }, (_, index) => {
        const client = connect(url, { transports: ['websocket'], forceNew: true, reconnection: false, auth: { index } });
        clients.push(client);
        received.set(client, []);
        client.on('n', (n: number) => received.get(client)!.push(n));
        return new Promise<void>((resolve) => client.once('connect', () => resolve()));
      }),
    );
    // Joins happen on connection, just after the client's connect.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }, 60_000);

  afterAll(async () => {
    SlicedBroadcastAdapter.sliceBudgetMs = defaultBudgetMs;
    for (const client of clients) client.disconnect();
    await io.close();
  });

  it('writes a big broadcast a slice per turn of the event loop (one chunk a turn with no time budget)', () => {
    SlicedBroadcastAdapter.sliceBudgetMs = 0;
    let written = 0;
    for (const socket of io.sockets.sockets.values()) socket.onAnyOutgoing(() => (written += 1));
    io.to('everyone').emit('warm-up');
    expect(written).toBe(BROADCAST_CHUNK);
    for (const socket of io.sockets.sockets.values()) socket.offAnyOutgoing();
  });

  it('writes a big broadcast in the first turn for as long as the budget allows, at least one chunk', async () => {
    // The rest of the warm-up above goes out turn by turn first.
    await new Promise((resolve) => setTimeout(resolve, 100));
    SlicedBroadcastAdapter.sliceBudgetMs = 60_000;
    let written = 0;
    for (const socket of io.sockets.sockets.values()) socket.onAnyOutgoing(() => (written += 1));
    io.to('everyone').emit('warm-up');
    expect(written).toBe(clients.length);
    for (const socket of io.sockets.sockets.values()) socket.offAnyOutgoing();
  });

  it.each([0, 1])('delivers every broadcast to every socket once, each socket in emit order, big and small interleaved (budget %i ms)', async (budget) => {
    SlicedBroadcastAdapter.sliceBudgetMs = budget;
    for (const list of received.values()) list.length = 0;
    const expected = new Map<ClientSocket, number[]>(clients.map((client, index) => [client, index % 3 === 0 ? [1, 2, 3, 4, 5] : [1, 3, 5]]));
    io.to('everyone').emit('n', 1);
    io.to('some').emit('n', 2);
    io.to('everyone').emit('n', 3);
    io.to('some').emit('n', 4);
    io.emit('n', 5);
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && clients.some((client) => received.get(client)!.length < expected.get(client)!.length)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const client of clients) expect(received.get(client)).toEqual(expected.get(client));
  });
});
