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

/** Spec doc 1 §6: folder collaborators have changeable roles and can leave. */
export type FolderCollaboratorRole = 'editor' | 'viewer';

export interface FolderCollaborator {
  readonly userId: string;
  readonly email: string;
  readonly role: FolderCollaboratorRole;
}

/** The owner shares a folder (and everything under it) with registered presenters. */
export interface FolderCollaboratorsAdded {
  readonly ownerId: string;
  readonly folderId: string;
  readonly collaborators: readonly FolderCollaborator[];
  readonly addedAt: string;
}

export interface FolderCollaboratorRoleChanged {
  readonly ownerId: string;
  readonly folderId: string;
  readonly userId: string;
  readonly role: FolderCollaboratorRole;
}

/** The owner removed the collaborator (`byOwner`), or the collaborator left. */
export interface FolderCollaboratorRemoved {
  readonly ownerId: string;
  readonly folderId: string;
  readonly userId: string;
  readonly byOwner: boolean;
  readonly removedAt: string;
}

export type FolderEvent =
  | { type: 'FolderCreated'; data: FolderCreated }
  | { type: 'FolderRenamed'; data: FolderRenamed }
  | { type: 'FolderMoved'; data: FolderMoved }
  | { type: 'FolderDeleted'; data: FolderDeleted }
  | { type: 'PresentationsMovedToFolder'; data: PresentationsMovedToFolder }
  | { type: 'FolderCollaboratorsAdded'; data: FolderCollaboratorsAdded }
  | { type: 'FolderCollaboratorRoleChanged'; data: FolderCollaboratorRoleChanged }
  | { type: 'FolderCollaboratorRemoved'; data: FolderCollaboratorRemoved };

export const FOLDER_EVENT_SCHEMA_VERSIONS: Record<FolderEvent['type'], number> = {
  FolderCreated: 1,
  FolderRenamed: 1,
  FolderMoved: 1,
  FolderDeleted: 1,
  PresentationsMovedToFolder: 1,
  FolderCollaboratorsAdded: 1,
  FolderCollaboratorRoleChanged: 1,
  FolderCollaboratorRemoved: 1,
};

export const FOLDER_EVENT_TYPES = Object.keys(FOLDER_EVENT_SCHEMA_VERSIONS) as FolderEvent['type'][];
