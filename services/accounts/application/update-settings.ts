import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../contracts/events/envelope.js';
import type { RememberSettings, UserSetting } from '../../../contracts/identity/remembered-settings.js';
import type { UserView } from '../../../contracts/identity/user-view.js';
import { NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { requireSelf, USER_NOT_FOUND_MESSAGE } from './log-out.js';
import { SignIns } from './sign-ins.js';
import { toUserView } from './user-view.js';

/** Spec doc 1 §7: PUT /api/users/update-settings stores the caller's rememberSettings (guests too: they may edit decks). */
export class RememberSettingsCommand extends Command<UserView> {
  constructor(
    readonly actor: Actor,
    readonly rememberSettings: RememberSettings,
  ) {
    super();
  }
}

/** Spec doc 1 §7: PATCH /api/user-setting stores the caller's userSetting. */
export class UpdateUserSettingCommand extends Command<UserView> {
  constructor(
    readonly actor: Actor,
    readonly userSetting: UserSetting,
  ) {
    super();
  }
}

@CommandHandler(RememberSettingsCommand)
export class RememberSettingsHandler implements ICommandHandler<RememberSettingsCommand, UserView> {
  constructor(private readonly signIns: SignIns) {}

  async execute({ actor, rememberSettings }: RememberSettingsCommand): Promise<UserView> {
    const state = await this.signIns.run(requireSelf(actor, actor.id), { type: 'RememberSettings', rememberSettings });
    if (state.status !== 'registered') throw new NotFound(USER_NOT_FOUND_MESSAGE);
    return toUserView(state);
  }
}

@CommandHandler(UpdateUserSettingCommand)
export class UpdateUserSettingHandler implements ICommandHandler<UpdateUserSettingCommand, UserView> {
  constructor(private readonly signIns: SignIns) {}

  async execute({ actor, userSetting }: UpdateUserSettingCommand): Promise<UserView> {
    const state = await this.signIns.run(requireSelf(actor, actor.id), { type: 'UpdateUserSetting', userSetting });
    if (state.status !== 'registered') throw new NotFound(USER_NOT_FOUND_MESSAGE);
    return toUserView(state);
  }
}
