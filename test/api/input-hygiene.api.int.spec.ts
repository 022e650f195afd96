import { COMMON_PASSWORD_MESSAGE } from '../../services/accounts/auth/common-passwords.js';
import { WHITESPACE_PASSWORD_MESSAGE } from '../../contracts/identity/commands.js';
import { VISIBLE_NAME_MESSAGE } from '../../contracts/shared/visible-text.js';
import { BAD_TEXT_MESSAGE } from '../../services/infrastructure/http/text-hygiene.js';
import { deckApi } from './support/deck-api.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

describe('Input hygiene over HTTP', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = (await registerPresenter(t.http)).token;
  });
  afterAll(() => t.close());

  const head = () => t.storage.eventStore.headPosition();

  it('answers 415 to a JSON route sent text/plain or a form, and writes nothing', async () => {
    const before = await head();
    const plain = await t.http.post('/api/presentation').set(bearer(token)).set('Content-Type', 'text/plain').send('{"name":"Sneaky"}');
    expect(plain.status).toBe(415);
    expect(plain.body).toMatchObject({ statusCode: 415, code: 'unsupported_media_type' });
    await t.http.post('/api/presentation').set(bearer(token)).type('form').send({ name: 'Sneaky' }).expect(415);
    await t.http.post('/api/users/create-guest').type('form').send({ firstName: 'Form' }).expect(415);
    expect(await head()).toBe(before);
    // A body-less call and a JSON one with a charset still pass.
    await t.http.post('/api/presentation').set(bearer(token)).set('Content-Type', 'application/json; charset=utf-8').send('{"name":"Fine"}').expect(201);
  });

  it('refuses NUL and unpaired surrogates anywhere in a body, naming the field, and writes nothing', async () => {
    const before = await head();
    for (const name of ['bad\u0000name', 'half \ud83d pair', 'other half \ude00']) {
      const response = await t.http.post('/api/presentation').set(bearer(token)).set('Content-Type', 'application/json').send(JSON.stringify({ name }));
      expect(response.status).toBe(400);
      expect(response.body.details).toEqual([{ path: 'name', message: BAD_TEXT_MESSAGE }]);
    }
    const nested = await t.http.post('/api/users/create-presenter').send({ email: 'x@example.com', password: 'a fine passphrase', firstName: 'A', lastName: 'B', ['k\u0000']: 1 });
    expect(nested.status).toBe(400);
    expect(await head()).toBe(before);
  });

  it('stores text NFC-normalised, so names that look alike are alike', async () => {
    const decomposed = 'Cafe\u0301';
    const created = await t.http.post('/api/presentation').set(bearer(token)).send({ name: decomposed }).expect(201);
    const deck = await deckApi(t, token).deck(created.body.id as string);
    expect(deck.name).toBe('Caf\u00e9');
  });

  it('refuses names made only of invisible characters', async () => {
    const before = await head();
    const invisible = '\u200b\u200c\u200d\u2060\ufeff\u3164';
    const guest = await t.http.post('/api/users/create-guest').send({ firstName: invisible });
    expect(guest.status).toBe(400);
    expect(guest.body.details).toEqual([{ path: 'firstName', message: VISIBLE_NAME_MESSAGE }]);
    await t.http.post('/api/presentation').set(bearer(token)).send({ name: invisible }).expect(400);
    expect(await head()).toBe(before);
  });

  it('echoes no more than a short prefix of a huge unknown field', async () => {
    const key = 'k'.repeat(300_000);
    const response = await t.http.post('/api/presentation').set(bearer(token)).send({ name: 'x', [key]: 1, another: 2, third: 3, fourth: 4 });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body).length).toBeLessThan(2_000);
    expect(response.body.details[0].message).toMatch(/^Unknown field\(s\): k+…, another, third and 1 more$/);
  });

  it('refuses the most common passwords and whitespace-only ones with a clear message', async () => {
    const before = await head();
    for (const password of ['password', '12345678', 'Password1', 'iloveyou']) {
      const response = await t.http.post('/api/users/create-presenter').send({ email: `p-${password}@example.com`, password, firstName: 'A', lastName: 'B' });
      expect(response.status).toBe(400);
      expect(response.body.details).toEqual([{ path: 'password', message: COMMON_PASSWORD_MESSAGE }]);
    }
    const spaces = await t.http.post('/api/users/create-presenter').send({ email: 'spaces@example.com', password: '        ', firstName: 'A', lastName: 'B' });
    expect(spaces.status).toBe(400);
    expect(spaces.body.details).toEqual([{ path: 'password', message: WHITESPACE_PASSWORD_MESSAGE }]);
    expect(await head()).toBe(before);
  });
});

describe('Security headers', () => {
  let t: TestApp;

  afterEach(() => t.close());

  it('sends a CSP without inline script, nosniff, no referrer and no framing by default, on the API and its docs', async () => {
    t = await startTestApp();
    for (const path of ['/api/health', '/api/docs/', '/api/nothing-here']) {
      const response = await t.http.get(path);
      const csp = response.headers['content-security-policy'] as string;
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('lets the configured embedding hosts frame the app, and no one else', async () => {
    t = await startTestApp({ FRAME_ANCESTORS: 'https://addin.example.org https://meet.example.org' });
    const response = await t.http.get('/api/health');
    expect(response.headers['content-security-policy']).toContain('frame-ancestors https://addin.example.org https://meet.example.org');
    expect(response.headers['x-frame-options']).toBeUndefined();
  });
});
