import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Actor } from '../../../contracts/events/envelope.js';

/** An access token outlives a revocation by at most the feed's delay; a short one bounds what a leaked copy can do. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;
/** Spec doc 1 §4: the login cookie lasts 365 days; it carries the revocable session. */
export const SESSION_LIFETIME_SECONDS = 365 * 24 * 60 * 60;
/** An audience member's token admits them to one live session, which ends within a day. */
export const AUDIENCE_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

const ALGORITHM = 'HS256';
const ISSUER = 'liveslides';

/** What a token is for: each is verified only for its own use, so a session cookie is never an access token. */
export type TokenUse = 'access' | 'session' | 'audience';

export interface PresenterClaims {
  readonly use: 'access' | 'session';
  readonly actor: Actor & { kind: 'user' | 'guest' };
  /** The sign-in (revocable session) the token belongs to. */
  readonly signInId: string;
  readonly expiresAtMs: number;
}

export interface AudienceClaims {
  readonly use: 'audience';
  readonly actor: Actor & { kind: 'audience' };
  /** The live session the token admits its holder to. */
  readonly sessionId: string;
  readonly expiresAtMs: number;
}

export type TokenClaims = PresenterClaims | AudienceClaims;

/** Tokens verified once are remembered, so a reconnect storm checks each by a lookup rather than an HMAC. */
const VERIFIED_CACHE_SIZE = 50_000;

/**
 * Signed JWTs (HS256, via jose). Verification checks the signature, the issuer, the algorithm, the expiry and
 * the claims' shape; revocation is the caller's next step (SignInRevocations). A token string that verified
 * once is kept in a bounded cache with its claims, so only its expiry is checked again.
 */
export class TokenService {
  /** Imported once: verifying with a key object skips jose's import of raw bytes on every token. */
  private readonly key: Promise<CryptoKey>;
  private readonly verified = new LRUCache<string, TokenClaims>({ max: VERIFIED_CACHE_SIZE });

  constructor(
    secret: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    if (secret.length < 32) throw new Error('The token secret must be at least 32 characters');
    this.key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  }

  issueAccess(actor: PresenterClaims['actor'], signInId: string): Promise<string> {
    return this.issue({ use: 'access', actor, signInId, expiresAtMs: this.expiry(ACCESS_TOKEN_LIFETIME_SECONDS) });
  }

  issueSession(actor: PresenterClaims['actor'], signInId: string, expiresAtMs: number): Promise<string> {
    return this.issue({ use: 'session', actor, signInId, expiresAtMs });
  }

  issueAudience(audienceId: string, sessionId: string): Promise<string> {
    return this.issue({ use: 'audience', actor: { kind: 'audience', id: audienceId }, sessionId, expiresAtMs: this.expiry(AUDIENCE_TOKEN_LIFETIME_SECONDS) });
  }

  /** When a session starting now ends. */
  sessionExpiry(): number {
    return this.expiry(SESSION_LIFETIME_SECONDS);
  }

  /** The token's claims when it is well-formed, signed here, unexpired and made for one of `uses`; otherwise null. */
  async verify(token: string, uses: readonly TokenUse[]): Promise<TokenClaims | null> {
    const claims = this.verified.get(token) ?? (await this.verifySignature(token));
    if (!claims || claims.expiresAtMs <= this.now().getTime() || !uses.includes(claims.use)) return null;
    return claims;
  }

  private async issue(claims: TokenClaims): Promise<string> {
    const payload: JWTPayload =
      claims.use === 'audience'
        ? { use: claims.use, kind: claims.actor.kind, lsid: claims.sessionId }
        : { use: claims.use, kind: claims.actor.kind, sid: claims.signInId };
    const token = await new SignJWT(payload)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setIssuer(ISSUER)
      .setSubject(claims.actor.id)
      .setIssuedAt(Math.floor(this.now().getTime() / 1000))
      .setExpirationTime(Math.floor(claims.expiresAtMs / 1000))
      .sign(await this.key);
    this.verified.set(token, { ...claims, expiresAtMs: Math.floor(claims.expiresAtMs / 1000) * 1000 });
    return token;
  }

  private async verifySignature(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        requiredClaims: ['sub', 'exp', 'iat'],
        currentDate: this.now(),
      });
      const claims = claimsOf(payload);
      if (claims) this.verified.set(token, claims);
      return claims;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }

  private expiry(lifetimeSeconds: number): number {
    return this.now().getTime() + lifetimeSeconds * 1000;
  }
}

function claimsOf(payload: JWTPayload): TokenClaims | null {
  const { sub, exp, use, kind } = payload;
  if (typeof sub !== 'string' || sub === '' || typeof exp !== 'number') return null;
  const expiresAtMs = exp * 1000;
  if ((use === 'access' || use === 'session') && (kind === 'user' || kind === 'guest') && typeof payload.sid === 'string') {
    return { use, actor: { kind, id: sub }, signInId: payload.sid, expiresAtMs };
  }
  if (use === 'audience' && kind === 'audience' && typeof payload.lsid === 'string') {
    return { use, actor: { kind, id: sub }, sessionId: payload.lsid, expiresAtMs };
  }
  return null;
}

export const TOKEN_SERVICE = Symbol('TokenService');
