import { Inject, Injectable } from '@nestjs/common';
import type { SocketIdentity } from '../../infrastructure/realtime/authenticated-io.adapter.js';
import { SignInRevocations } from './sign-in-revocations.js';
import { TOKEN_SERVICE, TokenService, type PresenterClaims, type TokenUse } from './token-service.js';

/** Who a token stands for, once its signature, expiry, use and (for presenters) sign-in are all still good. */
@Injectable()
export class Authenticator {
  constructor(
    @Inject(TOKEN_SERVICE) private readonly tokens: TokenService,
    private readonly revocations: SignInRevocations,
  ) {}

  /** A presenter's or guest's bearer token on HTTP. */
  access(token: string): Promise<PresenterClaims | null> {
    return this.presenter(token, 'access');
  }

  /** The session cookie, exchanged for a fresh access token. */
  session(token: string): Promise<PresenterClaims | null> {
    return this.presenter(token, 'session');
  }

  /** A socket's handshake token: a presenter's access token or an audience member's token. */
  async socket(token: string): Promise<SocketIdentity | null> {
    const claims = await this.tokens.verify(token, ['access', 'audience']);
    if (!claims) return null;
    if (claims.use === 'audience') return { actor: claims.actor, sessionId: claims.sessionId };
    if (await this.revocations.isEnded(claims.actor.id, claims.signInId)) return null;
    return { actor: claims.actor, signInId: claims.signInId };
  }

  private async presenter(token: string, use: Extract<TokenUse, 'access' | 'session'>): Promise<PresenterClaims | null> {
    const claims = await this.tokens.verify(token, [use]);
    if (!claims || claims.use === 'audience' || (await this.revocations.isEnded(claims.actor.id, claims.signInId))) return null;
    return claims;
  }
}
