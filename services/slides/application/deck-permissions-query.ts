import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DeckPermissions } from '../../../contracts/deck/permissions.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import { presentationStreamId } from '../../../contracts/presentations/constants.js';
import { CommandExecutor } from '../../infrastructure/commands/command-executor.js';
import { GetPresentationQuery } from '../../presentations/application/presentation-queries.js';
import { deckDecider } from '../domain/deck-decider.js';
import { editRefusal } from '../domain/deck-guards.js';

/** Issue 24: whether the caller's edits to a deck they may open would be accepted (the editor hides what would fail). */
export class GetDeckPermissionsQuery extends Query<DeckPermissions> {
  constructor(
    readonly actor: Actor,
    readonly presentationId: string,
  ) {
    super();
  }
}

@QueryHandler(GetDeckPermissionsQuery)
export class GetDeckPermissionsHandler implements IQueryHandler<GetDeckPermissionsQuery, DeckPermissions> {
  constructor(
    private readonly queries: QueryBus,
    private readonly executor: CommandExecutor,
  ) {}

  async execute({ actor, presentationId }: GetDeckPermissionsQuery): Promise<DeckPermissions> {
    // Whoever cannot open the deck hears 404, exactly as for the deck itself.
    await this.queries.execute(new GetPresentationQuery(actor, presentationId));
    const state = await this.executor.currentState(presentationStreamId(presentationId), deckDecider);
    return { presentationId, canEdit: editRefusal(state, actor) === null };
  }
}
