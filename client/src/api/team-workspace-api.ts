import {
  createFolderResponseSchema,
  folderContentsResponseSchema,
  moveToFolderResponseSchema,
  workspaceFolderListSchema,
  type Folder,
  type FolderContents,
  type MoveToFolderResponse,
  type WorkspaceFolderList,
} from '../../../contracts/folders/read-models.js';
import type { FolderSort } from './folders-api.js';
import type { HttpClient } from './http-client.js';

/** A team workspace's folders and presentations (spec doc 1 §7 /api/account-folder/{accountId}). */
export interface TeamWorkspaceApi {
  top(accountId: string, sort: FolderSort, signal?: AbortSignal): Promise<WorkspaceFolderList>;
  contents(accountId: string, folderId: string, sort: FolderSort, signal?: AbortSignal): Promise<FolderContents>;
  createFolder(accountId: string, folderName: string, parentFolderId: string | null): Promise<Folder>;
  /** folderId null: back to the top of the workspace. */
  movePresentations(accountId: string, presentationIds: readonly string[], folderId: string | null): Promise<MoveToFolderResponse>;
}

const sortQuery = (sort: FolderSort) => new URLSearchParams({ sortColumn: sort.sortColumn, sortOrder: sort.sortOrder }).toString();
const accountPath = (accountId: string) => `/api/account-folder/${encodeURIComponent(accountId)}`;

export function createTeamWorkspaceApi(http: HttpClient): TeamWorkspaceApi {
  return {
    top: (accountId, sort, signal) => http.get(`${accountPath(accountId)}/folder?${sortQuery(sort)}`, { schema: workspaceFolderListSchema, signal }),
    contents: (accountId, folderId, sort, signal) =>
      http.get(`${accountPath(accountId)}/folder/${encodeURIComponent(folderId)}?${sortQuery(sort)}`, { schema: folderContentsResponseSchema, signal }),
    createFolder: async (accountId, folderName, parentFolderId) =>
      (await http.request('POST', `${accountPath(accountId)}/folder`, { body: { folderName, parentFolderId }, schema: createFolderResponseSchema })).data.folder,
    movePresentations: async (accountId, presentationIds, folderId) =>
      (await http.request('POST', `${accountPath(accountId)}/presentation/move-to-folder`, { body: { presentationIds, folderId }, schema: moveToFolderResponseSchema })).data,
  };
}
