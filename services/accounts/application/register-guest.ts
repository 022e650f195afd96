import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { SignIns, type SignedIn } from './sign-ins.js';

export const DEFAULT_GUEST_NAME = 'Guest';

export class RegisterGuestCommand extends Command<SignedIn> {
  constructor(readonly firstName: string | undefined) {
    super();
  }
}

@CommandHandler(RegisterGuestCommand)
export class RegisterGuestHandler implements ICommandHandler<RegisterGuestCommand, SignedIn> {
  constructor(private readonly signIns: SignIns) {}

  async execute({ firstName }: RegisterGuestCommand): Promise<SignedIn> {
    const userId = randomUUID();
    return this.signIns.start({ kind: 'guest', id: userId }, (signIn) => ({ type: 'RegisterGuest', userId, firstName: firstName ?? DEFAULT_GUEST_NAME, signIn }));
  }
}
