import type { RecordedEvent } from '../../contracts/events/envelope.js';
import { FOLDER_EVENT_TYPES, type FolderEvent } from '../../contracts/folders/events.js';
import { folderTreeDecider, type FolderCollaborators } from '../../services/presentations/domain/folder-tree.decider.js';
import type { FolderMap } from '../../services/presentations/domain/folder-tree.js';
import type { Projection } from '../projection.js';

/** One owner's folders and who each is shared with, keyed by the owner's id; breadcrumbs, depth and the tree are derived from it. */
export type FolderTreeDocument = { readonly id: string; readonly ownerId: string; readonly folders: FolderMap; readonly collaborators?: FolderCollaborators } & {
  [key: string]: unknown;
};

/**
 * The decider's own evolve builds the folders, so the read model and the decisions cannot disagree on the tree.
 * Version 2 keeps the folders' collaborators.
 */
export const folderTreeProjection: Projection<FolderTreeDocument> = {
  name: 'folder-tree',
  version: 2,
  eventTypes: FOLDER_EVENT_TYPES,
  documentIds: (event) => [(event.data as { ownerId: string }).ownerId],
  apply: (document, recorded) => {
    const event = recorded as RecordedEvent & FolderEvent;
    const ownerId = event.data.ownerId;
    const { folders, collaborators } = folderTreeDecider.evolve({ folders: document?.folders ?? {}, placements: {}, collaborators: document?.collaborators ?? {} }, event);
    return { id: ownerId, ownerId, folders, collaborators };
  },
};
