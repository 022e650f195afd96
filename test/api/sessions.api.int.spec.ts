import type { Socket } from 'socket.io-client';
import { userStreamId } from '../../contracts/identity/events.js';
import { SignInRevocations } from '../../services/accounts/auth/sign-in-revocations.js';
import { EVENT_STORE, type EventStore } from '../../services/infrastructure/event-store/event-store.port.js';
import { LiveEventFeed } from '../../services/infrastructure/realtime/live-event-feed.js';
import { connect, once } from './support/live-clients.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

const PASSWORD = 'correct horse battery';

/** Resolves on the socket's first connect, or rejects with the handshake's refusal. */
function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });
}

function sessionCookie(response: { headers: Record<string, unknown> }): string {
  const cookies = (response.headers['set-cookie'] as string[] | undefined) ?? [];
  const cookie = cookies.find((value) => value.startsWith('liveslides_session='));
  if (!cookie) throw new Error('No session cookie was set');
  return cookie.split(';')[0]!;
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('Sessions that end (issue 20)', () => {
  let t: TestApp;
  let baseUrl: string;
  const sockets: Socket[] = [];
  const open = (token: string) => {
    const socket = connect(baseUrl, token);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    t = await startTestApp();
    baseUrl = await t.listen();
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => t.close());

  it('sets the 365-day session cookie httpOnly and SameSite=Strict, and keeps the token in the body', async () => {
    const response = await t.http
      .post('/api/users/create-presenter')
      .send({ email: `cookie-${Date.now()}@example.com`, password: PASSWORD, firstName: 'Ada', lastName: 'L' })
      .expect(201);
    expect(response.body.token).toEqual(expect.any(String));
    const cookie = (response.headers['set-cookie'] as unknown as string[]).find((value) => value.startsWith('liveslides_session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api/);
    const expires = Date.parse(/Expires=([^;]+)/.exec(cookie)![1]!);
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(365);
    expect(response.body).not.toHaveProperty('session');
  });

  it('after POST /api/users/{userId}/logout the old token gets 401 on HTTP and its open socket is disconnected', async () => {
    const { token, user } = await registerPresenter(t.http);
    await t.http.get('/api/users/get-profile').set(bearer(token)).expect(200);
    const socket = open(token);
    await connected(socket);
    const disconnected = once<string>(socket, 'disconnect');

    await t.http.post(`/api/users/${user.id}/logout`).set(bearer(token)).expect(204);

    // The revocation is applied before the logout answers, so the very next request is refused.
    const refused = await t.http.get('/api/users/get-profile').set(bearer(token)).expect(401);
    expect(refused.body).toMatchObject({ statusCode: 401, code: 'unauthorized' });
    expect(await disconnected).toBe('io server disconnect');
    await expect(connected(open(token))).rejects.toMatchObject({ message: 'unauthorized' });
  });

  it('answers `<valid token>.x` with 401 on HTTP and refuses it on the socket handshake', async () => {
    const { token } = await registerPresenter(t.http);
    await t.http.get('/api/users/get-profile').set(bearer(token)).expect(200);
    const response = await t.http.get('/api/users/get-profile').set(bearer(`${token}.x`)).expect(401);
    expect(response.body).toMatchObject({ statusCode: 401, code: 'unauthorized' });
    await expect(connected(open(`${token}.x`))).rejects.toMatchObject({ message: 'unauthorized' });
  });

  it('admits a phone with its audience token and refuses `<audience token>.x` at the handshake', async () => {
    const { token } = await registerPresenter(t.http);
    const presentationId = (await t.http.post('/api/presentation').set(bearer(token)).send({ name: 'Live' }).expect(201)).body.id as string;
    const slide = (await t.http.post('/api/slide/create').set(bearer(token)).send({ presentationId, type: 'poll' }).expect(201)).body as { id: string };
    await t.http.put(`/api/presentation/update-next-slide/${presentationId}`).set(bearer(token)).send({ activeSlide: slide.id }).expect(200);
    const { accessCode } = (await t.http.get(`/api/presentation/${presentationId}`).set(bearer(token)).expect(200)).body as { accessCode: string };
    const phone = (await t.http.post('/api/audience/join').send({ accessCode, name: 'Phone' }).expect(200)).body as { token: string };

    await connected(open(phone.token));
    await expect(connected(open(`${phone.token}.x`))).rejects.toMatchObject({ message: 'unauthorized' });
    // An audience token is no presenter's bearer token either.
    await t.http.get('/api/users/get-profile').set(bearer(phone.token)).expect(401);
  });

  it('does not take the session cookie for an access token', async () => {
    const response = await t.http
      .post('/api/users/create-presenter')
      .send({ email: `uses-${Date.now()}@example.com`, password: PASSWORD, firstName: 'Ada', lastName: 'L' })
      .expect(201);
    const sessionToken = sessionCookie(response).split('=')[1]!;
    await t.http.get('/api/users/get-profile').set(bearer(sessionToken)).expect(401);
    await expect(connected(open(sessionToken))).rejects.toMatchObject({ message: 'unauthorized' });
  });

  it('refreshes the access token from the cookie until the session is logged out', async () => {
    const email = `refresh-${Date.now()}@example.com`;
    await registerPresenter(t.http, { email });
    const login = await t.http.post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
    const cookie = sessionCookie(login);

    const refreshed = await t.http.post('/api/auth/refresh').set('Cookie', cookie).expect(200);
    expect(refreshed.body.user.email).toBe(email);
    await t.http.get('/api/users/get-profile').set(bearer(refreshed.body.token)).expect(200);
    await t.http.post('/api/auth/refresh').expect(401);

    await t.http.post(`/api/users/${login.body.user.id}/logout`).set(bearer(refreshed.body.token)).expect(204);
    await t.http.post('/api/auth/refresh').set('Cookie', cookie).expect(401);
    await t.http.get('/api/users/get-profile').set(bearer(login.body.token)).expect(401);
  });

  it('changing the password ends every other sign-in (HTTP and sockets) and keeps the one that asked', async () => {
    const email = `change-${Date.now()}@example.com`;
    const registered = await registerPresenter(t.http, { email });
    const other = await t.http.post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
    const otherSocket = open(other.body.token);
    await connected(otherSocket);
    const disconnected = once<string>(otherSocket, 'disconnect');

    const url = `/api/users/${registered.user.id}/change-password`;
    const wrong = await t.http.post(url).set(bearer(registered.token)).send({ currentPassword: 'not it at all', newPassword: 'a new long password' }).expect(400);
    expect(wrong.body.details).toEqual([{ path: 'currentPassword', message: 'The current password is incorrect.' }]);
    await t.http.post(url).set(bearer(registered.token)).send({ currentPassword: PASSWORD, newPassword: 'a new long password' }).expect(204);

    await t.http.get('/api/users/get-profile').set(bearer(other.body.token)).expect(401);
    expect(await disconnected).toBe('io server disconnect');
    await t.http.get('/api/users/get-profile').set(bearer(registered.token)).expect(200);
    await t.http.post('/api/auth/login').send({ email, password: PASSWORD }).expect(401);
    await t.http.post('/api/auth/login').send({ email, password: 'a new long password' }).expect(200);
  });

  it("answers another user's id on logout and password change as an unknown one, writing nothing", async () => {
    const alice = await registerPresenter(t.http);
    const bob = await registerPresenter(t.http);
    const eventStore = t.app.get<EventStore>(EVENT_STORE);
    const head = await eventStore.headPosition();
    const foreign = await t.http.post(`/api/users/${alice.user.id}/logout`).set(bearer(bob.token)).expect(404);
    const unknown = await t.http.post('/api/users/00000000-0000-4000-8000-000000000000/logout').set(bearer(bob.token)).expect(404);
    expect(foreign.body).toEqual(unknown.body);
    await t.http
      .post(`/api/users/${alice.user.id}/change-password`)
      .set(bearer(bob.token))
      .send({ currentPassword: PASSWORD, newPassword: 'a new long password' })
      .expect(404);
    expect(await eventStore.headPosition()).toBe(head);
    await t.http.get('/api/users/get-profile').set(bearer(alice.token)).expect(200);
  });

  it('rebuilds the ended sign-ins from the log alone exactly as the live view has them', async () => {
    const email = `rebuild-${Date.now()}@example.com`;
    const registered = await registerPresenter(t.http, { email });
    const second = (await t.http.post('/api/auth/login').send({ email, password: PASSWORD }).expect(200)).body as { token: string };
    const third = (await t.http.post('/api/auth/login').send({ email, password: PASSWORD }).expect(200)).body as { token: string };
    await t.http.post(`/api/users/${registered.user.id}/logout`).set(bearer(second.token)).expect(204);
    await t.http.post(`/api/users/${registered.user.id}/change-password`).set(bearer(third.token)).send({ currentPassword: PASSWORD, newPassword: 'a new long password' }).expect(204);

    const eventStore = t.app.get<EventStore>(EVENT_STORE);
    const signInIds = (await eventStore.readStream(userStreamId(registered.user.id)))
      .filter((event) => event.type === 'SignInStarted')
      .map((event) => (event.data as { signInId: string }).signInId);
    const live = t.app.get(SignInRevocations);
    const rebuilt = new SignInRevocations(eventStore, t.app.get(LiveEventFeed));
    const endedIn = async (view: SignInRevocations) => Promise.all(signInIds.map((signInId) => view.isEnded(registered.user.id, signInId)));
    expect(await endedIn(rebuilt)).toEqual(await endedIn(live));
    expect(await endedIn(live)).toEqual([true, true, false]);
  });

  it('learns of a sign-in ended by another node from the event feed: 401 and the socket disconnected', async () => {
    const { token, user } = await registerPresenter(t.http);
    const socket = open(token);
    await connected(socket);
    const disconnected = once<string>(socket, 'disconnect');
    const eventStore = t.app.get<EventStore>(EVENT_STORE);
    const stream = await eventStore.readStream(userStreamId(user.id));
    const started = stream.find((event) => event.type === 'SignInStarted')!;
    const signInId = (started.data as { signInId: string }).signInId;

    // Appended as another node would: straight to the log, not through this node's command path.
    await eventStore.append(
      userStreamId(user.id),
      [
        {
          type: 'SignInEnded',
          data: { userId: user.id, signInId, reason: 'logout', endedAt: new Date().toISOString() },
          metadata: { ...started.metadata, commandId: `other-node-${signInId}` },
        },
      ],
      stream.at(-1)!.revision,
    );

    expect(await disconnected).toBe('io server disconnect');
    await until(async () => (await t.http.get('/api/users/get-profile').set(bearer(token))).status === 401);
  });
});
