import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CreatePresenterRequest } from '../../../contracts/identity/commands.js';
import { normalizeEmail } from '../../../contracts/identity/email.js';
import { userStreamId } from '../../../contracts/identity/events.js';
import type { AuthResponse } from '../../../contracts/identity/user-view.js';
import { CommandExecutor } from '../../infrastructure/commands/command-executor.js';
import { APP_CONFIG, type AppConfig } from '../../infrastructure/config/app-config.js';
import { ValidationFailed } from '../../infrastructure/errors/domain-errors.js';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../auth/common-passwords.js';
import { hashPassword } from '../auth/password-hasher.js';
import { TOKEN_SERVICE, TokenService } from '../auth/token-service.js';
import { identityDecider } from '../domain/identity.decider.js';
import { presenterIdForEmail } from '../domain/user-id.js';
import { toUserView } from './user-view.js';

export class RegisterPresenterCommand extends Command<AuthResponse> {
  constructor(readonly request: CreatePresenterRequest) {
    super();
  }
}

@CommandHandler(RegisterPresenterCommand)
export class RegisterPresenterHandler implements ICommandHandler<RegisterPresenterCommand, AuthResponse> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(TOKEN_SERVICE) private readonly tokens: TokenService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ request }: RegisterPresenterCommand): Promise<AuthResponse> {
    if (isCommonPassword(request.password)) {
      throw new ValidationFailed(`password: ${COMMON_PASSWORD_MESSAGE}`, [{ path: 'password', message: COMMON_PASSWORD_MESSAGE }]);
    }
    const email = normalizeEmail(request.email);
    const userId = presenterIdForEmail(email);
    const passwordHash = await hashPassword(request.password);
    const result = await this.executor.execute({
      streamId: userStreamId(userId),
      decider: identityDecider,
      actor: { kind: 'user', id: userId },
      command: {
        type: 'RegisterPresenter',
        userId,
        email,
        passwordHash,
        firstName: request.firstName,
        lastName: request.lastName,
        plan: this.config.defaultPlan,
      },
    });
    if (result.state.status !== 'registered') throw new Error('Registration produced no user');
    return { token: this.tokens.issue({ kind: 'user', id: userId }), user: toUserView(result.state) };
  }
}
