import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { freePort, startServerProcess, type ServerProcess } from '../support/server-process.js';

async function call<T = Record<string, unknown>>(server: ServerProcess, method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

function connect(server: ServerProcess, token: string): Promise<Socket> {
  const socket = io(server.baseUrl, { auth: { token }, transports: ['websocket'], forceNew: true, reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('session:state', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe('Live answers survive kill -9', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'liveslides-live-crash-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged answer, exactly once, across a crash right after the acks', async () => {
    const port = await freePort();
    server = await startServerProcess(dataDir, port, { DEFAULT_PLAN: 'pro' });
    const presenter = await call<{ token: string }>(server, 'POST', '/api/users/create-presenter', undefined, {
      email: 'live-crash@example.com', password: 'survives-kill-9', firstName: 'Kay', lastName: 'Nine',
    });
    const token = presenter.body.token;
    const presentation = await call<{ id: string; accessCode: string }>(server, 'POST', '/api/presentation', token, { name: 'Crash poll' });
    const slide = await call<{ id: string }>(server, 'POST', '/api/slide/create/', token, { presentationId: presentation.body.id, type: 'poll' });
    expect(slide.status).toBe(201);
    const optionIds: string[] = [];
    for (const title of ['Yes', 'No', 'Maybe']) {
      const option = await call<{ id: string }>(server, 'POST', '/api/slide-option/create/', token, { slideId: slide.body.id, title });
      expect(option.status).toBe(201);
      optionIds.push(option.body.id);
    }
    const started = await call(server, 'PUT', `/api/presentation/update-next-slide/${presentation.body.id}`, token, { activeSlide: slide.body.id });
    expect(started.status).toBe(200);
    // Sixty people from this one address: they come by the QR code's link, with the session's join token.
    const { joinToken } = (await call<{ joinToken: string }>(server, 'GET', `/api/live/presentation/${presentation.body.id}`, token)).body;

    const expected: Record<string, number> = Object.fromEntries(optionIds.map((id) => [id, 0]));
    const sockets: Socket[] = [];
    const acks = await Promise.all(
      Array.from({ length: 60 }, async (_, index) => {
        const joined = await call<{ token: string }>(server!, 'POST', '/api/audience/join', undefined, { accessCode: presentation.body.accessCode, name: `P${index}`, joinToken });
        const socket = await connect(server!, joined.body.token);
        sockets.push(socket);
        const optionId = optionIds[index % optionIds.length]!;
        expected[optionId]! += 1;
        return (await socket.emitWithAck('answer:submit', {
          answerId: randomUUID(), slideId: slide.body.id, value: { kind: 'choice', optionIds: [optionId] },
        })) as { ok: boolean };
      }),
    );
    expect(acks.every((ack) => ack.ok)).toBe(true);

    // Acked means committed: kill the process at once, with no chance to flush anything.
    await server.crash();
    for (const socket of sockets) socket.disconnect();
    server = await startServerProcess(dataDir, port, { DEFAULT_PLAN: 'pro' });

    const login = await call<{ token: string }>(server, 'POST', '/api/auth/login', undefined, { email: 'live-crash@example.com', password: 'survives-kill-9' });
    const state = await call<{ results: Record<string, { counts: Record<string, number>; respondents: number }> }>(
      server, 'GET', `/api/live/presentation/${presentation.body.id}`, login.body.token,
    );
    expect(state.body.results[slide.body.id]).toMatchObject({ respondents: 60, counts: expected });
    const options = await call<{ options: { id: string; count: number }[] }>(server, 'GET', `/api/slide/${slide.body.id}/slide-options`, login.body.token);
    expect(Object.fromEntries(options.body.options.filter((o) => o.id in expected).map((o) => [o.id, o.count]))).toEqual(expected);
  });
});
