import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UploadedImageView } from '../../contracts/media/uploaded-images.js';
import { freePort, startServerProcess, type ServerProcess } from '../support/server-process.js';
import { photoWithExif } from '../support/test-images.js';

describe('An uploaded image survives kill -9', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'liveslides-upload-crash-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is served byte for byte and listed in My Images after the process is killed and restarted', async () => {
    const port = await freePort();
    server = await startServerProcess(dataDir, port);
    const registered = await fetch(`${server.baseUrl}/api/users/create-presenter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'upload-crash@example.com', password: 'survives-kill-9', firstName: 'Kay', lastName: 'Nine' }),
    });
    const token = ((await registered.json()) as { token: string }).token;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await photoWithExif(800, 600))], { type: 'image/jpeg' }), 'before-the-crash.jpg');
    const uploaded = await fetch(`${server.baseUrl}/api/upload/image/`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(uploaded.status).toBe(201);
    const image = (await uploaded.json()) as UploadedImageView;
    const before = Buffer.from(await (await fetch(`${server.baseUrl}${image.large}`)).arrayBuffer());

    await server.crash();
    server = await startServerProcess(dataDir, port);

    const after = await fetch(`${server.baseUrl}${image.large}`);
    expect(after.status).toBe(200);
    expect(Buffer.compare(Buffer.from(await after.arrayBuffer()), before)).toBe(0);
    const login = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'upload-crash@example.com', password: 'survives-kill-9' }),
    });
    const again = ((await login.json()) as { token: string }).token;
    const mine = await fetch(`${server.baseUrl}/api/uploaded/images`, { headers: { authorization: `Bearer ${again}` } });
    expect(((await mine.json()) as { images: UploadedImageView[] }).images).toEqual([image]);
  });
});
