import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AuthResponse } from '../../../contracts/identity/user-view.js';
import { Unauthorized } from '../../shared-kernel/domain/domain-errors.js';
import { SESSION_INVALID_MESSAGE } from '../auth/auth.guard.js';
import { Authenticator } from '../auth/authenticator.js';
import { TOKEN_SERVICE, TokenService } from '../auth/token-service.js';
import { IdentityRepository } from './identity-repository.js';
import { toUserView } from './user-view.js';

/** A fresh access token for the session in the cookie, while that sign-in has not ended. */
export class RefreshAccessQuery extends Query<AuthResponse> {
  constructor(readonly sessionToken: string | undefined) {
    super();
  }
}

@QueryHandler(RefreshAccessQuery)
export class RefreshAccessHandler implements IQueryHandler<RefreshAccessQuery, AuthResponse> {
  constructor(
    private readonly authenticator: Authenticator,
    private readonly identities: IdentityRepository,
    @Inject(TOKEN_SERVICE) private readonly tokens: TokenService,
  ) {}

  async execute({ sessionToken }: RefreshAccessQuery): Promise<AuthResponse> {
    const claims = sessionToken ? await this.authenticator.session(sessionToken) : null;
    if (!claims) throw new Unauthorized(SESSION_INVALID_MESSAGE);
    // Read from the stream, not the view: a session ended on another node a moment ago is refused here too.
    const state = await this.identities.load(claims.actor.id);
    if (state.status !== 'registered' || !state.signIns.has(claims.signInId)) throw new Unauthorized(SESSION_INVALID_MESSAGE);
    return { token: await this.tokens.issueAccess(claims.actor, claims.signInId), user: toUserView(state) };
  }
}
