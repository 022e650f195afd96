import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CreatePresenterRequest } from '../../../contracts/identity/commands.js';
import { normalizeEmail } from '../../../contracts/identity/email.js';
import { APP_CONFIG, type AppConfig } from '../../infrastructure/config/app-config.js';
import { refuseCommonPassword } from '../auth/common-passwords.js';
import { hashPassword } from '../auth/password-hasher.js';
import { presenterIdForEmail } from './user-id.js';
import { SignIns, type SignedIn } from './sign-ins.js';

export class RegisterPresenterCommand extends Command<SignedIn> {
  constructor(readonly request: CreatePresenterRequest) {
    super();
  }
}

@CommandHandler(RegisterPresenterCommand)
export class RegisterPresenterHandler implements ICommandHandler<RegisterPresenterCommand, SignedIn> {
  constructor(
    private readonly signIns: SignIns,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ request }: RegisterPresenterCommand): Promise<SignedIn> {
    refuseCommonPassword(request.password, 'password');
    const email = normalizeEmail(request.email);
    const userId = presenterIdForEmail(email);
    const passwordHash = await hashPassword(request.password);
    return this.signIns.start({ kind: 'user', id: userId }, (signIn) => ({
      type: 'RegisterPresenter',
      userId,
      email,
      passwordHash,
      firstName: request.firstName,
      lastName: request.lastName,
      plan: this.config.defaultPlan,
      signIn,
    }));
  }
}
