import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../contracts/events/envelope.js';
import type { BulkPresentationResult } from '../../../contracts/presentations/read-models.js';
import { assertNever } from '../../../contracts/shared/assert-never.js';
import { DomainError } from '../../shared-kernel/domain/domain-errors.js';
import type { PresentationLifecycleCommand } from '../domain/presentation-lifecycle.decider.js';
import { teamHolds, type ActorTeam } from '../domain/workspace-deck-roles.js';
import { bulkMessages, type BulkAction } from './bulk-messages.js';
import { FolderCommandRunner } from './folders/folder-command-runner.js';
import { LifecycleCommandRunner } from './lifecycle-command-runner.js';
import { PresentationReadModels } from './presentation-read-models.js';
import { TeamWorkspaceAccess } from './workspace/team-workspace-access.js';

/** Trash, restore or permanently delete several presentations; each succeeds or fails on its own. */
export class ApplyToPresentationsCommand extends Command<BulkPresentationResult> {
  constructor(
    readonly actor: Actor,
    readonly action: BulkAction,
    readonly presentationIds: readonly string[],
  ) {
    super();
  }
}

function lifecycleCommandFor(action: BulkAction, team: ActorTeam | null): PresentationLifecycleCommand {
  switch (action) {
    case 'trash':
      return { type: 'MovePresentationToTrash', team };
    case 'restore':
      return { type: 'RestorePresentation', team };
    case 'deletePermanently':
      return { type: 'DeletePresentationPermanently', team };
    default:
      return assertNever(action);
  }
}

@CommandHandler(ApplyToPresentationsCommand)
export class ApplyToPresentationsHandler implements ICommandHandler<ApplyToPresentationsCommand, BulkPresentationResult> {
  constructor(
    private readonly lifecycle: LifecycleCommandRunner,
    private readonly readModels: PresentationReadModels,
    private readonly folders: FolderCommandRunner,
    private readonly workspaces: TeamWorkspaceAccess,
  ) {}

  async execute({ actor, action, presentationIds }: ApplyToPresentationsCommand): Promise<BulkPresentationResult> {
    const ids = [...new Set(presentationIds)];
    const team = await this.workspaces.teamOf(actor);
    // Someone else's id is named by its id, exactly as an unknown one: no name leaks.
    const own = (await this.readModels.summaries(ids)).filter(
      (summary) => summary.userId === actor.id || teamHolds({ ownerId: summary.userId, teamId: summary.accountId }, team, 'delete-team-presentations'),
    );
    const names = new Map(own.map((summary) => [summary.id, summary.name]));
    const outcomes = await Promise.all(
      ids.map(async (id) => {
        try {
          await this.lifecycle.run(id, lifecycleCommandFor(action, team), actor);
          return { id, ok: true };
        } catch (error) {
          // Expected refusals (not found, not the owner, wrong state) become a failed id; faults propagate.
          if (error instanceof DomainError) return { id, ok: false };
          throw error;
        }
      }),
    );
    const succeededIds = outcomes.filter((outcome) => outcome.ok).map((outcome) => outcome.id);
    const failedIds = outcomes.filter((outcome) => !outcome.ok).map((outcome) => outcome.id);
    // A presentation deleted for good leaves its folder (its owner's, or its team's), so it no longer counts toward the folder's 500.
    if (action === 'deletePermanently' && succeededIds.length > 0) {
      const teamOf = new Map(own.map((summary) => [summary.id, summary.accountId]));
      for (const treeOwnerId of new Set(succeededIds.map((id) => teamOf.get(id) ?? null))) {
        const presentationIds = succeededIds.filter((id) => (teamOf.get(id) ?? null) === treeOwnerId);
        await this.folders.run({ type: 'MovePresentationsToFolder', presentationIds, folderId: null }, actor, treeOwnerId);
      }
    }
    const nameOf = (id: string) => names.get(id) ?? id;
    return { succeededIds, failedIds, ...bulkMessages(action, succeededIds.map(nameOf), failedIds.map(nameOf)) };
  }
}
