import {
  folderCollaboratorsResponseSchema,
  sharedFolderListResponseSchema,
  shareSubFoldersResponseSchema,
  type FolderCollaboratorsResponse,
  type SharedFolder,
  type ShareSubFolders,
} from '../../../contracts/folders/read-models.js';
import type { FolderSort } from './folders-api.js';
import type { HttpClient } from './http-client.js';

export type FolderCollaboratorRole = 'editor' | 'viewer';

/** Folder collaborators and the folders shared with the caller (spec doc 1 §7 Folders). */
export interface FolderSharingApi {
  collaborators(folderId: string, signal?: AbortSignal): Promise<FolderCollaboratorsResponse>;
  share(folderId: string, emails: readonly string[], role: FolderCollaboratorRole): Promise<FolderCollaboratorsResponse>;
  remove(folderId: string, userIds: readonly string[]): Promise<FolderCollaboratorsResponse>;
  sharedWithMe(sort: FolderSort, signal?: AbortSignal): Promise<SharedFolder[]>;
  subFolders(folderId: string, sort: FolderSort, signal?: AbortSignal): Promise<ShareSubFolders>;
  leave(folderId: string): Promise<void>;
}

const sortQuery = (sort: FolderSort) => new URLSearchParams({ sortColumn: sort.sortColumn, sortOrder: sort.sortOrder }).toString();
const collaboratorsPath = (folderId: string) => `/api/folder/${encodeURIComponent(folderId)}/collaborators`;

export function createFolderSharingApi(http: HttpClient): FolderSharingApi {
  return {
    collaborators: (folderId, signal) => http.get(collaboratorsPath(folderId), { schema: folderCollaboratorsResponseSchema, signal }),
    share: async (folderId, emails, role) => (await http.request('POST', collaboratorsPath(folderId), { body: { emails, role }, schema: folderCollaboratorsResponseSchema })).data,
    remove: async (folderId, userIds) => (await http.request('DELETE', collaboratorsPath(folderId), { body: { userIds }, schema: folderCollaboratorsResponseSchema })).data,
    sharedWithMe: async (sort, signal) => (await http.get(`/api/folder/share?${sortQuery(sort)}`, { schema: sharedFolderListResponseSchema, signal })).folders,
    subFolders: (folderId, sort, signal) =>
      http.get(`/api/folder/${encodeURIComponent(folderId)}/get-share-sub-folders?${sortQuery(sort)}`, { schema: shareSubFoldersResponseSchema, signal }),
    leave: async (folderId) => {
      await http.request('DELETE', `${collaboratorsPath(folderId)}/leave`, {});
    },
  };
}
