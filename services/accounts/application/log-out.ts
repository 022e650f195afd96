import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../contracts/events/envelope.js';
import { NotFound } from '../../shared-kernel/domain/domain-errors.js';
import type { PresenterClaims } from '../auth/token-service.js';
import { SignIns } from './sign-ins.js';

export const USER_NOT_FOUND_MESSAGE = 'User not found';

/** Someone else's user id answers as an unknown one. */
export function requireSelf(actor: Actor, userId: string): PresenterClaims['actor'] {
  if ((actor.kind !== 'user' && actor.kind !== 'guest') || actor.id !== userId) throw new NotFound(USER_NOT_FOUND_MESSAGE);
  return { kind: actor.kind, id: actor.id };
}

/** Spec doc 1 §7: POST /api/users/{userId}/logout ends the sign-in the request's token belongs to. */
export class LogOutCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly userId: string,
    readonly signInId: string,
  ) {
    super();
  }
}

@CommandHandler(LogOutCommand)
export class LogOutHandler implements ICommandHandler<LogOutCommand, void> {
  constructor(private readonly signIns: SignIns) {}

  async execute({ actor, userId, signInId }: LogOutCommand): Promise<void> {
    await this.signIns.end(requireSelf(actor, userId), signInId);
  }
}
