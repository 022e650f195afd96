import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Actor } from '../../../../contracts/events/envelope.js';
import { MAX_PRESENTATIONS_PER_FOLDER } from '../../../../contracts/folders/constants.js';
import type { DeleteFolderResponse, Folder, FolderContents, MoveToFolderResponse, WorkspaceFolderList } from '../../../../contracts/folders/read-models.js';
import type { CreateFolderRequest, FolderSortQuery, MoveToFolderRequest, UpdateFolderRequest } from '../../../../contracts/folders/requests.js';
import { NotFound } from '../../../shared-kernel/domain/domain-errors.js';
import { PRESENTATION_NOT_FOUND } from '../../domain/presentation-lifecycle.decider.js';
import { FolderCommandRunner } from '../folders/folder-command-runner.js';
import { FolderCommands } from '../folders/folder-commands.js';
import { FolderQueries, teamScope } from '../folders/folder-queries.js';
import { PresentationReadModels } from '../presentation-read-models.js';
import { TeamWorkspaceAccess } from './team-workspace-access.js';

/**
 * Folders of an account (spec doc 1 §7 /api/account-folder/{accountId}): the caller's own id is their personal
 * tree; their team's id is the team workspace's tree, where the README's role table says who may do what.
 */
@Injectable()
export class WorkspaceFolders {
  constructor(
    private readonly access: TeamWorkspaceAccess,
    private readonly runner: FolderCommandRunner,
    private readonly personal: FolderCommands,
    private readonly queries: FolderQueries,
    private readonly presentations: PresentationReadModels,
  ) {}

  /** The folders and the presentations at the top of the workspace (at most 500, in the list's order). */
  async top(actor: Actor, accountId: string, sort: FolderSortQuery): Promise<WorkspaceFolderList> {
    const workspace = await this.access.workspace(actor, accountId, 'view-folder');
    const scope = workspace.kind === 'team' ? teamScope(workspace.teamId) : undefined;
    const holder = workspace.kind === 'team' ? teamScope(workspace.teamId).holder : { userId: actor.id, accountId: null };
    const [folders, presentations] = await Promise.all([
      this.queries.topFolders(actor, sort, scope),
      this.presentations.inFolder(holder, null, { field: sort.sortColumn, direction: sort.sortOrder }, MAX_PRESENTATIONS_PER_FOLDER),
    ]);
    return { accountId, folders, presentations };
  }

  async contents(actor: Actor, accountId: string, folderId: string, sort: FolderSortQuery): Promise<FolderContents> {
    const workspace = await this.access.workspace(actor, accountId, 'view-folder');
    return this.queries.contents(actor, folderId, sort, workspace.kind === 'team' ? teamScope(workspace.teamId) : undefined);
  }

  async create(actor: Actor, accountId: string, request: CreateFolderRequest): Promise<Folder> {
    const workspace = await this.access.workspace(actor, accountId, 'create-folder');
    if (workspace.kind === 'personal') return this.personal.create(actor, request);
    const folderId = randomUUID();
    await this.runner.run({ type: 'CreateFolder', folderId, folderName: request.folderName, parentFolderId: request.parentFolderId ?? null }, actor, workspace.teamId);
    return this.queries.folder(actor, folderId, teamScope(workspace.teamId));
  }

  async update(actor: Actor, accountId: string, folderId: string, request: UpdateFolderRequest): Promise<Folder> {
    const workspace = await this.access.workspace(actor, accountId, 'edit-folder-info');
    if (workspace.kind === 'personal') return this.personal.update(actor, folderId, request);
    // The move goes first: it is the one that can be refused, so a refused update writes nothing.
    if (request.parentFolderId !== undefined) await this.runner.run({ type: 'MoveFolder', folderId, parentFolderId: request.parentFolderId }, actor, workspace.teamId);
    if (request.folderName !== undefined) await this.runner.run({ type: 'RenameFolder', folderId, folderName: request.folderName }, actor, workspace.teamId);
    return this.queries.folder(actor, folderId, teamScope(workspace.teamId));
  }

  /** A team folder goes only when empty of presentations: they are their creators' to send to the trash. */
  async delete(actor: Actor, accountId: string, folderId: string): Promise<DeleteFolderResponse> {
    const workspace = await this.access.workspace(actor, accountId, 'delete-folder');
    if (workspace.kind === 'personal') return this.personal.delete(actor, folderId);
    const { events } = await this.runner.run({ type: 'DeleteFolder', folderId, whenHoldingPresentations: 'refuse' }, actor, workspace.teamId);
    const deleted = events.find((event) => event.type === 'FolderDeleted');
    return { deletedIds: { deletedFolderIds: deleted?.type === 'FolderDeleted' ? [...deleted.data.deletedFolderIds] : [], deletedPresentationIds: [] } };
  }

  async movePresentations(actor: Actor, accountId: string, request: MoveToFolderRequest): Promise<MoveToFolderResponse> {
    const workspace = await this.access.workspace(actor, accountId, 'move-presentations-in-and-out-of-folders');
    if (workspace.kind === 'personal') return this.personal.movePresentations(actor, request);
    const ids = [...new Set(request.presentationIds)];
    const held = (await this.presentations.summaries(ids)).filter((summary) => summary.accountId === workspace.teamId && !summary.inTrash);
    // One unknown, trashed or personal id refuses the whole move, so nothing moves halfway.
    if (held.length !== ids.length) throw new NotFound(PRESENTATION_NOT_FOUND);
    await this.runner.run({ type: 'MovePresentationsToFolder', presentationIds: ids, folderId: request.folderId }, actor, workspace.teamId);
    return { folderId: request.folderId, presentationIds: ids };
  }
}
