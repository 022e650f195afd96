import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../contracts/events/envelope.js';
import { presentationStreamId } from '../../../contracts/presentations/constants.js';
import { CommandExecutor } from '../../infrastructure/commands/command-executor.js';
import { TeamWorkspaceAccess } from '../../presentations/application/workspace/team-workspace-access.js';
import { deckDecider } from '../domain/deck-decider.js';
import { requireEditableDeck } from '../domain/deck-guards.js';
import type { DeckState } from '../domain/deck-state.js';

/**
 * The deck as its decider sees it, for someone who may edit it: the same team-aware check RunDeckCommand makes
 * (their team's role counts on a workspace deck), so a helper that reads before it writes refuses exactly as the write would.
 */
export class GetEditableDeckQuery extends Query<DeckState> {
  constructor(
    readonly actor: Actor,
    readonly presentationId: string,
  ) {
    super();
  }
}

@QueryHandler(GetEditableDeckQuery)
export class GetEditableDeckHandler implements IQueryHandler<GetEditableDeckQuery, DeckState> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly workspaces: TeamWorkspaceAccess,
  ) {}

  async execute({ actor, presentationId }: GetEditableDeckQuery): Promise<DeckState> {
    const team = await this.workspaces.teamOf(actor);
    const state = await this.executor.currentState(presentationStreamId(presentationId), deckDecider);
    requireEditableDeck(state, actor, team);
    return state;
  }
}
