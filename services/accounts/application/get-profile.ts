import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../contracts/events/envelope.js';
import type { UserView } from '../../../contracts/identity/user-view.js';
import { Unauthorized } from '../../shared-kernel/domain/domain-errors.js';
import { IdentityRepository } from './identity-repository.js';
import { toUserView } from './user-view.js';

export class GetProfileQuery extends Query<UserView> {
  constructor(readonly actor: Actor) {
    super();
  }
}

@QueryHandler(GetProfileQuery)
export class GetProfileHandler implements IQueryHandler<GetProfileQuery, UserView> {
  constructor(private readonly identities: IdentityRepository) {}

  async execute({ actor }: GetProfileQuery): Promise<UserView> {
    const state = await this.identities.load(actor.id);
    // A valid signature for a user that does not exist (e.g. a wiped data directory) is still no session.
    if (state.status !== 'registered') throw new Unauthorized('Your session is no longer valid. Please sign in again.');
    return toUserView(state);
  }
}
