import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../contracts/events/envelope.js';
import type { ChangePasswordRequest } from '../../../contracts/identity/commands.js';
import { BusinessRuleViolated, NotFound, ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import { refuseCommonPassword } from '../auth/common-passwords.js';
import { hashPassword, verifyPassword } from '../auth/password-hasher.js';
import { GUEST_HAS_NO_PASSWORD_MESSAGE } from '../domain/identity.decider.js';
import { IdentityRepository } from './identity-repository.js';
import { requireSelf, USER_NOT_FOUND_MESSAGE } from './log-out.js';
import { SignIns } from './sign-ins.js';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'The current password is incorrect.';

/** Changing the password ends every other sign-in of the user; the one that asked stays signed in. */
export class ChangePasswordCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly userId: string,
    readonly signInId: string,
    readonly request: ChangePasswordRequest,
  ) {
    super();
  }
}

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand, void> {
  constructor(
    private readonly identities: IdentityRepository,
    private readonly signIns: SignIns,
  ) {}

  async execute({ actor, userId, signInId, request }: ChangePasswordCommand): Promise<void> {
    const self = requireSelf(actor, userId);
    const state = await this.identities.load(self.id);
    if (state.status !== 'registered') throw new NotFound(USER_NOT_FOUND_MESSAGE);
    if (!state.passwordHash) throw new BusinessRuleViolated(GUEST_HAS_NO_PASSWORD_MESSAGE);
    if (!(await verifyPassword(request.currentPassword, state.passwordHash))) {
      throw new ValidationFailed(WRONG_CURRENT_PASSWORD_MESSAGE, [{ path: 'currentPassword', message: WRONG_CURRENT_PASSWORD_MESSAGE }]);
    }
    refuseCommonPassword(request.newPassword, 'newPassword');
    await this.signIns.run(self, { type: 'ChangePassword', passwordHash: await hashPassword(request.newPassword), keptSignInId: signInId });
  }
}
