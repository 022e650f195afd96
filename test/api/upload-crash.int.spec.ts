import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UploadedAudioView } from '../../contracts/media/uploaded-audio.js';
import type { UploadedImageView } from '../../contracts/media/uploaded-images.js';
import { freePort, startServerProcess, type ServerProcess } from '../support/server-process.js';
import { silentMp3 } from '../support/test-audio.js';
import { photoWithExif } from '../support/test-images.js';

describe('An uploaded image and audio file survive kill -9', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'liveslides-upload-crash-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('are served byte for byte (the image listed in My Images, the audio still the deck’s) after the process is killed and restarted', async () => {
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
    // An audio file the deck plays: the presentation's audio.
    const auth = { authorization: `Bearer ${token}` };
    const created = await fetch(`${server.baseUrl}/api/presentation`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Sound' }) });
    const presentationId = ((await created.json()) as { id: string }).id;
    const mp3 = silentMp3(30, 'Survives');
    const audioForm = new FormData();
    audioForm.append('file', new Blob([new Uint8Array(mp3)], { type: 'audio/mpeg' }), 'theme.mp3');
    const audioUpload = await fetch(`${server.baseUrl}/api/upload/file-audio/${presentationId}`, { method: 'POST', headers: auth, body: audioForm });
    expect(audioUpload.status).toBe(201);
    const audio = (await audioUpload.json()) as UploadedAudioView;
    const deckAudio = { link: audio.url, name: audio.name, showControl: true, autoPlay: true, repeat: false, playOnAudience: false };
    const patched = await fetch(`${server.baseUrl}/api/presentation-attribute/${presentationId}`, { method: 'PATCH', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ audio: deckAudio }) });
    expect(patched.status).toBe(200);

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

    const attributes = await fetch(`${server.baseUrl}/api/presentation-attribute/${presentationId}`, { headers: { authorization: `Bearer ${again}` } });
    expect(((await attributes.json()) as { audio: unknown }).audio).toEqual(deckAudio);
    const audioAfter = await fetch(`${server.baseUrl}${audio.url}`);
    expect({ status: audioAfter.status, type: audioAfter.headers.get('content-type') }).toEqual({ status: 200, type: 'audio/mpeg' });
    expect(Buffer.compare(Buffer.from(await audioAfter.arrayBuffer()), mp3)).toBe(0);
  });
});
