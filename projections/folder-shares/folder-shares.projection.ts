import type { RecordedEvent } from '../../contracts/events/envelope.js';
import type { FolderCollaboratorRemoved, FolderCollaboratorRole, FolderCollaboratorRoleChanged, FolderCollaboratorsAdded } from '../../contracts/folders/events.js';
import type { Projection } from '../projection.js';

/**
 * One folder shared with one person: the index behind Shared With Me for folders. A share whose folder was deleted
 * stays here; readers check it against the owner's folder tree (FolderDeleted does not name the collaborators).
 */
export type FolderShareDocument = {
  readonly id: string;
  readonly userId: string;
  readonly ownerId: string;
  readonly folderId: string;
  readonly role: FolderCollaboratorRole;
  readonly sharedAt: string;
} & { [key: string]: unknown };

export const folderShareDocumentId = (folderId: string, userId: string) => `${folderId}:${userId}`;

const COLLABORATOR_EVENT_TYPES = ['FolderCollaboratorsAdded', 'FolderCollaboratorRoleChanged', 'FolderCollaboratorRemoved'] as const;

export const folderSharesProjection: Projection<FolderShareDocument> = {
  name: 'folder-shares',
  version: 1,
  eventTypes: COLLABORATOR_EVENT_TYPES,
  documentIds: (event) => {
    if (event.type === 'FolderCollaboratorsAdded') {
      const data = event.data as FolderCollaboratorsAdded;
      return data.collaborators.map((person) => folderShareDocumentId(data.folderId, person.userId));
    }
    const data = event.data as FolderCollaboratorRoleChanged | FolderCollaboratorRemoved;
    return [folderShareDocumentId(data.folderId, data.userId)];
  },
  apply: (document, event: RecordedEvent, documentId) => {
    switch (event.type) {
      case 'FolderCollaboratorsAdded': {
        const data = event.data as FolderCollaboratorsAdded;
        const person = data.collaborators.find((candidate) => folderShareDocumentId(data.folderId, candidate.userId) === documentId);
        if (!person) return document;
        return { id: documentId, userId: person.userId, ownerId: data.ownerId, folderId: data.folderId, role: person.role, sharedAt: data.addedAt };
      }
      case 'FolderCollaboratorRoleChanged':
        return document && { ...document, role: (event.data as FolderCollaboratorRoleChanged).role };
      case 'FolderCollaboratorRemoved':
        return null;
      default:
        return document;
    }
  },
};
