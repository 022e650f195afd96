import { Inject, Injectable } from '@nestjs/common';
import type { Actor } from '../../../../contracts/events/envelope.js';
import { FOLDER_NOT_FOUND, MAX_PRESENTATIONS_PER_FOLDER } from '../../../../contracts/folders/constants.js';
import type { Folder, FolderContents, FolderTreeNode } from '../../../../contracts/folders/read-models.js';
import type { FolderSortQuery } from '../../../../contracts/folders/requests.js';
import { folderTreeProjection, type FolderTreeDocument } from '../../../../projections/folder-tree/folder-tree.projection.js';
import { ProjectionRunner } from '../../../infrastructure/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../../infrastructure/read-store/read-store.port.js';
import { NotFound } from '../../../shared-kernel/domain/domain-errors.js';
import { breadcrumbsOf, childrenOf, treeOf, type FolderMap, type FolderNode } from '../../domain/folder-tree.js';
import { PresentationReadModels, type PresentationHolder } from '../presentation-read-models.js';

/** Whose tree and which presentations: a person's own (userId), or a team workspace's (accountId). */
export interface TreeScope {
  readonly ownerId: string;
  readonly holder: PresentationHolder;
}
const personal = (actor: Actor): TreeScope => ({ ownerId: actor.id, holder: { userId: actor.id, accountId: null } });
export const teamScope = (teamId: string): TreeScope => ({ ownerId: teamId, holder: { accountId: teamId } });

/** hasShared: the folder has collaborators of its own. */
export function folderView(ownerId: string, folders: FolderMap, node: FolderNode, hasShared = false): Folder {
  const breadcrumbs = breadcrumbsOf(folders, node.folderId);
  return {
    folderId: node.folderId,
    folderName: node.folderName,
    parentFolderId: node.parentFolderId,
    userId: ownerId,
    ownerId,
    hasShared,
    depth: breadcrumbs.length,
    breadcrumbs,
    createdAt: node.createdAt,
    updatedAt: node.updatedAt,
  };
}

/** Subfolders in the list's order: the spec's sortColumn and sortOrder, with a folder's name standing for `name`. */
export function sortFolders(folders: FolderNode[], { sortColumn, sortOrder }: FolderSortQuery): FolderNode[] {
  const key = (folder: FolderNode) => (sortColumn === 'name' ? folder.folderName : folder[sortColumn]);
  const sign = sortOrder === 'asc' ? 1 : -1;
  return [...folders].sort((a, b) => sign * key(a).localeCompare(key(b)) || a.folderId.localeCompare(b.folderId));
}

/**
 * Reads of one folder tree: the actor's own, or their team's workspace (`TreeScope`, whose access the caller has
 * checked). Another tree's folder answers exactly as an unknown one.
 */
@Injectable()
export class FolderQueries {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly runner: ProjectionRunner,
    private readonly presentations: PresentationReadModels,
  ) {}

  private async folders(ownerId: string): Promise<FolderMap> {
    return (await this.tree(ownerId)).folders;
  }

  /** The owner's folders and which of them are shared with collaborators. */
  private async tree(ownerId: string): Promise<{ folders: FolderMap; shared: (folderId: string) => boolean }> {
    const document = await this.readStore.get<FolderTreeDocument>(this.runner.collectionOf(folderTreeProjection.name), ownerId);
    return { folders: document?.folders ?? {}, shared: (folderId) => (document?.collaborators?.[folderId]?.length ?? 0) > 0 };
  }

  async owns(actor: Actor, folderId: string): Promise<boolean> {
    return (await this.folders(actor.id))[folderId] !== undefined;
  }

  async folder(actor: Actor, folderId: string, scope: TreeScope = personal(actor)): Promise<Folder> {
    const { folders, shared } = await this.tree(scope.ownerId);
    const node = folders[folderId];
    if (!node) throw new NotFound(FOLDER_NOT_FOUND);
    return folderView(scope.ownerId, folders, node, shared(folderId));
  }

  async topFolders(actor: Actor, sort: FolderSortQuery, scope: TreeScope = personal(actor)): Promise<Folder[]> {
    const { folders, shared } = await this.tree(scope.ownerId);
    return sortFolders(childrenOf(folders, null), sort).map((node) => folderView(scope.ownerId, folders, node, shared(node.folderId)));
  }

  async contents(actor: Actor, folderId: string, sort: FolderSortQuery, scope: TreeScope = personal(actor)): Promise<FolderContents> {
    const { folders, shared } = await this.tree(scope.ownerId);
    const node = folders[folderId];
    if (!node) throw new NotFound(FOLDER_NOT_FOUND);
    const breadcrumb = breadcrumbsOf(folders, folderId);
    const presentations = await this.presentations.inFolder(scope.holder, folderId, { field: sort.sortColumn, direction: sort.sortOrder }, MAX_PRESENTATIONS_PER_FOLDER);
    return {
      folderId,
      folderName: node.folderName,
      userId: scope.ownerId,
      ownerId: scope.ownerId,
      hasShared: shared(folderId),
      depth: breadcrumb.length,
      breadcrumb,
      folders: sortFolders(childrenOf(folders, folderId), sort).map((child) => folderView(scope.ownerId, folders, child, shared(child.folderId))),
      presentations,
    };
  }

  async fullTree(actor: Actor): Promise<FolderTreeNode[]> {
    return treeOf(await this.folders(actor.id));
  }
}
