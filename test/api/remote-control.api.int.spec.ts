import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type { RemoteControlMessage, RemoteControlView } from '../../contracts/remote/remote-control.js';
import { connect, emitWithAck, once } from './support/live-clients.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';
import { waitUntil } from '../support/wait-until.js';

/** A presenter with a deck of three slides, and the calls of its remote. */
async function presenterWithDeck(t: TestApp) {
  const presenter = await registerPresenter(t.http);
  const auth = bearer(presenter.token);
  const presentationId = (await t.http.post('/api/presentation').set(auth).send({ name: 'Remote deck' }).expect(201)).body.id as string;
  const slides: string[] = [];
  for (const title of ['One', 'Two', 'Three']) slides.push((await t.http.post('/api/slide/create').set(auth).send({ presentationId, type: 'poll', fields: { title } }).expect(201)).body.id as string);
  const deck = (await t.http.get(`/api/presentation/${presentationId}`).set(auth).expect(200)).body as { slides: { id: string; order: number }[]; accessCode: string };
  const ordered = [...deck.slides].sort((a, b) => a.order - b.order).map((slide) => slide.id);
  const remote = (code: string) => ({
    view: () => t.http.get(`/api/remote-control/${presentationId}/${code}`),
    press: (key: string, value: unknown) => t.http.post(`/api/remote-control/${presentationId}/${code}`).send({ key, value }),
  });
  return { presenter, auth, presentationId, slides, ordered, accessCode: deck.accessCode, remote };
}

describe('Remote control from a phone (issue 22)', () => {
  let t: TestApp;
  let baseUrl: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestApp();
    baseUrl = await t.listen();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  const written = async (since: number) => (await t.storage.eventStore.readAll(since, 100)).map((event) => event.type);

  it('generates the remote access code when absent, revokes it and regenerates it, each as an event', async () => {
    const { auth, presentationId, remote } = await presenterWithDeck(t);
    const first = (await t.http.post(`/api/presentation/${presentationId}/remote-access-code`).set(auth).expect(200)).body.remoteAccessCode as string;
    expect(first).toMatch(/^[a-z0-9]{10}$/);
    // Asked again while one exists: the same code, and nothing written.
    const head = await t.storage.eventStore.headPosition();
    expect((await t.http.post(`/api/presentation/${presentationId}/remote-access-code`).set(auth).expect(200)).body).toEqual({ remoteAccessCode: first });
    expect(await written(head)).toEqual([]);
    await remote(first).view().expect(200);

    const regenerated = (await t.http.post(`/api/presentation/${presentationId}/remote-access-code/regenerate`).set(auth).expect(200)).body.remoteAccessCode as string;
    expect(regenerated).toMatch(/^[a-z0-9]{10}$/);
    expect(regenerated).not.toBe(first);
    const stale = await remote(first).view().expect(404);
    await remote(regenerated).view().expect(200);

    expect((await t.http.delete(`/api/presentation/${presentationId}/remote-access-code`).set(auth).expect(200)).body).toEqual({ remoteAccessCode: null });
    // A revoked link answers exactly as a link to no presentation at all.
    const revoked = await remote(regenerated).view().expect(404);
    const nowhere = await t.http.get(`/api/remote-control/${randomUUID()}/${regenerated}`).expect(404);
    expect(revoked.body).toEqual(nowhere.body);
    expect(stale.body).toEqual(nowhere.body);
    await remote(regenerated).press('showQRCode', 'true').expect(404);

    const events = await t.storage.eventStore.readStream(`remote-control-${presentationId}`);
    expect(events.map((event) => [event.type, (event.data as { code?: string }).code])).toEqual([
      ['RemoteAccessCodeGenerated', first],
      ['RemoteAccessCodeRevoked', first],
      ['RemoteAccessCodeGenerated', regenerated],
      ['RemoteAccessCodeRevoked', regenerated],
    ]);
    // Generated again once absent.
    const again = (await t.http.post(`/api/presentation/${presentationId}/remote-access-code`).set(auth).expect(200)).body.remoteAccessCode as string;
    expect(again).not.toBe(regenerated);
  });

  it('lets a remote code control its own presentation only, and only its owner manage the code', async () => {
    const mine = await presenterWithDeck(t);
    const theirs = await presenterWithDeck(t);
    const code = (await t.http.post(`/api/presentation/${mine.presentationId}/remote-access-code`).set(mine.auth).expect(200)).body.remoteAccessCode as string;
    await theirs.remote(code).view().expect(404);
    await t.http.post(`/api/presentation/${mine.presentationId}/remote-access-code`).set(theirs.auth).expect(404);
    await t.http.delete(`/api/presentation/${mine.presentationId}/remote-access-code`).set(theirs.auth).expect(404);
    await mine.remote(code).view().expect(200);
  });

  it('moves the live slide, and passes the switches, audio control and theme on to the presenter screen', async () => {
    const { presenter, auth, presentationId, ordered, remote } = await presenterWithDeck(t);
    const code = (await t.http.post(`/api/presentation/${presentationId}/remote-access-code`).set(auth).expect(200)).body.remoteAccessCode as string;
    const control = remote(code);
    expect((await control.view().expect(200)).body).toMatchObject({ presentationId, presentationName: 'Remote deck', live: false, slide: null });
    // Nothing is presented: the remote cannot start a session.
    await control.press('navigateSlide', 'next').expect(422);

    await t.http.put(`/api/presentation/update-next-slide/${presentationId}`).set(auth).send({ activeSlide: ordered[0] }).expect(200);
    const screen = connect(baseUrl, presenter.token);
    sockets.push(screen);
    expect(await emitWithAck(screen, 'join-presenter', { room: `${presentationId}-presenter`, presenter: { id: presenter.user.id, name: 'Host' } })).toMatchObject({ ok: true });
    const received: RemoteControlMessage[] = [];
    screen.on('remote:control', (message: RemoteControlMessage) => received.push(message));

    const moved = once<{ slideId: string }>(screen, 'slide:activated');
    expect((await control.press('navigateSlide', 'next').expect(200)).body).toMatchObject({ live: true, slide: { position: 2, total: ordered.length, title: 'Two' } });
    expect((await moved).slideId).toBe(ordered[1]);
    expect((await control.press('navigateSlide', 'previous').expect(200)).body.slide).toMatchObject({ position: 1 });

    await control.press('showQRCode', 'true').expect(200);
    await control.press('showInstructionBar', 'false').expect(200);
    await control.press('fullscreen', 'true').expect(200);
    await control.press('quizSoundEffect', 'false').expect(200);
    await control.press('audioControl', '{"action":"pause","target":"presentation"}').expect(200);
    const themed = (await control.press('themeUpdate', '{"textColour":"#ffffff","baseColour":"#112233"}').expect(200)).body as RemoteControlView;
    expect(themed.entries).toMatchObject({ showQRCode: 'true', showInstructionBar: 'false', quizSoundEffect: 'false', themeUpdate: '{"textColour":"#ffffff","baseColour":"#112233"}' });
    await waitUntil(() => received.length === 6);
    expect(received.map((message) => [message.key, message.value])).toEqual([
      ['showQRCode', 'true'],
      ['showInstructionBar', 'false'],
      ['fullscreen', 'true'],
      ['quizSoundEffect', 'false'],
      ['audioControl', '{"action":"pause","target":"presentation"}'],
      ['themeUpdate', '{"textColour":"#ffffff","baseColour":"#112233"}'],
    ]);
  });

  it('takes true and false as strings only, and answers JSON it cannot read with a warning, changing nothing', async () => {
    const { auth, presentationId, remote } = await presenterWithDeck(t);
    const control = remote((await t.http.post(`/api/presentation/${presentationId}/remote-access-code`).set(auth).expect(200)).body.remoteAccessCode as string);
    const head = await t.storage.eventStore.headPosition();
    for (const value of [true, 'TRUE', 'yes', '1', '']) {
      const refused = await control.press('showQRCode', value).expect(400);
      expect(refused.body.details).toEqual([{ path: 'value', message: expect.any(String) }]);
    }
    await control.press('navigateSlide', 'sideways').expect(400);
    await control.press('launchRockets', 'true').expect(400);
    for (const [key, value] of [
      ['audioControl', '{"action":'],
      ['audioControl', 'play'],
      ['audioControl', '{"action":"explode"}'],
      ['themeUpdate', '{textColour: #fff}'],
      ['themeUpdate', '{"textColour":"red"}'],
      ['themeUpdate', '[]'],
    ] as const) {
      const warned = (await control.press(key, value).expect(200)).body as RemoteControlView;
      expect({ key, value, warning: warned.warning }).toEqual({ key, value, warning: expect.stringContaining(key) });
    }
    expect(await written(head)).toEqual([]);
    // And the next valid press works as usual.
    expect((await control.press('showQRCode', 'false').expect(200)).body.warning).toBeUndefined();
    expect(await written(head)).toEqual(['RemoteControlChanged']);
  });
});

describe('Remote control and self-paced rate limits (issue 22)', () => {
  let t: TestApp;
  let baseUrl: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_REMOTE_CODE_MISSES_PER_ADDRESS: '3/600', RATE_LIMIT_REMOTE_CALLS_PER_PRESENTATION: '4/600', RATE_LIMIT_PACING_MOVES_PER_SOCKET: '3/600' });
    baseUrl = await t.listen();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  it('limits the presses one presentation takes, then wrong links from one address, with 429 and Retry-After', async () => {
    const { auth, presentationId, remote } = await presenterWithDeck(t);
    const control = remote((await t.http.post(`/api/presentation/${presentationId}/remote-access-code`).set(auth).expect(200)).body.remoteAccessCode as string);
    for (let press = 0; press < 4; press++) await control.press('showQRCode', press % 2 === 0 ? 'true' : 'false').expect(200);
    const limited = await control.press('showQRCode', 'true').expect(429);
    expect(limited.body.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const other = await presenterWithDeck(t);
    const good = other.remote((await t.http.post(`/api/presentation/${other.presentationId}/remote-access-code`).set(other.auth).expect(200)).body.remoteAccessCode as string);
    for (let miss = 0; miss < 3; miss++) await other.remote('wrongcode0').view().expect(404);
    // Guessing is over for this address, even with the right link.
    expect((await good.view().expect(429)).body.code).toBe('rate_limited');
  });

  it('limits the moves one phone makes through a self-paced session', async () => {
    const { auth, presentationId, ordered, accessCode } = await presenterWithDeck(t);
    await t.http.patch(`/api/presentation/${presentationId}/settings`).set(auth).send({ audiencePacing: true }).expect(200);
    await t.http.put(`/api/presentation/update-next-slide/${presentationId}`).set(auth).send({ activeSlide: ordered[0] }).expect(200);
    const joined = await t.http.post('/api/audience/join').send({ accessCode, name: 'Phone' }).expect(200);
    const phone = connect(baseUrl, joined.body.token as string);
    sockets.push(phone);
    await once(phone, 'session:state');
    for (let move = 0; move < 3; move++) expect(await emitWithAck(phone, 'pacing:go', { to: 'next' })).toMatchObject({ ok: true });
    expect(await emitWithAck(phone, 'pacing:go', { to: 'next' })).toMatchObject({ ok: false, error: { statusCode: 429, code: 'rate_limited' } });
  });
});
