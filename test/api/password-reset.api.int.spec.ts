import { userStreamId } from '../../contracts/identity/events.js';
import { RESET_LINK_EXPIRED_MESSAGE, RESET_LINK_INVALID_MESSAGE, RESET_LINK_USED_MESSAGE, TOO_MANY_RESET_REQUESTS_MESSAGE } from '../../contracts/identity/password-reset.js';
import type { Clock } from '../../services/infrastructure/commands/command-executor.js';
import { linkIn, startSmtpTestServer, type SmtpTestServer } from '../support/smtp-test-server.js';
import { bearer, registerPresenter, startTestApp, type TestApp } from './support/test-app.js';

const PUBLIC_URL = 'http://slides.example.test';
const MINUTE = 60_000;

/** The time every decision sees; a test moves it to pass a link's expiry. */
class MovableClock implements Clock {
  private at = Date.now();
  now(): Date {
    return new Date(this.at);
  }
  advance(ms: number): void {
    this.at += ms;
  }
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('Forgot password, with a real SMTP server', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  const clock = new MovableClock();

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    t = await startTestApp({ SMTP_URL: smtp.url, PUBLIC_URL, MAIL_FROM: 'LiveSlides <accounts@slides.example.test>' }, { clock });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const eventsOf = async (userId: string) => (await t.storage.eventStore.readStream(userStreamId(userId))).map((event) => ({ type: event.type, data: event.data as Record<string, unknown> }));
  const askForLink = async (email: string) => (await t.http.post('/api/auth/forgot-password').send({ email }).expect(202)).body;

  it('mails a link that sets a new password once, signs every session out, and answers an unknown email alike', async () => {
    const email = 'reset-flow@example.com';
    const { token: oldAccess, user } = await registerPresenter(t.http, { email });
    const otherDevice = await t.http.post('/api/auth/login').send({ email, password: 'correct horse battery' }).expect(200);
    const otherCookie = otherDevice.headers['set-cookie'];

    expect(await askForLink('Reset-Flow@Example.com')).toEqual({ delivery: 'smtp' });
    expect(await askForLink('nobody-here@example.com')).toEqual({ delivery: 'smtp' });

    const mail = await smtp.nextMailTo(email);
    expect(mail.from).toBe('accounts@slides.example.test');
    expect(mail.subject).toBe('Reset your LiveSlides password');
    const link = linkIn(mail, `${PUBLIC_URL}/pages/forgot-password?token=`);
    expect(mail.html).toContain('Choose a new password');

    // Follow the link: the page learns whose password it sets, then sets it.
    const token = tokenOf(link);
    expect((await t.http.post('/api/auth/reset-password/check').send({ token }).expect(200)).body).toMatchObject({ email });
    await t.http.post('/api/auth/reset-password').send({ token, newPassword: 'a brand new passphrase' }).expect(204);

    // Signed out everywhere: the old access token and the other device's session cookie are refused.
    await t.http.get('/api/users/get-profile').set(bearer(oldAccess)).expect(401);
    await t.http.post('/api/auth/refresh').set('Cookie', otherCookie).expect(401);
    // The new password signs in, the old one no longer does.
    const signedIn = await t.http.post('/api/auth/login').send({ email, password: 'a brand new passphrase' }).expect(200);
    await t.http.get('/api/users/get-profile').set(bearer(signedIn.body.token)).expect(200);
    await t.http.post('/api/auth/login').send({ email, password: 'correct horse battery' }).expect(401);

    // Single use: the same link again is refused, and changes nothing.
    const again = await t.http.post('/api/auth/reset-password').send({ token, newPassword: 'yet another passphrase' }).expect(422);
    expect(again.body).toMatchObject({ code: 'business_rule', message: RESET_LINK_USED_MESSAGE });
    expect((await t.http.post('/api/auth/reset-password/check').send({ token }).expect(422)).body.message).toBe(RESET_LINK_USED_MESSAGE);
    await t.http.post('/api/auth/login').send({ email, password: 'a brand new passphrase' }).expect(200);

    // Nothing was sent for the email without an account, and the log holds no usable secret.
    expect(smtp.received.filter((received) => received.to.includes('nobody-here@example.com'))).toEqual([]);
    const events = await eventsOf(user.id);
    expect(events.map((event) => event.type)).toEqual(expect.arrayContaining(['PasswordResetRequested', 'PasswordResetUsed', 'PasswordChanged', 'SignInEnded']));
    expect(events.filter((event) => event.type === 'SignInEnded').map((event) => event.data.reason)).toEqual(['password-reset', 'password-reset']);
    expect(JSON.stringify(events)).not.toContain(token.split('.')[1]);
  });

  it('lets a link work until just before its 60 minutes are up, then refuses it as expired and records that', async () => {
    const email = 'reset-expiry@example.com';
    const { user } = await registerPresenter(t.http, { email });
    await askForLink(email);
    const first = tokenOf(linkIn(await smtp.nextMailTo(email), PUBLIC_URL));

    clock.advance(59 * MINUTE);
    await t.http.post('/api/auth/reset-password/check').send({ token: first }).expect(200);
    clock.advance(MINUTE);
    const opened = await t.http.post('/api/auth/reset-password/check').send({ token: first }).expect(422);
    expect(opened.body.message).toBe(RESET_LINK_EXPIRED_MESSAGE);
    const used = await t.http.post('/api/auth/reset-password').send({ token: first, newPassword: 'too late a passphrase' }).expect(422);
    expect(used.body.message).toBe(RESET_LINK_EXPIRED_MESSAGE);
    await t.http.post('/api/auth/login').send({ email, password: 'correct horse battery' }).expect(200);

    // A link that expires while its form is open: the reset itself records the expiry.
    await askForLink(email);
    const second = tokenOf(linkIn(await smtp.nextMailTo(email, 1), PUBLIC_URL));
    await t.http.post('/api/auth/reset-password/check').send({ token: second }).expect(200);
    clock.advance(60 * MINUTE);
    expect((await t.http.post('/api/auth/reset-password').send({ token: second, newPassword: 'too late a passphrase' }).expect(422)).body.message).toBe(
      RESET_LINK_EXPIRED_MESSAGE,
    );

    const expired = (await eventsOf(user.id)).filter((event) => event.type === 'PasswordResetExpired');
    expect(expired.map((event) => event.data.reason)).toEqual(['expired', 'expired']);
    expect(new Set(expired.map((event) => event.data.resetId)).size).toBe(2);
  });

  it('voids an earlier link once a later one set the password', async () => {
    const email = 'reset-two-links@example.com';
    await registerPresenter(t.http, { email });
    await askForLink(email);
    await askForLink(email);
    const older = tokenOf(linkIn(await smtp.nextMailTo(email, 0), PUBLIC_URL));
    const newer = tokenOf(linkIn(await smtp.nextMailTo(email, 1), PUBLIC_URL));
    await t.http.post('/api/auth/reset-password').send({ token: newer, newPassword: 'the newest passphrase' }).expect(204);
    expect((await t.http.post('/api/auth/reset-password').send({ token: older, newPassword: 'an older passphrase' }).expect(422)).body.message).toBe(
      RESET_LINK_EXPIRED_MESSAGE,
    );
  });

  it('keeps the password rules and refuses forged or malformed links without changing anything', async () => {
    const email = 'reset-rules@example.com';
    const { user } = await registerPresenter(t.http, { email });
    await askForLink(email);
    const token = tokenOf(linkIn(await smtp.nextMailTo(email), PUBLIC_URL));

    const short = await t.http.post('/api/auth/reset-password').send({ token, newPassword: 'short' }).expect(400);
    expect(short.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'newPassword' })]));
    const common = await t.http.post('/api/auth/reset-password').send({ token, newPassword: 'password123' }).expect(400);
    expect(common.body.details).toEqual([expect.objectContaining({ path: 'newPassword' })]);

    const forged = `${user.id}.${'A'.repeat(43)}`;
    expect((await t.http.post('/api/auth/reset-password').send({ token: forged, newPassword: 'a fine passphrase' }).expect(422)).body.message).toBe(
      RESET_LINK_INVALID_MESSAGE,
    );
    const unknownUser = `00000000-0000-5000-8000-000000000000.${token.split('.')[1]}`;
    await t.http.post('/api/auth/reset-password/check').send({ token: unknownUser }).expect(422);
    const malformed = await t.http.post('/api/auth/reset-password/check').send({ token: 'not-a-token' }).expect(400);
    expect(malformed.body.details).toEqual([expect.objectContaining({ path: 'token', message: RESET_LINK_INVALID_MESSAGE })]);
    await t.http.post('/api/auth/login').send({ email, password: 'correct horse battery' }).expect(200);
    // The link still works after all those refusals.
    await t.http.post('/api/auth/reset-password').send({ token, newPassword: 'a fine passphrase' }).expect(204);
  });
});

describe('Forgot password limits and delivery', () => {
  it('limits requests per email (5 an hour) and per address (10 an hour), counting emails without accounts too', async () => {
    const t = await startTestApp({ RATE_LIMIT_PASSWORD_RESETS_PER_ADDRESS: '' });
    try {
      for (let index = 0; index < 5; index++) await t.http.post('/api/auth/forgot-password').send({ email: 'flood@example.com' }).expect(202);
      const perEmail = await t.http.post('/api/auth/forgot-password').send({ email: 'FLOOD@example.com' }).expect(429);
      expect(perEmail.body.message).toBe(TOO_MANY_RESET_REQUESTS_MESSAGE);
      expect(Number(perEmail.headers['retry-after'])).toBeGreaterThan(0);
      for (let index = 0; index < 4; index++) await t.http.post('/api/auth/forgot-password').send({ email: `other-${index}@example.com` }).expect(202);
      const perAddress = await t.http.post('/api/auth/forgot-password').send({ email: 'fresh@example.com' }).expect(429);
      expect(perAddress.body.message).toBe(TOO_MANY_RESET_REQUESTS_MESSAGE);
    } finally {
      await t.close();
    }
  });

  it('says the link goes to the server log when no SMTP server is configured', async () => {
    const t = await startTestApp();
    try {
      expect((await t.http.post('/api/auth/forgot-password').send({ email: 'no-smtp@example.com' }).expect(202)).body).toEqual({ delivery: 'server-log' });
    } finally {
      await t.close();
    }
  });
});
