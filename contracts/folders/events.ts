/** Facts of one owner's personal folder tree (stream `folders-{ownerId}`); every event names the owner. */
export interface FolderCreated {
  readonly ownerId: string;
  readonly folderId: string;
  readonly folderName: string;
  /** null: at the top of My Presentations. */
  readonly parentFolderId: string | null;
  readonly createdAt: string;
}

export interface FolderRenamed {
  readonly ownerId: string;
  readonly folderId: string;
  readonly folderName: string;
  readonly renamedAt: string;
}

export interface FolderMoved {
  readonly ownerId: string;
  readonly folderId: string;
  readonly parentFolderId: string | null;
  readonly movedAt: string;
}

/** The folder and every folder under it are gone; the presentations that were in them go to the trash. */
export interface FolderDeleted {
  readonly ownerId: string;
  readonly folderId: string;
  readonly deletedFolderIds: readonly string[];
  readonly deletedPresentationIds: readonly string[];
  readonly deletedAt: string;
}

/** folderId null: back to the top of My Presentations. */
export interface PresentationsMovedToFolder {
  readonly ownerId: string;
  readonly presentationIds: readonly string[];
  readonly folderId: string | null;
  readonly movedAt: string;
}

export type FolderEvent =
  | { type: 'FolderCreated'; data: FolderCreated }
  | { type: 'FolderRenamed'; data: FolderRenamed }
  | { type: 'FolderMoved'; data: FolderMoved }
  | { type: 'FolderDeleted'; data: FolderDeleted }
  | { type: 'PresentationsMovedToFolder'; data: PresentationsMovedToFolder };

export const FOLDER_EVENT_SCHEMA_VERSIONS: Record<FolderEvent['type'], number> = {
  FolderCreated: 1,
  FolderRenamed: 1,
  FolderMoved: 1,
  FolderDeleted: 1,
  PresentationsMovedToFolder: 1,
};

export const FOLDER_EVENT_TYPES = Object.keys(FOLDER_EVENT_SCHEMA_VERSIONS) as FolderEvent['type'][];
