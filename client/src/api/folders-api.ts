import {
  createFolderResponseSchema,
  deleteFolderResponseSchema,
  folderContentsResponseSchema,
  folderListResponseSchema,
  fullFolderTreeResponseSchema,
  moveToFolderResponseSchema,
  updateFolderResponseSchema,
  type DeleteFolderResponse,
  type Folder,
  type FolderContents,
  type FolderTreeNode,
  type MoveToFolderResponse,
} from '../../../contracts/folders/read-models.js';
import type { HttpClient } from './http-client.js';
import type { PresentationSortColumn, SortOrder } from './presentations-api.js';

export interface FolderSort {
  readonly sortColumn: PresentationSortColumn;
  readonly sortOrder: SortOrder;
}

/** The caller's personal folders (spec doc 1 §6 Folders). */
export interface FoldersApi {
  topFolders(sort: FolderSort, signal?: AbortSignal): Promise<Folder[]>;
  contents(folderId: string, sort: FolderSort, signal?: AbortSignal): Promise<FolderContents>;
  fullTree(signal?: AbortSignal): Promise<FolderTreeNode[]>;
  create(folderName: string, parentFolderId: string | null): Promise<Folder>;
  rename(folderId: string, folderName: string): Promise<Folder>;
  /** parentFolderId null: to the top of My Presentations. */
  move(folderId: string, parentFolderId: string | null): Promise<Folder>;
  delete(folderId: string): Promise<DeleteFolderResponse>;
  /** folderId null: back to the top of My Presentations. In personal mode the account is the user's own id. */
  movePresentations(accountId: string, presentationIds: readonly string[], folderId: string | null): Promise<MoveToFolderResponse>;
}

const sortQuery = (sort: FolderSort) => new URLSearchParams({ sortColumn: sort.sortColumn, sortOrder: sort.sortOrder }).toString();
const folderPath = (folderId: string) => `/api/folder/${encodeURIComponent(folderId)}`;

export function createFoldersApi(http: HttpClient): FoldersApi {
  return {
    topFolders: async (sort, signal) => (await http.get(`/api/folder?${sortQuery(sort)}`, { schema: folderListResponseSchema, signal })).folders,
    contents: (folderId, sort, signal) => http.get(`${folderPath(folderId)}?${sortQuery(sort)}`, { schema: folderContentsResponseSchema, signal }),
    fullTree: async (signal) => (await http.get('/api/folder/get-full-folder-tree', { schema: fullFolderTreeResponseSchema, signal })).folderTree,
    create: async (folderName, parentFolderId) =>
      (await http.request('POST', '/api/folder', { body: { folderName, parentFolderId }, schema: createFolderResponseSchema })).data.folder,
    rename: async (folderId, folderName) =>
      (await http.request('PATCH', folderPath(folderId), { body: { folderName }, schema: updateFolderResponseSchema })).data.folder,
    move: async (folderId, parentFolderId) =>
      (await http.request('PATCH', folderPath(folderId), { body: { parentFolderId }, schema: updateFolderResponseSchema })).data.folder,
    delete: async (folderId) => (await http.request('DELETE', folderPath(folderId), { schema: deleteFolderResponseSchema })).data,
    movePresentations: async (accountId, presentationIds, folderId) =>
      (
        await http.request('POST', `/api/account-folder/${encodeURIComponent(accountId)}/presentation/move-to-folder`, {
          body: { presentationIds, folderId },
          schema: moveToFolderResponseSchema,
        })
      ).data,
  };
}
