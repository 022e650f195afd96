import type { Socket } from 'socket.io-client';
import type { SlideAudio } from '../../contracts/slides/common-schemas.js';
import type { AudienceSnapshot } from '../../contracts/live/socket-protocol.js';
import { waitUntil } from '../support/wait-until.js';
import { connect } from './support/live-clients.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

const audio = (name: string, playOnAudience: boolean): SlideAudio => ({
  link: `https://media.example.org/sounds/${name}`,
  name,
  showControl: true,
  autoPlay: true,
  repeat: false,
  playOnAudience,
});

/** Spec doc 2 §3 audio settings: slide and presentation audio, and what reaches the phones. */
describe('Slide and presentation audio (issue 22)', () => {
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

  it('stores both audios, refuses a bad one, and sends phones only the audio that plays on them', async () => {
    const presenter = await registerPresenter(t.http);
    const auth = bearer(presenter.token);
    const presentation = (await t.http.post('/api/presentation').set(auth).send({ name: 'With sound' }).expect(201)).body as { id: string; accessCode: string };
    const presentationId = presentation.id;
    const slideIds: string[] = [];
    for (const title of ['Welcome', 'Quiet one']) {
      const created = await t.http.post('/api/slide/create').set(auth).send({ presentationId, type: 'textSlide', fields: { title } }).expect(201);
      slideIds.push(created.body.id as string);
    }
    const [welcome, quiet] = slideIds as [string, string];

    // The presentation's audio: a presentation attribute, read back as set; a link that is not http(s) is refused with its field.
    const background = audio('theme.mp3', true);
    await t.http.patch(`/api/presentation-attribute/${presentationId}`).set(auth).send({ audio: background }).expect(200);
    expect((await t.http.get(`/api/presentation-attribute/${presentationId}`).set(auth).expect(200)).body).toMatchObject({ audio: background });
    const refused = await t.http
      .patch(`/api/presentation-attribute/${presentationId}`)
      .set(auth)
      .send({ audio: { ...background, link: 'javascript:alert(1)' } })
      .expect(400);
    expect(JSON.stringify(refused.body)).toContain('audio');
    expect((await t.http.get(`/api/presentation-attribute/${presentationId}`).set(auth).expect(200)).body.audio).toEqual(background);

    // A slide's audio: one plays on phones too, the other only on the presenting screen.
    const chime = audio('chime.ogg', true);
    await t.http.patch(`/api/slide/${welcome}`).set(auth).send({ audio: chime }).expect(200);
    await t.http.patch(`/api/slide/${quiet}`).set(auth).send({ audio: audio('stage-only.ogg', false) }).expect(200);
    expect((await t.http.get(`/api/slide/${quiet}`).set(auth).expect(200)).body.audio).toMatchObject({ name: 'stage-only.ogg', playOnAudience: false });

    await t.http.put(`/api/presentation/update-next-slide/${presentationId}`).set(auth).send({ activeSlide: welcome }).expect(200);
    const joined = await t.http.post('/api/audience/join').send({ accessCode: presentation.accessCode, name: 'Ada' }).expect(200);
    const phone = connect(baseUrl, joined.body.token as string);
    sockets.push(phone);
    const snapshots: AudienceSnapshot[] = [];
    phone.on('session:state', (snapshot: AudienceSnapshot) => snapshots.push(snapshot));
    await waitUntil(() => snapshots.some((snapshot) => snapshot.activeSlide?.id === welcome));
    const first = snapshots.find((snapshot) => snapshot.activeSlide?.id === welcome)!;
    expect(first.presentationAudio).toEqual(background);
    expect(first.activeSlide?.settings.audio).toEqual(chime);

    // The remote control offers to play and pause the audio there is.
    const code = (await t.http.post(`/api/presentation/${presentationId}/remote-access-code`).set(auth).expect(200)).body.remoteAccessCode as string;
    const remote = await t.http.get(`/api/remote-control/${presentationId}/${code}`).expect(200);
    expect(remote.body.audio).toEqual({ slide: true, presentation: true });

    // The next slide's audio stays on the presenting screen.
    const activated: { id: string; settings: Record<string, unknown> }[] = [];
    phone.on('slide:activated', (payload: { slide?: { id: string; settings: Record<string, unknown> } }) => {
      if (payload.slide) activated.push(payload.slide);
    });
    await t.http.put(`/api/presentation/update-next-slide/${presentationId}`).set(auth).send({ activeSlide: quiet }).expect(200);
    await waitUntil(() => activated.some((slide) => slide.id === quiet));
    expect(activated.find((slide) => slide.id === quiet)!.settings).not.toHaveProperty('audio');

    // Presentation audio that stays on the stage is not sent to a phone that (re)connects.
    await t.http.patch(`/api/presentation-attribute/${presentationId}`).set(auth).send({ audio: { ...background, playOnAudience: false } }).expect(200);
    await t.caughtUp();
    const again = connect(baseUrl, joined.body.token as string);
    sockets.push(again);
    const later: AudienceSnapshot[] = [];
    again.on('session:state', (snapshot: AudienceSnapshot) => later.push(snapshot));
    await waitUntil(() => later.some((snapshot) => snapshot.activeSlide?.id === quiet));
    expect(later.find((snapshot) => snapshot.activeSlide?.id === quiet)!.presentationAudio).toBeNull();
  });
});
