import { describe, expect, it, jest } from '@jest/globals';
import { AccessTokens, tokenExpiry } from './access-token.js';

/** An unsigned JWT-shaped token: the client only reads its expiry. */
const tokenExpiringAt = (ms: number) => `h.${btoa(JSON.stringify({ exp: ms / 1000 })).replace(/=+$/, '')}.s`;

describe('AccessTokens', () => {
  const now = Date.parse('2026-05-01T10:00:00Z');

  it('reads the expiry of a JWT and nothing from other strings', () => {
    expect(tokenExpiry(tokenExpiringAt(now))).toBe(now);
    expect(tokenExpiry('token-1')).toBeNull();
  });

  it('sends the stored token while it has more than a minute left, and renews it (once for concurrent calls) after', async () => {
    let stored = tokenExpiringAt(now + 120_000);
    const renew = jest.fn(async () => {
      stored = tokenExpiringAt(now + 15 * 60_000);
      return stored;
    });
    let clock = now;
    const tokens = new AccessTokens(() => stored, renew, () => clock);
    const first = stored;
    await expect(tokens.current()).resolves.toBe(first);
    clock = now + 61_000;
    const [a, b] = await Promise.all([tokens.current(), tokens.current()]);
    expect(a).toBe(stored);
    expect(b).toBe(stored);
    expect(a).not.toBe(first);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('answers null when signed out, and a renewal that fails as null', async () => {
    await expect(new AccessTokens(() => null, async () => 'x').current()).resolves.toBeNull();
    await expect(new AccessTokens(() => 'token-1', async () => Promise.reject(new Error('401'))).renew()).resolves.toBeNull();
  });
});
