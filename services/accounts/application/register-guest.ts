import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { userStreamId } from '../../../contracts/identity/events.js';
import type { AuthResponse } from '../../../contracts/identity/user-view.js';
import { CommandExecutor } from '../../infrastructure/commands/command-executor.js';
import { TOKEN_SERVICE, TokenService } from '../auth/token-service.js';
import { identityDecider } from '../domain/identity.decider.js';
import { toUserView } from './user-view.js';

export const DEFAULT_GUEST_NAME = 'Guest';

export class RegisterGuestCommand extends Command<AuthResponse> {
  constructor(readonly firstName: string | undefined) {
    super();
  }
}

@CommandHandler(RegisterGuestCommand)
export class RegisterGuestHandler implements ICommandHandler<RegisterGuestCommand, AuthResponse> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(TOKEN_SERVICE) private readonly tokens: TokenService,
  ) {}

  async execute({ firstName }: RegisterGuestCommand): Promise<AuthResponse> {
    const userId = randomUUID();
    const result = await this.executor.execute({
      streamId: userStreamId(userId),
      decider: identityDecider,
      actor: { kind: 'guest', id: userId },
      command: { type: 'RegisterGuest', userId, firstName: firstName ?? DEFAULT_GUEST_NAME },
    });
    if (result.state.status !== 'registered') throw new Error('Registration produced no guest');
    return { token: this.tokens.issue({ kind: 'guest', id: userId }), user: toUserView(result.state) };
  }
}
