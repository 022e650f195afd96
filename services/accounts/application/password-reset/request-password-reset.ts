import { Inject, Logger } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { Actor } from '../../../../contracts/events/envelope.js';
import { normalizeEmail } from '../../../../contracts/identity/email.js';
import { TOO_MANY_RESET_REQUESTS_MESSAGE, type ForgotPasswordResponse } from '../../../../contracts/identity/password-reset.js';
import { APP_CONFIG, type AppConfig } from '../../../infrastructure/config/app-config.js';
import { MAILER, type Mailer } from '../../../infrastructure/mail/mail.port.js';
import type { RateLimit } from '../../../infrastructure/rate-limits/rate-limit.js';
import { RateLimits } from '../../../infrastructure/rate-limits/rate-limits.js';
import { newResetToken } from '../../auth/reset-tokens.js';
import { presenterIdForEmail } from '../user-id.js';
import { IdentityRepository } from '../identity-repository.js';
import { SignIns } from '../sign-ins.js';
import { passwordResetEmail, resetLink } from './password-reset-email.js';

/** Nobody is signed in when they forgot their password: the request is recorded as the app's own act. */
export const FORGOT_PASSWORD_ACTOR: Actor = { kind: 'system', id: 'forgot-password' };

const logger = new Logger('PasswordReset');

export class RequestPasswordResetCommand extends Command<ForgotPasswordResponse> {
  constructor(
    readonly email: string,
    readonly address: string,
  ) {
    super();
  }
}

/**
 * Mails a single-use link to a presenter with this email. The answer is the same whether or not one exists
 * (it names only where mail goes), and both budgets count every request, so neither says which emails have
 * accounts. The email is sent after answering: a slow or failing mail server neither delays nor changes it.
 */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand, ForgotPasswordResponse> {
  private readonly perAddress: RateLimit;
  private readonly perAccount: RateLimit;

  constructor(
    private readonly identities: IdentityRepository,
    private readonly signIns: SignIns,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    limits: RateLimits,
  ) {
    this.perAddress = limits.shared('passwordResetsPerAddress', TOO_MANY_RESET_REQUESTS_MESSAGE);
    this.perAccount = limits.shared('passwordResetsPerAccount', TOO_MANY_RESET_REQUESTS_MESSAGE);
  }

  async execute({ email, address }: RequestPasswordResetCommand): Promise<ForgotPasswordResponse> {
    const account = normalizeEmail(email);
    await this.perAddress.take(address);
    await this.perAccount.take(account);
    const userId = presenterIdForEmail(account);
    const state = await this.identities.load(userId);
    if (state.status === 'registered' && !state.isGuest && state.email) {
      const { token, tokenHash } = newResetToken(userId);
      const { events } = await this.signIns.runOn(userId, FORGOT_PASSWORD_ACTOR, { type: 'RequestPasswordReset', resetId: randomUUID(), tokenHash });
      if (events.length > 0) this.mail(state.email, state.firstName, token);
    }
    return { delivery: this.mailer.delivery };
  }

  private mail(to: string, firstName: string, token: string): void {
    this.mailer.send(passwordResetEmail(to, firstName, resetLink(this.config.publicUrl, token))).catch((error: unknown) => {
      logger.error(`The password reset email could not be sent: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
}
