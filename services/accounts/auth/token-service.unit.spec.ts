import { ACCESS_TOKEN_LIFETIME_SECONDS, AUDIENCE_TOKEN_LIFETIME_SECONDS, TokenService } from './token-service.js';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';

function clockAt(start: string) {
  let now = new Date(start);
  return { now: () => now, advanceSeconds: (seconds: number) => (now = new Date(now.getTime() + seconds * 1000)) };
}

describe('TokenService (jose, HS256)', () => {
  const presenter = { kind: 'user' as const, id: 'u-1' };

  it('verifies an access token for its use until it expires, on a fresh node too', async () => {
    const clock = clockAt('2026-01-01T00:00:00Z');
    const token = await new TokenService(SECRET, clock.now).issueAccess(presenter, 'sign-in-1');
    const otherNode = new TokenService(SECRET, clock.now);
    await expect(otherNode.verify(token, ['access'])).resolves.toMatchObject({ use: 'access', actor: presenter, signInId: 'sign-in-1' });
    await expect(otherNode.verify(token, ['session', 'audience'])).resolves.toBeNull();
    clock.advanceSeconds(ACCESS_TOKEN_LIFETIME_SECONDS);
    await expect(otherNode.verify(token, ['access'])).resolves.toBeNull();
  });

  it('expires an audience token after its lifetime and keeps its live session', async () => {
    const clock = clockAt('2026-01-01T00:00:00Z');
    const tokens = new TokenService(SECRET, clock.now);
    const token = await tokens.issueAudience('a-1', 'session-1');
    await expect(tokens.verify(token, ['audience'])).resolves.toMatchObject({ actor: { kind: 'audience', id: 'a-1' }, sessionId: 'session-1' });
    clock.advanceSeconds(AUDIENCE_TOKEN_LIFETIME_SECONDS);
    await expect(tokens.verify(token, ['audience'])).resolves.toBeNull();
  });

  it('refuses an extra segment, a forged signature, another secret, alg none and garbage', async () => {
    const clock = clockAt('2026-01-01T00:00:00Z');
    const tokens = new TokenService(SECRET, clock.now);
    const token = await tokens.issueAccess(presenter, 'sign-in-1');
    const [header, payload] = token.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const otherSecret = await new TokenService(`${SECRET}-other`, clock.now).issueAccess(presenter, 'sign-in-1');
    for (const bad of [`${token}.x`, `${header}.${payload}.AAAA`, otherSecret, unsigned, 'not.a.token', '']) {
      await expect(tokens.verify(bad, ['access'])).resolves.toBeNull();
    }
  });
});
