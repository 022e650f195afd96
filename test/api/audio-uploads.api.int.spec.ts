import { readdirSync } from 'node:fs';
import { uploadsStreamId } from '../../contracts/media/events.js';
import { NOT_AUDIO_MESSAGE, type UploadedAudioView } from '../../contracts/media/uploaded-audio.js';
import { UPLOAD_FAILED_MESSAGE } from '../../contracts/media/uploaded-images.js';
import { photoWithExif } from '../support/test-images.js';
import { mp4With, oggFirstPage, silentMp3, silentWav } from '../support/test-audio.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

const MAX_BYTES = 40_000;
const FOREVER = 'public, max-age=31536000, immutable';

/** Spec doc 3 §7 "POST /api/upload/file-audio/{presentationId}" (issue 22): audio for a slide or the whole presentation. */
describe('Audio uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ UPLOAD_AUDIO_MAX_BYTES: String(MAX_BYTES), RATE_LIMIT_UPLOADS_PER_USER: '1000/3600' });
  });
  afterAll(() => t.close());

  const audioFilesOnDisk = () => {
    try {
      return readdirSync(`${t.config.fileStorageDir}/audio`).length;
    } catch {
      return 0;
    }
  };

  async function presenterWithDeck() {
    const presenter = await registerPresenter(t.http);
    const auth = bearer(presenter.token);
    const presentationId = (await t.http.post('/api/presentation').set(auth).send({ name: 'With sound' }).expect(201)).body.id as string;
    return { ...presenter, auth, presentationId };
  }

  it('keeps a WAV and an MP3 as sent, serves each back byte for byte with its type for a year, and records the upload', async () => {
    const { auth, user, presentationId } = await presenterWithDeck();
    const wav = silentWav(1);
    const mp3 = silentMp3(20, 'Opening theme');
    const uploaded: UploadedAudioView[] = [];
    for (const [bytes, name, type] of [
      [wav, 'applause.wav', 'audio/wav'],
      [mp3, 'theme.mp3', 'audio/mpeg'],
    ] as const) {
      const answer = await t.http.post(`/api/upload/file-audio/${presentationId}`).set(auth).attach('file', bytes, { filename: name, contentType: 'application/octet-stream' }).expect(201);
      const audio = answer.body as UploadedAudioView;
      expect(audio).toMatchObject({ presentationId, name, file_metadata: { original_filename: name, file_size: bytes.length, content_type: type, url: audio.url } });
      expect(audio.url).toMatch(new RegExp(`^/api/uploaded/audio/[a-z0-9]{32}\\.${name.split('.')[1]}$`));
      expect(audio.hash_id).toMatch(/^[0-9a-f]{64}$/);
      const served = await t.http.get(audio.url).buffer(true).expect(200);
      expect({ type: served.headers['content-type'], cache: served.headers['cache-control'], length: Number(served.headers['content-length']) }).toEqual({ type, cache: FOREVER, length: bytes.length });
      expect(Buffer.compare(served.body as Buffer, bytes)).toBe(0);
      uploaded.push(audio);
    }
    const events = await t.storage.eventStore.readStream(uploadsStreamId(user.id));
    expect(events.map((event) => event.type)).toEqual(['AudioUploaded', 'AudioUploaded']);

    // The uploaded link is a slide's or the presentation's audio like any web link.
    const [applause, theme] = uploaded as [UploadedAudioView, UploadedAudioView];
    const presentationAudio = { link: theme.url, name: theme.name, showControl: true, autoPlay: false, repeat: true, playOnAudience: true };
    await t.http.patch(`/api/presentation-attribute/${presentationId}`).set(auth).send({ audio: presentationAudio }).expect(200);
    expect((await t.http.get(`/api/presentation-attribute/${presentationId}`).set(auth).expect(200)).body.audio).toEqual(presentationAudio);
    const slide = (await t.http.post('/api/slide/create').set(auth).send({ presentationId, type: 'textSlide', fields: { title: 'Applause' } }).expect(201)).body as { id: string };
    await t.http.patch(`/api/slide/${slide.id}`).set(auth).send({ audio: { ...presentationAudio, link: applause.url, name: applause.name } }).expect(200);
    expect((await t.http.get(`/api/slide/${slide.id}`).set(auth).expect(200)).body.audio.link).toBe(applause.url);
    // A path on this server that is not an uploaded audio file is no audio link.
    await t.http.patch(`/api/slide/${slide.id}`).set(auth).send({ audio: { ...presentationAudio, link: '/api/uploaded/audio/../../events' } }).expect(400);
  });

  it('serves the byte range a player asks for (206), so it can seek, and the whole file for a range it cannot serve', async () => {
    const { auth, presentationId } = await presenterWithDeck();
    const wav = silentWav(0.5);
    for (let at = 44; at < wav.length; at += 1) wav[at] = at % 256;
    const { url } = (await t.http.post(`/api/upload/file-audio/${presentationId}`).set(auth).attach('file', wav, 'ramp.wav').expect(201)).body as UploadedAudioView;
    expect((await t.http.get(url).expect(200)).headers['accept-ranges']).toBe('bytes');
    for (const [header, start, end] of [
      ['bytes=100-199', 100, 199],
      ['bytes=-50', wav.length - 50, wav.length - 1],
      [`bytes=3000-`, 3000, wav.length - 1],
      [`bytes=0-${wav.length + 500}`, 0, wav.length - 1],
    ] as const) {
      const part = await t.http.get(url).set('Range', header).buffer(true).expect(206);
      expect({ header, range: part.headers['content-range'], length: Number(part.headers['content-length']), type: part.headers['content-type'], cache: part.headers['cache-control'] }).toEqual({
        header,
        range: `bytes ${start}-${end}/${wav.length}`,
        length: end - start + 1,
        type: 'audio/wav',
        cache: FOREVER,
      });
      expect(Buffer.compare(part.body as Buffer, wav.subarray(start, end + 1))).toBe(0);
    }
    for (const header of [`bytes=${wav.length}-`, 'bytes=0-1,5-9', 'pages=1-2']) {
      const whole = await t.http.get(url).set('Range', header).buffer(true).expect(200);
      expect(Buffer.compare(whole.body as Buffer, wav)).toBe(0);
    }
  });

  it('tells Ogg and M4A audio by their content, whatever their name', async () => {
    const { auth, presentationId } = await presenterWithDeck();
    for (const [bytes, name, type] of [
      [oggFirstPage('OpusHead'), 'voice.mp3', 'audio/ogg'],
      [mp4With('M4A', ['soun']), 'podcast.bin', 'audio/mp4'],
    ] as const) {
      const audio = (await t.http.post(`/api/upload/file-audio/${presentationId}`).set(auth).attach('file', bytes, name).expect(201)).body as UploadedAudioView;
      expect(audio.file_metadata.content_type).toBe(type);
      expect((await t.http.get(audio.url).expect(200)).headers['content-type']).toBe(type);
    }
  });

  it('refuses a file named .mp3 that is not audio (415), and writes nothing', async () => {
    const { auth, presentationId } = await presenterWithDeck();
    const head = await t.storage.eventStore.headPosition();
    const files = audioFilesOnDisk();
    for (const [bytes, name] of [
      [Buffer.from('just some text pretending to be a song'), 'song.mp3'],
      [await photoWithExif(32, 32), 'photo.mp3'],
      [Buffer.concat([silentMp3(0, 'a tag and nothing else'), Buffer.from('no frames follow')]), 'tag-only.mp3'],
      [mp4With('isom', ['vide', 'soun']), 'film.m4a'],
    ] as const) {
      const refused = await t.http.post(`/api/upload/file-audio/${presentationId}`).set(auth).attach('file', bytes, { filename: name, contentType: 'audio/mpeg' });
      expect({ name, status: refused.status, body: refused.body }).toEqual({
        name,
        status: 415,
        body: { statusCode: 415, code: 'unsupported_media_type', message: UPLOAD_FAILED_MESSAGE, details: { reason: NOT_AUDIO_MESSAGE } },
      });
    }
    expect(await t.storage.eventStore.headPosition()).toBe(head);
    expect(audioFilesOnDisk()).toBe(files);
  });

  it("refuses audio over UPLOAD_AUDIO_MAX_BYTES with the spec's message (413), and writes nothing", async () => {
    const { auth, presentationId } = await presenterWithDeck();
    const head = await t.storage.eventStore.headPosition();
    for (const bytes of [silentWav(MAX_BYTES / 8_000 + 0.5), silentWav((MAX_BYTES + 20 * 1024) / 8_000)]) {
      const refused = await t.http.post(`/api/upload/file-audio/${presentationId}`).set(auth).attach('file', bytes, 'long.wav').expect(413);
      expect(refused.body).toEqual({ statusCode: 413, code: 'payload_too_large', message: UPLOAD_FAILED_MESSAGE, details: { maxBytes: MAX_BYTES } });
    }
    expect(await t.storage.eventStore.headPosition()).toBe(head);
  });

  it("answers another presenter's, a trashed and an unknown presentation alike (404), a bad id 400, and writes nothing", async () => {
    const owner = await presenterWithDeck();
    const other = await presenterWithDeck();
    const trashed = (await t.http.post('/api/presentation').set(owner.auth).send({ name: 'Old' }).expect(201)).body.id as string;
    await t.http.delete('/api/presentation').set(owner.auth).send({ presentationIds: [trashed] }).expect(200);
    const head = await t.storage.eventStore.headPosition();
    const files = audioFilesOnDisk();
    const wav = silentWav(0.1);
    for (const [auth, presentationId] of [
      [other.auth, owner.presentationId],
      [owner.auth, trashed],
      [owner.auth, '6f1c1f4e-3c1e-4a53-9d0e-000000000000'],
    ] as const) {
      const refused = await t.http.post(`/api/upload/file-audio/${presentationId}`).set(auth).attach('file', wav, 'a.wav').expect(404);
      expect(refused.body.message).toBe('Presentation not found.');
    }
    await t.http.post('/api/upload/file-audio/not-a-uuid').set(owner.auth).attach('file', wav, 'a.wav').expect(400);
    await t.http.post(`/api/upload/file-audio/${owner.presentationId}`).attach('file', wav, 'a.wav').expect(401);
    const empty = await t.http.post(`/api/upload/file-audio/${owner.presentationId}`).set(owner.auth).field('note', 'no file').expect(400);
    expect(empty.body.details).toEqual([{ path: 'file', message: 'Required' }]);
    expect(await t.storage.eventStore.headPosition()).toBe(head);
    expect(audioFilesOnDisk()).toBe(files);
  });

  it('answers an unknown audio file 404 and a malformed name 400', async () => {
    await t.http.get(`/api/uploaded/audio/${'0'.repeat(32)}.mp3`).expect(404);
    await t.http.get(`/api/uploaded/audio/${'0'.repeat(32)}.exe`).expect(400);
    await t.http.get('/api/uploaded/audio/..%2F..%2Fevents.mp3').expect(400);
  });

  it('lets the page play audio from this server and from web links (media-src)', async () => {
    const csp = (await t.http.get('/api/health')).headers['content-security-policy'] as string;
    expect(csp.split(';').map((part) => part.trim())).toContain("media-src 'self' https: http:");
  });
});

describe('Audio and image uploads share the per-presenter budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_UPLOADS_PER_USER: '2/3600' });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After once an image and an audio file spent it, and not another presenter', async () => {
    const first = await registerPresenter(t.http);
    const auth = bearer(first.token);
    const presentationId = (await t.http.post('/api/presentation').set(auth).send({}).expect(201)).body.id as string;
    await t.http.post('/api/upload/image/').set(auth).attach('file', await photoWithExif(32, 32), 'a.jpg').expect(201);
    await t.http.post(`/api/upload/file-audio/${presentationId}`).set(auth).attach('file', silentWav(0.1), 'a.wav').expect(201);
    const refused = await t.http.post(`/api/upload/file-audio/${presentationId}`).set(auth).attach('file', silentWav(0.1), 'b.wav').expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const second = await registerPresenter(t.http);
    const theirs = (await t.http.post('/api/presentation').set(bearer(second.token)).send({}).expect(201)).body.id as string;
    await t.http.post(`/api/upload/file-audio/${theirs}`).set(bearer(second.token)).attach('file', silentWav(0.1), 'c.wav').expect(201);
  });
});
