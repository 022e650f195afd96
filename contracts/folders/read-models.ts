import { z } from 'zod';
import { presentationSummarySchema } from '../presentations/read-models.js';

export const breadcrumbSchema = z.object({ folderId: z.string(), folderName: z.string() });
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;

/** Spec doc 1 §3 Folder; ownerId is the person or, in a team workspace, the team; hasShared: the folder has collaborators. */
export const folderSchema = z.object({
  folderId: z.string(),
  folderName: z.string(),
  parentFolderId: z.string().nullable(),
  userId: z.string(),
  ownerId: z.string(),
  hasShared: z.boolean(),
  /** 1 at the top of My Presentations. */
  depth: z.number().int(),
  /** From the top folder down to this one. */
  breadcrumbs: z.array(breadcrumbSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Folder = z.infer<typeof folderSchema>;

export const folderListResponseSchema = z.object({ folders: z.array(folderSchema) });

/** A folder's contents: spec doc 1 §3 (folders, breadcrumb, depth, hasShared, userId, ownerId, folderName) plus its presentations. */
export const folderContentsResponseSchema = z.object({
  folderId: z.string(),
  folderName: z.string(),
  userId: z.string(),
  ownerId: z.string(),
  hasShared: z.boolean(),
  depth: z.number().int(),
  breadcrumb: z.array(breadcrumbSchema),
  folders: z.array(folderSchema),
  presentations: z.array(presentationSummarySchema),
});
export type FolderContents = z.infer<typeof folderContentsResponseSchema>;

/** The top of an account's workspace: its top folders and the presentations outside every folder. */
export const workspaceFolderListSchema = z.object({
  accountId: z.string(),
  folders: z.array(folderSchema),
  presentations: z.array(presentationSummarySchema),
});
export type WorkspaceFolderList = z.infer<typeof workspaceFolderListSchema>;

export interface FolderTreeNode {
  readonly folderId: string;
  readonly folderName: string;
  readonly depth: number;
  readonly children: readonly FolderTreeNode[];
}
export const folderTreeNodeSchema: z.ZodType<FolderTreeNode> = z.lazy(() =>
  z.object({ folderId: z.string(), folderName: z.string(), depth: z.number().int(), children: z.array(folderTreeNodeSchema) }),
);
export const fullFolderTreeResponseSchema = z.object({ folderTree: z.array(folderTreeNodeSchema) });

export const createFolderResponseSchema = z.object({ code: z.number().int(), folder: folderSchema });
export const updateFolderResponseSchema = z.object({ folder: folderSchema });
export const deleteFolderResponseSchema = z.object({
  deletedIds: z.object({ deletedFolderIds: z.array(z.string()), deletedPresentationIds: z.array(z.string()) }),
});
export type DeleteFolderResponse = z.infer<typeof deleteFolderResponseSchema>;
export const moveToFolderResponseSchema = z.object({ folderId: z.string().nullable(), presentationIds: z.array(z.string()) });
export type MoveToFolderResponse = z.infer<typeof moveToFolderResponseSchema>;

export const folderCollaboratorSchema = z.object({ userId: z.string(), email: z.string(), role: z.enum(['editor', 'viewer']) });
export const folderCollaboratorsResponseSchema = z.object({ folderId: z.string(), ownerId: z.string(), collaborators: z.array(folderCollaboratorSchema) });
export type FolderCollaboratorsResponse = z.infer<typeof folderCollaboratorsResponseSchema>;

/** What a collaborator may do in a folder shared with them (spec doc 1 §6 keys). */
export const sharedFolderPermissionSchema = z.enum(['view-folder', 'view-presentation', 'create-folder']);
export type SharedFolderPermission = z.infer<typeof sharedFolderPermissionSchema>;

/** A folder shared with the caller; breadcrumbs and depth start at the folder they were given. */
export const sharedFolderSchema = folderSchema.extend({ role: z.enum(['editor', 'viewer']), permissions: z.array(sharedFolderPermissionSchema) });
export type SharedFolder = z.infer<typeof sharedFolderSchema>;
export const sharedFolderListResponseSchema = z.object({ folders: z.array(sharedFolderSchema) });

export const shareSubFoldersResponseSchema = folderContentsResponseSchema.extend({
  role: z.enum(['editor', 'viewer']),
  permissions: z.array(sharedFolderPermissionSchema),
});
export type ShareSubFolders = z.infer<typeof shareSubFoldersResponseSchema>;

/** Where the caller may create folders: their own tree (rootFolderId null) and the folders shared with them to edit. */
export const editableFolderTreesResponseSchema = z.object({
  folderTrees: z.array(z.object({ ownerId: z.string(), rootFolderId: z.string().nullable(), folderTree: z.array(folderTreeNodeSchema) })),
});
export type EditableFolderTrees = z.infer<typeof editableFolderTreesResponseSchema>;
