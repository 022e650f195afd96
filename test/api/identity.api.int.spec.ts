import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

describe('Identity over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('registers a presenter with a token and their profile, without the password hash', async () => {
    const response = await t.http
      .post('/api/users/create-presenter')
      .send({ email: 'Grace.Hopper@Example.com', password: 'compilers1952', firstName: 'Grace', lastName: 'Hopper' })
      .expect(201);
    expect(response.body.token).toEqual(expect.any(String));
    expect(response.body.user).toMatchObject({ email: 'grace.hopper@example.com', firstName: 'Grace', lastName: 'Hopper', isGuest: false, plan: 'free' });
    expect(JSON.stringify(response.body)).not.toContain('scrypt');

    const profile = await t.http.get('/api/users/get-profile/').set(bearer(response.body.token)).expect(200);
    expect(profile.body).toEqual(response.body.user);
  });

  it('refuses a second account for the same email, whatever its case, with 409', async () => {
    await registerPresenter(t.http, { email: 'twice@example.com' });
    const again = await t.http
      .post('/api/users/create-presenter')
      .send({ email: 'TWICE@example.com', password: 'another-password', firstName: 'B', lastName: 'C' })
      .expect(409);
    expect(again.body).toMatchObject({ statusCode: 409, code: 'conflict', message: 'An account with this email already exists.' });
  });

  it('lets exactly one of 10 simultaneous registrations of one email succeed', async () => {
    // The per-email budget (5 taken-email tries) would answer some of the nine 429, by how the requests interleave.
    const racing = await startTestApp({ RATE_LIMIT_REGISTRATIONS_PER_ACCOUNT: '1000/3600' });
    try {
      const attempts = await Promise.all(
        Array.from({ length: 10 }, () =>
          racing.http.post('/api/users/create-presenter').send({ email: 'race@example.com', password: 'ten at once race', firstName: 'R', lastName: 'C' }),
        ),
      );
      expect(attempts.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    } finally {
      await racing.close();
    }
  });

  it.each([
    ['not an email', { email: 'nope', password: 'password123', firstName: 'A', lastName: 'B' }, 'email'],
    ['short password', { email: 'ok@example.com', password: 'short', firstName: 'A', lastName: 'B' }, 'password'],
    ['missing last name', { email: 'ok@example.com', password: 'password123', firstName: 'A' }, 'lastName'],
    ['unknown field', { email: 'ok@example.com', password: 'password123', firstName: 'A', lastName: 'B', admin: true }, 'admin'],
  ])('rejects %s with 400 naming the field', async (_label, body, path) => {
    const response = await t.http.post('/api/users/create-presenter').send(body).expect(400);
    expect(response.body.code).toBe('validation_failed');
    expect(response.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
  });

  it('logs in with the right password and refuses a wrong one or an unknown email alike', async () => {
    await registerPresenter(t.http, { email: 'login@example.com' });
    const ok = await t.http.post('/api/auth/login').send({ email: 'Login@Example.com', password: 'correct horse battery' }).expect(200);
    expect(ok.body.user.email).toBe('login@example.com');
    await t.http.get('/api/users/get-profile').set(bearer(ok.body.token)).expect(200);

    const wrong = await t.http.post('/api/auth/login').send({ email: 'login@example.com', password: 'wrong password' }).expect(401);
    const unknown = await t.http.post('/api/auth/login').send({ email: 'nobody@example.com', password: 'whatever1' }).expect(401);
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it('creates a guest with a working token', async () => {
    const guest = await t.http.post('/api/users/create-guest').send({}).expect(201);
    expect(guest.body.user).toMatchObject({ isGuest: true, email: null, firstName: 'Guest' });
    const profile = await t.http.get('/api/users/get-profile/').set(bearer(guest.body.token)).expect(200);
    expect(profile.body.id).toBe(guest.body.user.id);
  });

  it('answers a missing, malformed or forged token with 401', async () => {
    const { token } = await registerPresenter(t.http);
    const forged = `${token.slice(0, -4)}AAAA`;
    for (const headers of [{}, { Authorization: 'Basic abc' }, bearer('not.a.token'), bearer(forged)]) {
      const response = await t.http.get('/api/users/get-profile/').set(headers).expect(401);
      expect(response.body).toMatchObject({ statusCode: 401, code: 'unauthorized' });
    }
  });
});
