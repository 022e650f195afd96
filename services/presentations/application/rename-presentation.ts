import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../contracts/events/envelope.js';
import type { PresentationSummary } from '../../../contracts/presentations/read-models.js';
import { NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { PRESENTATION_NOT_FOUND } from '../domain/presentation-lifecycle.decider.js';
import { LifecycleCommandRunner } from './lifecycle-command-runner.js';
import { PresentationReadModels } from './presentation-read-models.js';
import { TeamWorkspaceAccess } from './workspace/team-workspace-access.js';

export class RenamePresentationCommand extends Command<PresentationSummary> {
  constructor(
    readonly actor: Actor,
    readonly presentationId: string,
    readonly name: string,
    /** From If-Match; absent means "rename whatever the current state". */
    readonly expectedRevision: number | undefined,
  ) {
    super();
  }
}

@CommandHandler(RenamePresentationCommand)
export class RenamePresentationHandler implements ICommandHandler<RenamePresentationCommand, PresentationSummary> {
  constructor(
    private readonly lifecycle: LifecycleCommandRunner,
    private readonly readModels: PresentationReadModels,
    private readonly workspaces: TeamWorkspaceAccess,
  ) {}

  async execute(command: RenamePresentationCommand): Promise<PresentationSummary> {
    await this.lifecycle.run(
      command.presentationId,
      { type: 'RenamePresentation', name: command.name, team: await this.workspaces.teamOf(command.actor) },
      command.actor,
      command.expectedRevision,
    );
    const summary = await this.readModels.summary(command.presentationId);
    if (!summary) throw new NotFound(PRESENTATION_NOT_FOUND);
    return summary;
  }
}
