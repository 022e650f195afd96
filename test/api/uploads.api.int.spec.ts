import { request as httpRequest } from 'node:http';
import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { uploadsStreamId } from '../../contracts/media/events.js';
import { NOT_AN_IMAGE_MESSAGE, UPLOAD_FAILED_MESSAGE, type UploadedImageView } from '../../contracts/media/uploaded-images.js';
import { noisePng, photoWithExif } from '../support/test-images.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

const MAX_BYTES = 300_000;

describe('Image uploads (spec doc 3 §7 POST /api/upload/image/, GET /api/uploaded/images)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ UPLOAD_IMAGE_MAX_BYTES: String(MAX_BYTES), RATE_LIMIT_UPLOADS_PER_USER: '1000/3600' });
  });
  afterAll(() => t.close());

  const filesOnDisk = () => {
    try {
      return readdirSync(`${t.config.fileStorageDir}/images`).length;
    } catch {
      return 0;
    }
  };

  it('re-encodes an image in three sizes without its EXIF, serves them for a year, records the upload and lists it in My Images', async () => {
    const { token, user } = await registerPresenter(t.http);
    const photo = await photoWithExif(3000, 2000);
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const uploaded = await t.http.post('/api/upload/image/').set(bearer(token)).attach('file', photo, 'holiday.jpg').expect(201);
    const image = uploaded.body as UploadedImageView;
    expect(image).toMatchObject({ name: 'holiday.jpg', width: 3000, height: 2000, file_metadata: { original_filename: 'holiday.jpg', file_size: photo.length, content_type: 'image/jpeg' } });
    expect(image.hash_id).toMatch(/^[0-9a-f]{64}$/);

    const longest = { thumbnail: 320, large: 1280, xLarge: 2560 } as const;
    for (const size of ['thumbnail', 'large', 'xLarge'] as const) {
      const served = await t.http.get(image[size]).buffer(true).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(served.body as Buffer).metadata();
      expect({ size, format: metadata.format, width: metadata.width, exif: metadata.exif }).toEqual({ size, format: 'webp', width: longest[size], exif: undefined });
    }

    const events = await t.storage.eventStore.readStream(uploadsStreamId(user.id));
    expect(events.map((event) => event.type)).toEqual(['ImageUploaded']);
    const mine = await t.http.get('/api/uploaded/images').set(bearer(token)).expect(200);
    expect(mine.body.images).toEqual([image]);
    const someoneElse = await registerPresenter(t.http);
    expect((await t.http.get('/api/uploaded/images').set(bearer(someoneElse.token)).expect(200)).body.images).toEqual([]);
  });

  it('never enlarges a small image', async () => {
    const { token } = await registerPresenter(t.http);
    const image = (await t.http.post('/api/upload/image').set(bearer(token)).attach('file', await photoWithExif(200, 100), 'small.jpg').expect(201)).body as UploadedImageView;
    const xLarge = await t.http.get(image.xLarge).buffer(true).expect(200);
    expect((await sharp(xLarge.body as Buffer).metadata()).width).toBe(200);
  });

  it('refuses a file named .png that is not an image (415), and writes nothing', async () => {
    const { token } = await registerPresenter(t.http);
    const head = await t.storage.eventStore.headPosition();
    const files = filesOnDisk();
    for (const [bytes, name] of [
      [Buffer.from('just some text pretending to be a picture'), 'photo.png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'vector.png'],
      [Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('truncated after the signature')]), 'broken.png'],
    ] as const) {
      const refused = await t.http.post('/api/upload/image/').set(bearer(token)).attach('file', bytes, { filename: name, contentType: 'image/png' });
      expect({ name, status: refused.status, body: refused.body }).toEqual({
        name,
        status: 415,
        body: { statusCode: 415, code: 'unsupported_media_type', message: UPLOAD_FAILED_MESSAGE, details: { reason: NOT_AN_IMAGE_MESSAGE } },
      });
    }
    expect(await t.storage.eventStore.headPosition()).toBe(head);
    expect(filesOnDisk()).toBe(files);
  });

  it("refuses an image over the limit with the spec's message (413), before reading it whole", async () => {
    const { token } = await registerPresenter(t.http);
    const large = await noisePng(400, 400);
    expect(large.length).toBeGreaterThan(MAX_BYTES + 16 * 1024);
    const head = await t.storage.eventStore.headPosition();
    const refused = await t.http.post('/api/upload/image/').set(bearer(token)).attach('file', large, 'big.png').expect(413);
    expect(refused.body).toEqual({ statusCode: 413, code: 'payload_too_large', message: UPLOAD_FAILED_MESSAGE, details: { maxBytes: MAX_BYTES } });
    expect(await t.storage.eventStore.headPosition()).toBe(head);
  });

  it("refuses a body with no declared length once it grows past the limit, with the spec's message", async () => {
    const { token } = await registerPresenter(t.http);
    const baseUrl = await t.listen();
    const boundary = 'liveslides-boundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="endless.png"\r\nContent-Type: image/png\r\n\r\n`);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const call = httpRequest(`${baseUrl}/api/upload/image/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' },
      });
      call.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      call.on('error', reject);
      call.write(head);
      // Keeps sending until the server answers: it must answer before the body ends.
      const chunk = Buffer.alloc(64 * 1024, 7);
      let sent = 0;
      const pump = () => {
        while (sent < MAX_BYTES * 20 && call.write(chunk)) sent += chunk.length;
        if (sent < MAX_BYTES * 20) call.once('drain', pump);
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ message: UPLOAD_FAILED_MESSAGE });
  });

  it('answers an upload without a file 400 at the field, and an unknown image 404', async () => {
    const { token } = await registerPresenter(t.http);
    const empty = await t.http.post('/api/upload/image/').set(bearer(token)).field('note', 'no file here').expect(400);
    expect(empty.body.details).toEqual([{ path: 'file', message: 'Required' }]);
    const json = await t.http.post('/api/upload/image/').set(bearer(token)).send({ file: 'not a file' }).expect(400);
    expect(json.body.details).toEqual([{ path: 'file', message: 'Required' }]);
    await t.http.get(`/api/uploaded/images/${'0'.repeat(32)}/large`).expect(404);
    await t.http.get('/api/uploaded/images/..%2F..%2Fevents/large').expect(400);
    await t.http.get(`/api/uploaded/images/${'0'.repeat(32)}/huge`).expect(400);
  });
});

describe('Image upload budget per presenter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_UPLOADS_PER_USER: '2/3600' });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After once a presenter has spent the budget, and not another presenter', async () => {
    const first = await registerPresenter(t.http);
    const photo = await photoWithExif(64, 64);
    for (let upload = 0; upload < 2; upload += 1) await t.http.post('/api/upload/image/').set(bearer(first.token)).attach('file', photo, 'a.jpg').expect(201);
    const refused = await t.http.post('/api/upload/image/').set(bearer(first.token)).attach('file', photo, 'a.jpg').expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const second = await registerPresenter(t.http);
    await t.http.post('/api/upload/image/').set(bearer(second.token)).attach('file', photo, 'a.jpg').expect(201);
  });
});

describe('Content security policy for slide media', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lets images come from this origin (uploads) and https sites, never http, and frames only the embed hosts the conversion rules produce', async () => {
    const csp = (await t.http.get('/api/health')).headers['content-security-policy'] as string;
    const directive = (name: string) => csp.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `));
    expect(directive('img-src')).toBe("img-src 'self' https: data: blob:");
    // Scripts and frames stay as strict as before: no other site's script, no frame outside the embed hosts.
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('frame-src')).toBe('frame-src https://www.youtube.com https://player.vimeo.com https://docs.google.com https://miro.com https://skoletube.dk https://*.skoletube.dk');
  });
});
