import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { LoginRequest } from '../../../contracts/identity/commands.js';
import { Unauthorized } from '../../shared-kernel/domain/domain-errors.js';
import { decoyPasswordHash, verifyPassword } from '../auth/password-hasher.js';
import { presenterIdForEmail } from './user-id.js';
import { IdentityRepository } from './identity-repository.js';
import { SignIns, type SignedIn } from './sign-ins.js';

export const BAD_CREDENTIALS_MESSAGE = 'The email or password is incorrect.';

/** Logging in starts a sign-in (an event): the session that logging out or a password change ends. */
export class LogInCommand extends Command<SignedIn> {
  constructor(readonly request: LoginRequest) {
    super();
  }
}

@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand, SignedIn> {
  constructor(
    private readonly identities: IdentityRepository,
    private readonly signIns: SignIns,
  ) {}

  async execute({ request }: LogInCommand): Promise<SignedIn> {
    const state = await this.identities.load(presenterIdForEmail(request.email));
    const hash = state.status === 'registered' && state.passwordHash ? state.passwordHash : await decoyPasswordHash();
    const matches = await verifyPassword(request.password, hash);
    if (state.status !== 'registered' || state.isGuest || !matches) throw new Unauthorized(BAD_CREDENTIALS_MESSAGE);
    return this.signIns.start({ kind: 'user', id: state.userId });
  }
}
