import { Injectable } from '@nestjs/common';
import type { Actor } from '../../../../contracts/events/envelope.js';
import { folderTreeStreamId } from '../../../../contracts/folders/constants.js';
import { FOLDER_EVENT_SCHEMA_VERSIONS, type FolderEvent } from '../../../../contracts/folders/events.js';
import { CommandExecutor, type CommandResult } from '../../../infrastructure/commands/command-executor.js';
import { ProjectionRunner } from '../../../infrastructure/projections/projection-runner.js';
import { folderTreeDecider, ownedFolderTreeDecider, type FolderTreeCommand, type FolderTreeState } from '../../domain/folder-tree.decider.js';

/**
 * Runs one command on a folder tree and returns once the read models show it: the actor's own tree, or
 * (`treeOwnerId`) their team's workspace tree or a tree shared with them, whose access the caller has checked.
 */
@Injectable()
export class FolderCommandRunner {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly runner: ProjectionRunner,
  ) {}

  async run(command: FolderTreeCommand, actor: Actor, treeOwnerId: string | null = null): Promise<CommandResult<FolderTreeState, FolderEvent>> {
    const result =
      treeOwnerId === null
        ? await this.executor.execute({ streamId: folderTreeStreamId(actor.id), decider: folderTreeDecider, command, actor, schemaVersions: FOLDER_EVENT_SCHEMA_VERSIONS })
        : await this.executor.execute({
            streamId: folderTreeStreamId(treeOwnerId),
            decider: ownedFolderTreeDecider,
            command: { treeOwnerId, command },
            actor,
            schemaVersions: FOLDER_EVENT_SCHEMA_VERSIONS,
          });
    if (result.position > 0) await this.runner.waitForPosition(result.position);
    return result;
  }
}
