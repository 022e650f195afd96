import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Actor } from '../../../contracts/events/envelope.js';
import { presentationStreamId } from '../../../contracts/presentations/constants.js';
import { TAKE_OVER_EVENT_SCHEMA_VERSIONS, type TakenOverView } from '../../../contracts/presentations/take-over.js';
import { IdentityRepository } from '../../accounts/application/identity-repository.js';
import { CommandExecutor } from '../../infrastructure/commands/command-executor.js';
import { ProjectionRunner } from '../../infrastructure/projections/projection-runner.js';
import { GetPresentationQuery } from '../../presentations/application/presentation-queries.js';
import { PRESENTATION_NOT_FOUND } from '../../presentations/domain/presentation-lifecycle.decider.js';
import { roleWithTeam } from '../../presentations/domain/presentation-sharing.decider.js';
import { mayTakeOver, takeOverDecider, type TakeOverCommand } from '../../presentations/domain/take-over.decider.js';
import { TeamWorkspaceAccess } from '../../presentations/application/workspace/team-workspace-access.js';
import { NotFound } from '../../shared-kernel/domain/domain-errors.js';

/**
 * Spec doc 1 §4 "Editor take-over": the editor asks who has taken a presentation over before editing, and offers
 * the take-over. The deck decider refuses everyone else's edits while someone holds it (deck-guards.ts).
 */
@Injectable()
export class TakeOver {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly runner: ProjectionRunner,
    private readonly identities: IdentityRepository,
    private readonly queries: QueryBus,
    private readonly workspaces: TeamWorkspaceAccess,
  ) {}

  /**
   * Anyone who may open the presentation may ask (a folder's collaborators and the team's members too); anyone else is
   * answered as for an unknown one. A role on the presentation that may edit, or a workspace deck's team role holding
   * take-over-to-edit, may take it over.
   */
  async takenOverBy(actor: Actor, presentationId: string): Promise<TakenOverView> {
    const { sharing, takenOverBy } = await this.executor.currentState(presentationStreamId(presentationId), takeOverDecider);
    if (!sharing.exists || sharing.removed) throw new NotFound(PRESENTATION_NOT_FOUND);
    const team = await this.workspaces.teamOf(actor);
    if (roleWithTeam(sharing, actor.id, team) === null) await this.queries.execute(new GetPresentationQuery(actor, presentationId));
    return {
      presentationId,
      takenOverBy: takenOverBy === null ? null : { userId: takenOverBy, name: await this.nameOf(takenOverBy) },
      canTakeOver: mayTakeOver(sharing, actor.id, team) && takenOverBy !== actor.id,
    };
  }

  async takeOver(actor: Actor, presentationId: string): Promise<TakenOverView> {
    await this.run(presentationId, actor, { type: 'TakeOverPresentation', team: await this.workspaces.teamOf(actor) });
    return this.takenOverBy(actor, presentationId);
  }

  async release(actor: Actor, presentationId: string): Promise<TakenOverView> {
    await this.run(presentationId, actor, { type: 'ReleaseTakeOver', team: await this.workspaces.teamOf(actor) });
    return this.takenOverBy(actor, presentationId);
  }

  private async run(presentationId: string, actor: Actor, command: TakeOverCommand): Promise<void> {
    const result = await this.executor.execute({
      streamId: presentationStreamId(presentationId),
      decider: takeOverDecider,
      command,
      actor,
      schemaVersions: TAKE_OVER_EVENT_SCHEMA_VERSIONS,
    });
    if (result.position > 0) await this.runner.waitForPosition(result.position);
  }

  private async nameOf(userId: string): Promise<string> {
    const identity = await this.identities.load(userId);
    if (identity.status !== 'registered') return 'Someone';
    if (identity.isGuest) return 'Guest';
    return `${identity.firstName} ${identity.lastName ?? ''}`.trim() || identity.email || 'Someone';
  }
}
