import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Actor } from '../../../contracts/events/envelope.js';

/** Spec doc 1 §4: the login cookie lasts 365 days; the token lasts as long. */
const TOKEN_LIFETIME_SECONDS = 365 * 24 * 60 * 60;

interface TokenPayload {
  sub: string;
  kind: Actor['kind'];
  /** Audience tokens are for one live session. */
  sid?: string;
  iat: number;
  exp: number;
}

export interface TokenClaims {
  readonly actor: Actor;
  readonly sessionId?: string;
}

/** Signed bearer tokens (HMAC-SHA256 over a JSON payload, JWT-compatible layout). */
export class TokenService {
  constructor(
    private readonly secret: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    if (secret.length < 32) throw new Error('The token secret must be at least 32 characters');
  }

  issue(actor: Actor, sessionId?: string): string {
    const iat = Math.floor(this.now().getTime() / 1000);
    const header = encode({ alg: 'HS256', typ: 'JWT' });
    const claims: TokenPayload = { sub: actor.id, kind: actor.kind, ...(sessionId ? { sid: sessionId } : {}), iat, exp: iat + TOKEN_LIFETIME_SECONDS };
    const payload = encode(claims);
    return `${header}.${payload}.${this.sign(`${header}.${payload}`)}`;
  }

  /** The actor a token stands for, or null when it is malformed, forged or expired. */
  verify(token: string): Actor | null {
    return this.verifyClaims(token)?.actor ?? null;
  }

  verifyClaims(token: string): TokenClaims | null {
    const [header, payload, signature] = token.split('.');
    if (!header || !payload || !signature) return null;
    const expected = Buffer.from(this.sign(`${header}.${payload}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<TokenPayload>;
      if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
      if (claims.kind !== 'user' && claims.kind !== 'guest' && claims.kind !== 'audience') return null;
      if (claims.exp * 1000 <= this.now().getTime()) return null;
      return { actor: { kind: claims.kind, id: claims.sub }, ...(typeof claims.sid === 'string' ? { sessionId: claims.sid } : {}) };
    } catch {
      return null;
    }
  }

  private sign(input: string): string {
    return createHmac('sha256', this.secret).update(input).digest('base64url');
  }
}

function encode(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export const TOKEN_SERVICE = Symbol('TokenService');
