import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { Actor } from '../../../../contracts/events/envelope.js';
import { FOLDER_NOT_FOUND } from '../../../../contracts/folders/constants.js';
import type { DeleteFolderResponse, Folder, MoveToFolderResponse } from '../../../../contracts/folders/read-models.js';
import type { CreateFolderRequest, MoveToFolderRequest, UpdateFolderRequest } from '../../../../contracts/folders/requests.js';
import { NotFound } from '../../../shared-kernel/domain/domain-errors.js';
import { PRESENTATION_NOT_FOUND } from '../../domain/presentation-lifecycle.decider.js';
import { ApplyToPresentationsCommand } from '../bulk-lifecycle.js';
import { PresentationReadModels } from '../presentation-read-models.js';
import { FolderCommandRunner } from './folder-command-runner.js';
import { FolderQueries } from './folder-queries.js';
import { FolderSharing } from './folder-sharing.js';

@Injectable()
export class FolderCommands {
  constructor(
    private readonly runner: FolderCommandRunner,
    private readonly queries: FolderQueries,
    private readonly presentations: PresentationReadModels,
    private readonly commands: CommandBus,
    private readonly sharing: FolderSharing,
  ) {}

  /** In the caller's own tree, or (as its editor) inside a folder shared with them. */
  async create(actor: Actor, request: CreateFolderRequest): Promise<Folder> {
    const parentFolderId = request.parentFolderId ?? null;
    if (parentFolderId !== null && !(await this.queries.owns(actor, parentFolderId))) {
      const shared = await this.sharing.createInside(actor, parentFolderId, request.folderName);
      if (shared) return shared;
    }
    const folderId = randomUUID();
    await this.runner.run({ type: 'CreateFolder', folderId, folderName: request.folderName, parentFolderId: request.parentFolderId ?? null }, actor);
    return this.queries.folder(actor, folderId);
  }

  /** The move goes first: it is the one that can be refused, so a refused update writes nothing. */
  async update(actor: Actor, folderId: string, request: UpdateFolderRequest): Promise<Folder> {
    if (request.parentFolderId !== undefined) await this.runner.run({ type: 'MoveFolder', folderId, parentFolderId: request.parentFolderId }, actor);
    if (request.folderName !== undefined) await this.runner.run({ type: 'RenameFolder', folderId, folderName: request.folderName }, actor);
    return this.queries.folder(actor, folderId);
  }

  /** The folder, its subfolders and (to the trash, where they can be restored) the presentations in them. */
  async delete(actor: Actor, folderId: string): Promise<DeleteFolderResponse> {
    const { events } = await this.runner.run({ type: 'DeleteFolder', folderId }, actor);
    const deleted = events.find((event) => event.type === 'FolderDeleted');
    if (!deleted || deleted.type !== 'FolderDeleted') throw new NotFound(FOLDER_NOT_FOUND);
    const { deletedFolderIds, deletedPresentationIds } = deleted.data;
    if (deletedPresentationIds.length > 0) await this.commands.execute(new ApplyToPresentationsCommand(actor, 'trash', deletedPresentationIds));
    return { deletedIds: { deletedFolderIds: [...deletedFolderIds], deletedPresentationIds: [...deletedPresentationIds] } };
  }

  /** Within the caller's personal workspace (WorkspaceFolders has checked the account is theirs). */
  async movePresentations(actor: Actor, request: MoveToFolderRequest): Promise<MoveToFolderResponse> {
    const ids = [...new Set(request.presentationIds)];
    const own = (await this.presentations.summaries(ids)).filter((summary) => summary.userId === actor.id && summary.accountId === null && !summary.inTrash);
    // One unknown, trashed or someone else's id refuses the whole move, so nothing moves halfway.
    if (own.length !== ids.length) throw new NotFound(PRESENTATION_NOT_FOUND);
    await this.runner.run({ type: 'MovePresentationsToFolder', presentationIds: ids, folderId: request.folderId }, actor);
    return { folderId: request.folderId, presentationIds: ids };
  }
}
