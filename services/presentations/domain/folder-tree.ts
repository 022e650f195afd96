import type { Breadcrumb, FolderTreeNode } from '../../../contracts/folders/read-models.js';

/** One folder as the tree knows it. */
export interface FolderNode {
  readonly folderId: string;
  readonly folderName: string;
  readonly parentFolderId: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** The shape shared by the decider's state and the read model: folders by id. */
export type FolderMap = Readonly<Record<string, FolderNode>>;

/** The folder and its ancestors, top first. */
export function breadcrumbsOf(folders: FolderMap, folderId: string): Breadcrumb[] {
  const trail: Breadcrumb[] = [];
  const seen = new Set<string>();
  let current: FolderNode | undefined = folders[folderId];
  while (current && !seen.has(current.folderId)) {
    seen.add(current.folderId);
    trail.unshift({ folderId: current.folderId, folderName: current.folderName });
    current = current.parentFolderId === null ? undefined : folders[current.parentFolderId];
  }
  return trail;
}

/** 1 for a folder at the top of My Presentations. */
export function depthOf(folders: FolderMap, folderId: string): number {
  return breadcrumbsOf(folders, folderId).length;
}

export function childrenOf(folders: FolderMap, parentFolderId: string | null): FolderNode[] {
  return Object.values(folders).filter((folder) => folder.parentFolderId === parentFolderId);
}

/** The folder and every folder under it, the folder first. */
export function subtreeOf(folders: FolderMap, folderId: string): string[] {
  const ids = [folderId];
  for (let index = 0; index < ids.length; index++) ids.push(...childrenOf(folders, ids[index]!).map((child) => child.folderId));
  return ids;
}

/** Levels in the subtree: 1 for a folder without subfolders. */
export function heightOf(folders: FolderMap, folderId: string): number {
  return 1 + Math.max(0, ...childrenOf(folders, folderId).map((child) => heightOf(folders, child.folderId)));
}

const byName = (a: FolderNode, b: FolderNode) => a.folderName.localeCompare(b.folderName) || a.folderId.localeCompare(b.folderId);

/** The whole tree, each level by name. */
export function treeOf(folders: FolderMap, parentFolderId: string | null = null, depth = 1): FolderTreeNode[] {
  return childrenOf(folders, parentFolderId)
    .sort(byName)
    .map((folder) => ({ folderId: folder.folderId, folderName: folder.folderName, depth, children: treeOf(folders, folder.folderId, depth + 1) }));
}
