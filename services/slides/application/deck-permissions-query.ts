import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DeckPermissions } from '../../../contracts/deck/permissions.js';
import type { Actor } from '../../../contracts/events/envelope.js';
import { presentationStreamId } from '../../../contracts/presentations/constants.js';
import { CommandExecutor } from '../../infrastructure/commands/command-executor.js';
import { GetPresentationQuery } from '../../presentations/application/presentation-queries.js';
import { TeamWorkspaceAccess } from '../../presentations/application/workspace/team-workspace-access.js';
import { roleOn } from '../../presentations/domain/presentation-sharing.decider.js';
import { mayPresent, mayRename } from '../../presentations/domain/workspace-deck-roles.js';
import { deckDecider } from '../domain/deck-decider.js';
import { editRefusal } from '../domain/deck-guards.js';

/** Issue 24: what the caller may do on a deck they may open, by the server's own rules (the editor hides what would fail). */
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
    private readonly workspaces: TeamWorkspaceAccess,
  ) {}

  async execute({ actor, presentationId }: GetDeckPermissionsQuery): Promise<DeckPermissions> {
    // Whoever cannot open the deck hears 404, exactly as for the deck itself.
    await this.queries.execute(new GetPresentationQuery(actor, presentationId));
    const state = await this.executor.currentState(presentationStreamId(presentationId), deckDecider);
    const team = await this.workspaces.teamOf(actor);
    const usable = state.exists && !state.removed;
    return {
      presentationId,
      canEdit: editRefusal(state, actor, team) === null,
      // The rules LiveControlService.ownedDeckOrNull and the lifecycle decider's rename apply.
      canPresent: usable && mayPresent(state, actor.id, team),
      canRename: usable && mayRename(state, actor.id, team),
      canShare: usable && actor.kind === 'user' && roleOn(state, actor.id) !== null,
    };
  }
}
