import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ResetLinkResponse } from '../../../../contracts/identity/password-reset.js';
import { parseResetToken } from '../../auth/reset-tokens.js';
import { SignIns } from '../sign-ins.js';
import { FORGOT_PASSWORD_ACTOR } from './request-password-reset.js';
import { refuseUnusableLink } from './reset-link-outcome.js';

/** Opening a link: one still in time names its account; one past its expiry is recorded as expired and refused. */
export class CheckResetLinkCommand extends Command<ResetLinkResponse> {
  constructor(readonly token: string) {
    super();
  }
}

@CommandHandler(CheckResetLinkCommand)
export class CheckResetLinkHandler implements ICommandHandler<CheckResetLinkCommand, ResetLinkResponse> {
  constructor(private readonly signIns: SignIns) {}

  async execute({ token }: CheckResetLinkCommand): Promise<ResetLinkResponse> {
    const { userId, tokenHash } = parseResetToken(token);
    const { state, events } = await this.signIns.runOn(userId, FORGOT_PASSWORD_ACTOR, { type: 'ExpirePasswordReset', tokenHash });
    refuseUnusableLink(state, tokenHash, events);
    if (state.status !== 'registered' || !state.email) throw new Error('A pending reset link on an account without an email');
    return { email: state.email, expiresAt: state.passwordResets.get(tokenHash)!.expiresAt };
  }
}
