import { createServer } from 'node:http';
import { Server } from 'socket.io';

/**
 * socket.io with no application behind it, for the machine's raw broadcast limit: the same socket.io
 * version and options as the product's gateway. Sockets join one room; POST /broadcast sends results-sized
 * updates to it; 'answer:submit' is acknowledged at once.
 */
const port = Number(process.env.PORT);
const wallNow = () => performance.timeOrigin + performance.now();

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/api/health') {
    response.end('{"status":"ok"}');
    return;
  }
  if (url.pathname === '/broadcast' && request.method === 'POST') {
    const count = Number(url.searchParams.get('count') ?? 10);
    const intervalMs = Number(url.searchParams.get('intervalMs') ?? 250);
    const emitMs: number[] = [];
    let sequence = 0;
    const next = () => {
      sequence += 1;
      const started = performance.now();
      io.to('audience').emit('results:updated', {
        slideId: 'bare',
        results: { kind: 'choice', slideId: 'bare', respondents: sequence, counts: { a: 2_500 + sequence, b: 2_500, c: 2_500, d: 2_499 }, sentAt: wallNow() },
      });
      emitMs.push(performance.now() - started);
      if (sequence < count) setTimeout(next, intervalMs);
      else response.end(JSON.stringify({ emitMs }));
    };
    next();
    return;
  }
  response.statusCode = 404;
  response.end();
});

const io = new Server(http, { maxHttpBufferSize: 256 * 1024 });
io.on('connection', (socket) => {
  void socket.join('audience');
  socket.emit('session:state', {});
  socket.on('answer:submit', (_payload: unknown, ack: (reply: object) => void) => ack({ ok: true }));
});

http.listen(port, '127.0.0.1');
