import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ResetPasswordRequest } from '../../../../contracts/identity/password-reset.js';
import { refuseCommonPassword } from '../../auth/common-passwords.js';
import { hashPassword } from '../../auth/password-hasher.js';
import { parseResetToken } from '../../auth/reset-tokens.js';
import { IdentityRepository } from '../identity-repository.js';
import { SignIns } from '../sign-ins.js';
import { refuseUnusableLink } from './reset-link-outcome.js';

/** A link sets a new password (the registration rules apply) and signs the account out everywhere. */
export class ResetPasswordCommand extends Command<void> {
  constructor(readonly request: ResetPasswordRequest) {
    super();
  }
}

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand, void> {
  constructor(
    private readonly identities: IdentityRepository,
    private readonly signIns: SignIns,
  ) {}

  async execute({ request }: ResetPasswordCommand): Promise<void> {
    const { userId, tokenHash } = parseResetToken(request.token);
    // Refused before the slow password hash: only a link that may still work costs one.
    refuseUnusableLink(await this.identities.load(userId), tokenHash, []);
    refuseCommonPassword(request.newPassword, 'newPassword');
    const passwordHash = await hashPassword(request.newPassword);
    const { state, events } = await this.signIns.runOn(userId, { kind: 'user', id: userId }, { type: 'ResetPassword', tokenHash, passwordHash });
    if (!events.some((event) => event.type === 'PasswordResetUsed')) refuseUnusableLink(state, tokenHash, events);
  }
}
