import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Actor } from '../../../../contracts/events/envelope.js';
import type { FolderCollaborator, FolderCollaboratorRole } from '../../../../contracts/folders/events.js';
import {
  FOLDER_COLLABORATOR_NOT_FOUND,
  FOLDER_NOT_FOUND,
  FOLDER_SHARE_UNKNOWN_EMAIL_MESSAGE,
  FOLDER_VIEWER_CANNOT_CREATE_MESSAGE,
  MAX_PRESENTATIONS_PER_FOLDER,
} from '../../../../contracts/folders/constants.js';
import type {
  EditableFolderTrees,
  Folder,
  FolderCollaboratorsResponse,
  SharedFolder,
  SharedFolderPermission,
  ShareSubFolders,
} from '../../../../contracts/folders/read-models.js';
import type {
  AddFolderCollaboratorsRequest,
  ChangeFolderCollaboratorRequest,
  FolderSortQuery,
  RemoveFolderCollaboratorsRequest,
} from '../../../../contracts/folders/requests.js';
import { normalizeEmail } from '../../../../contracts/identity/email.js';
import { folderSharesProjection, type FolderShareDocument } from '../../../../projections/folder-shares/folder-shares.projection.js';
import { folderTreeProjection, type FolderTreeDocument } from '../../../../projections/folder-tree/folder-tree.projection.js';
import { IdentityRepository } from '../../../accounts/application/identity-repository.js';
import { presenterIdForEmail } from '../../../accounts/application/user-id.js';
import { ProjectionRunner } from '../../../infrastructure/projections/projection-runner.js';
import { READ_STORE, type ReadStore } from '../../../infrastructure/read-store/read-store.port.js';
import { BusinessRuleViolated, Forbidden, NotFound } from '../../../shared-kernel/domain/domain-errors.js';
import { breadcrumbsOf, childrenOf, subtreeOf, treeOf, type FolderMap } from '../../domain/folder-tree.js';
import { PresentationReadModels } from '../presentation-read-models.js';
import { FolderCommandRunner } from './folder-command-runner.js';
import { folderView, sortFolders } from './folder-queries.js';

const PERMISSIONS: Readonly<Record<FolderCollaboratorRole, SharedFolderPermission[]>> = {
  viewer: ['view-folder', 'view-presentation'],
  editor: ['view-folder', 'view-presentation', 'create-folder'],
};

/** A folder the caller reaches through a share: the owner's tree, the shared folder at its root, and their role. */
export interface SharedAccess {
  readonly ownerId: string;
  readonly rootFolderId: string;
  readonly role: FolderCollaboratorRole;
  readonly folders: FolderMap;
}

/**
 * Folder collaborators and shared folders (spec doc 1 §6, §7): the owner shares a personal folder, and with it
 * everything under it, with registered presenters as viewers or editors (editors may also create folders inside).
 */
@Injectable()
export class FolderSharing {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly projections: ProjectionRunner,
    private readonly runner: FolderCommandRunner,
    private readonly identities: IdentityRepository,
    private readonly presentations: PresentationReadModels,
  ) {}

  async add(actor: Actor, folderId: string, request: AddFolderCollaboratorsRequest): Promise<FolderCollaboratorsResponse> {
    const collaborators: FolderCollaborator[] = [];
    for (const [index, raw] of request.emails.entries()) {
      const email = normalizeEmail(raw);
      const userId = presenterIdForEmail(email);
      const identity = await this.identities.load(userId);
      if (identity.status !== 'registered' || identity.isGuest) throw new BusinessRuleViolated(FOLDER_SHARE_UNKNOWN_EMAIL_MESSAGE, { path: `emails.${index}` });
      collaborators.push({ userId, email, role: request.role });
    }
    await this.runner.run({ type: 'AddFolderCollaborators', folderId, collaborators }, actor);
    return this.list(actor, folderId);
  }

  /** The owner, and anyone the folder (or a folder above it) is shared with, sees who it is shared with. */
  async list(actor: Actor, folderId: string): Promise<FolderCollaboratorsResponse> {
    const own = await this.tree(actor.id);
    const ownerId = own?.folders[folderId] ? actor.id : (await this.access(actor, folderId))?.ownerId;
    const tree = ownerId === actor.id ? own : ownerId ? await this.tree(ownerId) : null;
    if (!ownerId || !tree) throw new NotFound(FOLDER_NOT_FOUND);
    return { folderId, ownerId, collaborators: [...(tree.collaborators?.[folderId] ?? [])] };
  }

  async remove(actor: Actor, folderId: string, request: RemoveFolderCollaboratorsRequest): Promise<FolderCollaboratorsResponse> {
    for (const userId of new Set(request.userIds)) await this.runner.run({ type: 'RemoveFolderCollaborator', folderId, userId, byOwner: true }, actor);
    return this.list(actor, folderId);
  }

  async changeRole(actor: Actor, folderId: string, request: ChangeFolderCollaboratorRequest): Promise<FolderCollaboratorsResponse> {
    await this.runner.run({ type: 'ChangeFolderCollaboratorRole', folderId, userId: request.userId, role: request.role }, actor);
    return this.list(actor, folderId);
  }

  /** The collaborator gives the folder back; the owner's tree records it. */
  async leave(actor: Actor, folderId: string): Promise<void> {
    const share = await this.readStore.get<FolderShareDocument>(this.sharesCollection, `${folderId}:${actor.id}`);
    if (!share) throw new NotFound(FOLDER_COLLABORATOR_NOT_FOUND);
    await this.runner.run({ type: 'RemoveFolderCollaborator', folderId, userId: actor.id, byOwner: false }, actor, share.ownerId);
  }

  /** GET /api/folder/share: the folders shared with the caller that still exist. */
  async sharedWithMe(actor: Actor, sort: FolderSortQuery): Promise<SharedFolder[]> {
    const shared: SharedFolder[] = [];
    for (const share of await this.shares(actor)) {
      const tree = await this.tree(share.ownerId);
      const node = tree?.folders[share.folderId];
      if (!tree || !node) continue;
      shared.push({ ...rootedView(share.ownerId, tree.folders, share.folderId, share.folderId), role: share.role, permissions: PERMISSIONS[share.role] });
    }
    const order = sortFolders(
      shared.map((folder) => ({ folderId: folder.folderId, folderName: folder.folderName, parentFolderId: null, createdAt: folder.createdAt, updatedAt: folder.updatedAt })),
      sort,
    ).map((node) => node.folderId);
    return order.map((id) => shared.find((folder) => folder.folderId === id)!);
  }

  /** GET /api/folder/{parentFolderId}/get-share-sub-folders: inside a shared folder, with what the caller may do. */
  async subFolders(actor: Actor, parentFolderId: string, sort: FolderSortQuery): Promise<ShareSubFolders> {
    const access = await this.access(actor, parentFolderId);
    if (!access) throw new NotFound(FOLDER_NOT_FOUND);
    const { ownerId, folders, rootFolderId, role } = access;
    const node = folders[parentFolderId]!;
    const breadcrumb = trail(folders, rootFolderId, parentFolderId);
    const presentations = await this.presentations.inFolder({ userId: ownerId, accountId: null }, parentFolderId, { field: sort.sortColumn, direction: sort.sortOrder }, MAX_PRESENTATIONS_PER_FOLDER);
    return {
      folderId: parentFolderId,
      folderName: node.folderName,
      userId: ownerId,
      ownerId,
      hasShared: true,
      depth: breadcrumb.length,
      breadcrumb,
      folders: sortFolders(childrenOf(folders, parentFolderId), sort).map((child) => rootedView(ownerId, folders, rootFolderId, child.folderId)),
      presentations,
      role,
      permissions: PERMISSIONS[role],
    };
  }

  /** GET /api/folder/editable-folder-trees: the caller's own tree and every folder shared with them to edit. */
  async editableTrees(actor: Actor): Promise<EditableFolderTrees> {
    const own = await this.tree(actor.id);
    const folderTrees: EditableFolderTrees['folderTrees'] = [{ ownerId: actor.id, rootFolderId: null, folderTree: treeOf(own?.folders ?? {}) }];
    for (const share of await this.shares(actor)) {
      if (share.role !== 'editor') continue;
      const tree = await this.tree(share.ownerId);
      const node = tree?.folders[share.folderId];
      if (!tree || !node) continue;
      folderTrees.push({ ownerId: share.ownerId, rootFolderId: share.folderId, folderTree: [{ folderId: node.folderId, folderName: node.folderName, depth: 1, children: treeOf(tree.folders, node.folderId, 2) }] });
    }
    return { folderTrees };
  }

  /** An editor's new folder inside a folder shared with them (null: the parent is not shared with the caller). */
  async createInside(actor: Actor, parentFolderId: string, folderName: string): Promise<Folder | null> {
    const access = await this.access(actor, parentFolderId);
    if (!access) return null;
    if (access.role !== 'editor') throw new Forbidden(FOLDER_VIEWER_CANNOT_CREATE_MESSAGE);
    const folderId = randomUUID();
    await this.runner.run({ type: 'CreateFolder', folderId, folderName, parentFolderId }, actor, access.ownerId);
    const tree = await this.tree(access.ownerId);
    if (!tree?.folders[folderId]) throw new NotFound(FOLDER_NOT_FOUND);
    return rootedView(access.ownerId, tree.folders, access.rootFolderId, folderId);
  }

  /** May the caller open this personal presentation of `ownerId`, which sits in `folderId`? */
  async reachesPresentation(actor: Actor, ownerId: string, folderId: string): Promise<boolean> {
    return (await this.access(actor, folderId))?.ownerId === ownerId;
  }

  /** The share that reaches this folder (it, or a folder above it, was shared with the caller), or null. */
  async access(actor: Actor, folderId: string): Promise<SharedAccess | null> {
    for (const share of await this.shares(actor)) {
      const tree = await this.tree(share.ownerId);
      if (!tree?.folders[share.folderId] || !tree.folders[folderId]) continue;
      if (subtreeOf(tree.folders, share.folderId).includes(folderId)) return { ownerId: share.ownerId, rootFolderId: share.folderId, role: share.role, folders: tree.folders };
    }
    return null;
  }

  private get sharesCollection(): string {
    return this.projections.collectionOf(folderSharesProjection.name);
  }

  private shares(actor: Actor): Promise<FolderShareDocument[]> {
    return this.readStore.find<FolderShareDocument>(this.sharesCollection, { where: { userId: actor.id }, orderBy: [{ field: 'sharedAt', direction: 'asc' }] });
  }

  private tree(ownerId: string): Promise<FolderTreeDocument | null> {
    return this.readStore.get<FolderTreeDocument>(this.projections.collectionOf(folderTreeProjection.name), ownerId);
  }
}

/** From the shared folder down: the owner's folders above it stay the owner's. */
function trail(folders: FolderMap, rootFolderId: string, folderId: string) {
  const crumbs = breadcrumbsOf(folders, folderId);
  return crumbs.slice(crumbs.findIndex((crumb) => crumb.folderId === rootFolderId));
}

function rootedView(ownerId: string, folders: FolderMap, rootFolderId: string, folderId: string) {
  const view = folderView(ownerId, folders, folders[folderId]!);
  const breadcrumbs = trail(folders, rootFolderId, folderId);
  return { ...view, parentFolderId: folderId === rootFolderId ? null : view.parentFolderId, hasShared: true, depth: breadcrumbs.length, breadcrumbs };
}
