import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startServerProcess, type ServerProcess } from '../support/server-process.js';

async function call(server: ServerProcess, method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('A presentation created over HTTP survives kill -9', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'liveslides-crash-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is there, unchanged, after the process is killed and restarted', async () => {
    const port = await freePort();
    server = await startServerProcess(dataDir, port);
    const registered = await call(server, 'POST', '/api/users/create-presenter', undefined, {
      email: 'crash@example.com',
      password: 'survives-kill-9',
      firstName: 'Kay',
      lastName: 'Nine',
    });
    expect(registered.status).toBe(201);
    const token = registered.body.token as string;
    const created = await call(server, 'POST', '/api/presentation', token, { name: 'Durable deck' });
    expect(created.status).toBe(201);
    const renamed = await call(server, 'PATCH', `/api/presentation/${String(created.body.id)}`, token, { name: 'Durable deck, renamed' });
    expect(renamed.status).toBe(200);

    await server.crash();
    server = await startServerProcess(dataDir, port);

    const login = await call(server, 'POST', '/api/auth/login', undefined, { email: 'crash@example.com', password: 'survives-kill-9' });
    expect(login.status).toBe(200);
    const read = await call(server, 'GET', `/api/presentation/${String(created.body.id)}`, login.body.token as string);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: created.body.id, name: 'Durable deck, renamed', accessCode: created.body.accessCode, revision: 1 });
    const list = await call(server, 'GET', '/api/presentation', login.body.token as string);
    expect((list.body.presentations as unknown[]).length).toBe(1);
  });
});
