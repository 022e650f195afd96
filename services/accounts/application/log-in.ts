import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { LoginRequest } from '../../../contracts/identity/commands.js';
import type { AuthResponse } from '../../../contracts/identity/user-view.js';
import { Unauthorized } from '../../shared-kernel/domain/domain-errors.js';
import { decoyPasswordHash, verifyPassword } from '../auth/password-hasher.js';
import { TOKEN_SERVICE, TokenService } from '../auth/token-service.js';
import { presenterIdForEmail } from './user-id.js';
import { IdentityRepository } from './identity-repository.js';
import { toUserView } from './user-view.js';

export const BAD_CREDENTIALS_MESSAGE = 'The email or password is incorrect.';

/** Logging in changes nothing, so it is a query that issues a token. */
export class LogInQuery extends Query<AuthResponse> {
  constructor(readonly request: LoginRequest) {
    super();
  }
}

@QueryHandler(LogInQuery)
export class LogInHandler implements IQueryHandler<LogInQuery, AuthResponse> {
  constructor(
    private readonly identities: IdentityRepository,
    @Inject(TOKEN_SERVICE) private readonly tokens: TokenService,
  ) {}

  async execute({ request }: LogInQuery): Promise<AuthResponse> {
    const state = await this.identities.load(presenterIdForEmail(request.email));
    const hash = state.status === 'registered' && state.passwordHash ? state.passwordHash : await decoyPasswordHash();
    const matches = await verifyPassword(request.password, hash);
    if (state.status !== 'registered' || state.isGuest || !matches) throw new Unauthorized(BAD_CREDENTIALS_MESSAGE);
    return { token: this.tokens.issue({ kind: 'user', id: state.userId }), user: toUserView(state) };
  }
}
