import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../contracts/events/envelope.js';
import type { UpdateUserRequest } from '../../../contracts/identity/personal-information.js';
import type { UserView } from '../../../contracts/identity/user-view.js';
import { NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { requireSelf, USER_NOT_FOUND_MESSAGE } from './log-out.js';
import { SignIns } from './sign-ins.js';
import { toUserView } from './user-view.js';

/** Spec doc 1 §7: PATCH /api/users/{userId}: names and personalInformation; only the user themself. */
export class UpdateProfileCommand extends Command<UserView> {
  constructor(
    readonly actor: Actor,
    readonly userId: string,
    readonly request: UpdateUserRequest,
  ) {
    super();
  }
}

@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand, UserView> {
  constructor(private readonly signIns: SignIns) {}

  async execute({ actor, userId, request }: UpdateProfileCommand): Promise<UserView> {
    const state = await this.signIns.run(requireSelf(actor, userId), { type: 'UpdateProfile', request });
    if (state.status !== 'registered') throw new NotFound(USER_NOT_FOUND_MESSAGE);
    return toUserView(state);
  }
}
