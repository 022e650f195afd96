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
  /** Called whenever a client receives a message: each test waits for the arrivals it expects. */
  let arrived = () => undefined as void;
  const defaultBudgetMs = SlicedBroadcastAdapter.sliceBudgetMs;
  const everyone = 2 * BROADCAST_CHUNK + 100;

  /** Resolves once `done` holds, checked on every arrival rather than after a guessed pause. */
  const arrivals = (done: () => boolean) =>
    new Promise<void>((resolve) => {
      arrived = () => {
        if (done()) resolve();
      };
      arrived();
    });

  beforeAll(async () => {
    http = createServer();
    io = new Server(http, { adapter: SlicedBroadcastAdapter });
    let joined = 0;
    const allJoined = new Promise<void>((resolve) =>
      io.on('connection', (socket) => {
        void socket.join('everyone');
        if (Number(socket.handshake.auth.index) % 3 === 0) void socket.join('some');
        if (++joined === everyone) resolve();
      }),
    );
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    for (let index = 0; index < everyone; index++) {
      const client = connect(url, { transports: ['websocket'], forceNew: true, reconnection: false, auth: { index } });
      clients.push(client);
      received.set(client, []);
      client.on('n', (n: number) => {
        received.get(client)!.push(n);
        arrived();
      });
    }
    await allJoined;
  });

  afterEach(() => {
    jest.restoreAllMocks();
    for (const socket of io.sockets.sockets.values()) socket.offAnyOutgoing();
  });

  afterAll(async () => {
    SlicedBroadcastAdapter.sliceBudgetMs = defaultBudgetMs;
    for (const client of clients) client.disconnect();
    await io.close();
  });

  /** Emits `n` to everyone and counts the socket writes made before the emit returns (in this turn). */
  function writtenInThisTurn(n: number): number {
    let written = 0;
    for (const socket of io.sockets.sockets.values()) socket.onAnyOutgoing(() => (written += 1));
    io.to('everyone').emit('n', n);
    for (const socket of io.sockets.sockets.values()) socket.offAnyOutgoing();
    return written;
  }

  /** Resolves once every client has received `n`: nothing is left in the adapter's queue. */
  const everyoneReceived = (n: number) => arrivals(() => clients.every((client) => received.get(client)!.includes(n)));

  it('writes a big broadcast a slice per turn of the event loop (one chunk a turn with no time budget)', async () => {
    SlicedBroadcastAdapter.sliceBudgetMs = 0;
    expect(writtenInThisTurn(100)).toBe(BROADCAST_CHUNK);
    await everyoneReceived(100);
  });

  it('writes chunks in the first turn while the clock is within the budget, then the rest turn by turn', async () => {
    // The adapter's clock, injected: 1 ms passes at each reading.
    let clock = 0;
    jest.spyOn(performance, 'now').mockImplementation(() => clock++);
    SlicedBroadcastAdapter.sliceBudgetMs = 2;
    expect(writtenInThisTurn(101)).toBe(2 * BROADCAST_CHUNK);
    await everyoneReceived(101);
  });

  it('writes a whole big broadcast in the first turn when the clock stays within the budget', async () => {
    jest.spyOn(performance, 'now').mockReturnValue(0);
    SlicedBroadcastAdapter.sliceBudgetMs = 1;
    expect(writtenInThisTurn(102)).toBe(everyone);
    await everyoneReceived(102);
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
    await arrivals(() => clients.every((client) => received.get(client)!.length >= expected.get(client)!.length));
    for (const client of clients) expect(received.get(client)).toEqual(expected.get(client));
  });
});
