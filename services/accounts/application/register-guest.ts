import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { userStreamId } from '../../../contracts/identity/events.js';
import { CommandExecutor } from '../../infrastructure/commands/command-executor.js';
import { identityDecider } from '../domain/identity.decider.js';
import { SignIns, type SignedIn } from './sign-ins.js';

export const DEFAULT_GUEST_NAME = 'Guest';

export class RegisterGuestCommand extends Command<SignedIn> {
  constructor(readonly firstName: string | undefined) {
    super();
  }
}

@CommandHandler(RegisterGuestCommand)
export class RegisterGuestHandler implements ICommandHandler<RegisterGuestCommand, SignedIn> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly signIns: SignIns,
  ) {}

  async execute({ firstName }: RegisterGuestCommand): Promise<SignedIn> {
    const userId = randomUUID();
    const result = await this.executor.execute({
      streamId: userStreamId(userId),
      decider: identityDecider,
      actor: { kind: 'guest', id: userId },
      command: { type: 'RegisterGuest', userId, firstName: firstName ?? DEFAULT_GUEST_NAME },
    });
    if (result.state.status !== 'registered') throw new Error('Registration produced no guest');
    return this.signIns.start({ kind: 'guest', id: userId });
  }
}
