import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { Actor } from '../../../contracts/events/envelope.js';
import type { CreatePresentationRequest } from '../../../contracts/presentations/commands.js';
import { DEFAULT_FONT_FAMILY, DEFAULT_PRESENTATION_NAME } from '../../../contracts/presentations/constants.js';
import type { PresentationSummary } from '../../../contracts/presentations/read-models.js';
import { DEFAULT_LANGUAGE } from '../../../contracts/shared/languages.js';
import { freeAccessCode, generateUniqueAccessCode } from './access-codes.js';
import { LifecycleCommandRunner } from './lifecycle-command-runner.js';
import { PresentationReadModels } from './presentation-read-models.js';
import { TeamWorkspaceAccess } from './workspace/team-workspace-access.js';

export class CreatePresentationCommand extends Command<PresentationSummary> {
  constructor(
    readonly actor: Actor,
    readonly request: CreatePresentationRequest,
  ) {
    super();
  }
}

@CommandHandler(CreatePresentationCommand)
export class CreatePresentationHandler implements ICommandHandler<CreatePresentationCommand, PresentationSummary> {
  constructor(
    private readonly lifecycle: LifecycleCommandRunner,
    private readonly readModels: PresentationReadModels,
    private readonly workspaces: TeamWorkspaceAccess,
  ) {}

  /** In team working mode (fromWorkspace) the presentation goes to the caller's team workspace (spec doc 1 §4). */
  async execute({ actor, request }: CreatePresentationCommand): Promise<PresentationSummary> {
    const accountId = request.fromWorkspace === true ? await this.workspaces.ownTeam(actor, 'create-presentation') : null;
    const presentationId = randomUUID();
    await this.lifecycle.run(
      presentationId,
      {
        type: 'CreatePresentation',
        presentationId,
        name: request.name?.trim() || DEFAULT_PRESENTATION_NAME,
        language: request.language ?? DEFAULT_LANGUAGE,
        fontFamily: DEFAULT_FONT_FAMILY,
        accessCode: await freeAccessCode((code) => this.readModels.isAccessCodeTaken(code)),
        uniqueAccessCode: generateUniqueAccessCode(),
        accountId,
      },
      actor,
    );
    const summary = await this.readModels.summary(presentationId);
    if (!summary) throw new Error(`Presentation ${presentationId} was created but is not readable yet`);
    return summary;
  }
}
