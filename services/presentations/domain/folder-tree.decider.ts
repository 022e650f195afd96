import {
  FOLDER_COLLABORATOR_NOT_FOUND,
  FOLDER_COLLABORATORS_FULL_MESSAGE,
  FOLDER_FULL_MESSAGE,
  FOLDER_SHARE_WITH_SELF_MESSAGE,
  MAX_FOLDER_COLLABORATORS,
  FOLDER_HOLDS_PRESENTATIONS_MESSAGE,
  FOLDER_INTO_ITSELF_MESSAGE,
  FOLDER_NOT_FOUND,
  FOLDER_TOO_DEEP_MESSAGE,
  MAX_FOLDER_DEPTH,
  MAX_PRESENTATIONS_PER_FOLDER,
} from '../../../contracts/folders/constants.js';
import type { FolderCollaborator, FolderCollaboratorRole, FolderEvent } from '../../../contracts/folders/events.js';
import { assertNever } from '../../../contracts/shared/assert-never.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';
import { BusinessRuleViolated, Conflict, NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { depthOf, heightOf, subtreeOf, type FolderMap } from './folder-tree.js';

export interface FolderTreeState {
  readonly folders: FolderMap;
  /** Where each presentation sits; a presentation at the top of My Presentations has no entry. */
  readonly placements: Readonly<Record<string, string>>;
  /** Who each folder is shared with (the folder and everything under it). */
  readonly collaborators: FolderCollaborators;
}

export type FolderTreeCommand =
  | { readonly type: 'CreateFolder'; readonly folderId: string; readonly folderName: string; readonly parentFolderId: string | null }
  | { readonly type: 'RenameFolder'; readonly folderId: string; readonly folderName: string }
  | { readonly type: 'MoveFolder'; readonly folderId: string; readonly parentFolderId: string | null }
  /** A team's folder holding presentations is refused ('refuse'): only their owners may send them to the trash. */
  | { readonly type: 'DeleteFolder'; readonly folderId: string; readonly whenHoldingPresentations?: 'trash' | 'refuse' }
  /** The caller has checked that the actor owns every presentation named. */
  | { readonly type: 'MovePresentationsToFolder'; readonly presentationIds: readonly string[]; readonly folderId: string | null }
  /** The caller has checked that each person named is registered. Already-collaborators keep their role. */
  | { readonly type: 'AddFolderCollaborators'; readonly folderId: string; readonly collaborators: readonly FolderCollaborator[] }
  | { readonly type: 'ChangeFolderCollaboratorRole'; readonly folderId: string; readonly userId: string; readonly role: FolderCollaboratorRole }
  /** byOwner false: the collaborator leaves (the caller has checked the actor is that collaborator). */
  | { readonly type: 'RemoveFolderCollaborator'; readonly folderId: string; readonly userId: string; readonly byOwner: boolean };

function existing(state: FolderTreeState, folderId: string) {
  const folder = state.folders[folderId];
  if (!folder) throw new NotFound(FOLDER_NOT_FOUND);
  return folder;
}

export type FolderCollaborators = Readonly<Record<string, readonly FolderCollaborator[]>>;

function collaboratorOf(state: FolderTreeState, folderId: string, userId: string): FolderCollaborator {
  existing(state, folderId);
  const collaborator = state.collaborators[folderId]?.find((person) => person.userId === userId);
  if (!collaborator) throw new NotFound(FOLDER_COLLABORATOR_NOT_FOUND);
  return collaborator;
}

type CollaboratorEvent = Extract<FolderEvent, { type: 'FolderCollaboratorsAdded' | 'FolderCollaboratorRoleChanged' | 'FolderCollaboratorRemoved' }>;

/** Shared by the decider and the folder-tree read model. */
export function evolveCollaborators(collaborators: FolderCollaborators, event: CollaboratorEvent): FolderCollaborators {
  const { folderId } = event.data;
  const current = collaborators[folderId] ?? [];
  switch (event.type) {
    case 'FolderCollaboratorsAdded':
      return { ...collaborators, [folderId]: [...current, ...event.data.collaborators] };
    case 'FolderCollaboratorRoleChanged':
      return { ...collaborators, [folderId]: current.map((person) => (person.userId === event.data.userId ? { ...person, role: event.data.role } : person)) };
    case 'FolderCollaboratorRemoved': {
      const rest = current.filter((person) => person.userId !== event.data.userId);
      return rest.length > 0 ? { ...collaborators, [folderId]: rest } : withoutKeys(collaborators, [folderId]);
    }
    default:
      return assertNever(event);
  }
}

function withoutKeys<T>(record: Readonly<Record<string, T>>, keys: Iterable<string>): Record<string, T> {
  const copy = { ...record };
  for (const key of keys) delete copy[key];
  return copy;
}

/**
 * One owner's personal folders (spec doc 1 §3, §9): nested at most 10 levels, at most 500 presentations
 * each. The whole tree is one stream, so depth and counts are decided on a consistent state.
 */
export const folderTreeDecider: Decider<FolderTreeState, FolderTreeCommand, FolderEvent> = {
  initialState: { folders: {}, placements: {}, collaborators: {} },

  evolve(state, event) {
    switch (event.type) {
      case 'FolderCreated': {
        const { folderId, folderName, parentFolderId, createdAt } = event.data;
        return { ...state, folders: { ...state.folders, [folderId]: { folderId, folderName, parentFolderId, createdAt, updatedAt: createdAt } } };
      }
      case 'FolderRenamed': {
        const folder = state.folders[event.data.folderId];
        if (!folder) return state;
        return { ...state, folders: { ...state.folders, [folder.folderId]: { ...folder, folderName: event.data.folderName, updatedAt: event.data.renamedAt } } };
      }
      case 'FolderMoved': {
        const folder = state.folders[event.data.folderId];
        if (!folder) return state;
        return { ...state, folders: { ...state.folders, [folder.folderId]: { ...folder, parentFolderId: event.data.parentFolderId, updatedAt: event.data.movedAt } } };
      }
      case 'FolderDeleted':
        return {
          folders: withoutKeys(state.folders, event.data.deletedFolderIds),
          placements: withoutKeys(state.placements, event.data.deletedPresentationIds),
          collaborators: withoutKeys(state.collaborators, event.data.deletedFolderIds),
        };
      case 'PresentationsMovedToFolder': {
        const { presentationIds, folderId } = event.data;
        if (folderId === null) return { ...state, placements: withoutKeys(state.placements, presentationIds) };
        return { ...state, placements: { ...state.placements, ...Object.fromEntries(presentationIds.map((id) => [id, folderId])) } };
      }
      case 'FolderCollaboratorsAdded':
      case 'FolderCollaboratorRoleChanged':
      case 'FolderCollaboratorRemoved':
        return { ...state, collaborators: evolveCollaborators(state.collaborators, event) };
      default:
        return assertNever(event);
    }
  },

  decide(command, state, { actor, now }) {
    const ownerId = actor.id;
    switch (command.type) {
      case 'CreateFolder': {
        if (state.folders[command.folderId]) throw new Conflict('A folder with this id already exists.');
        if (command.parentFolderId !== null) {
          existing(state, command.parentFolderId);
          if (depthOf(state.folders, command.parentFolderId) + 1 > MAX_FOLDER_DEPTH) throw new BusinessRuleViolated(FOLDER_TOO_DEEP_MESSAGE);
        }
        const { folderId, folderName, parentFolderId } = command;
        return [{ type: 'FolderCreated', data: { ownerId, folderId, folderName, parentFolderId, createdAt: now } }];
      }
      case 'RenameFolder': {
        const folder = existing(state, command.folderId);
        if (folder.folderName === command.folderName) return [];
        return [{ type: 'FolderRenamed', data: { ownerId, folderId: folder.folderId, folderName: command.folderName, renamedAt: now } }];
      }
      case 'MoveFolder': {
        const folder = existing(state, command.folderId);
        const { parentFolderId } = command;
        if (folder.parentFolderId === parentFolderId) return [];
        if (parentFolderId !== null) {
          existing(state, parentFolderId);
          if (subtreeOf(state.folders, folder.folderId).includes(parentFolderId)) throw new BusinessRuleViolated(FOLDER_INTO_ITSELF_MESSAGE);
        }
        const parentDepth = parentFolderId === null ? 0 : depthOf(state.folders, parentFolderId);
        if (parentDepth + heightOf(state.folders, folder.folderId) > MAX_FOLDER_DEPTH) throw new BusinessRuleViolated(FOLDER_TOO_DEEP_MESSAGE);
        return [{ type: 'FolderMoved', data: { ownerId, folderId: folder.folderId, parentFolderId, movedAt: now } }];
      }
      case 'DeleteFolder': {
        const folder = existing(state, command.folderId);
        const deletedFolderIds = subtreeOf(state.folders, folder.folderId);
        const gone = new Set(deletedFolderIds);
        const deletedPresentationIds = Object.entries(state.placements)
          .filter(([, folderId]) => gone.has(folderId))
          .map(([presentationId]) => presentationId);
        if (deletedPresentationIds.length > 0 && command.whenHoldingPresentations === 'refuse') throw new BusinessRuleViolated(FOLDER_HOLDS_PRESENTATIONS_MESSAGE);
        return [{ type: 'FolderDeleted', data: { ownerId, folderId: folder.folderId, deletedFolderIds, deletedPresentationIds, deletedAt: now } }];
      }
      case 'MovePresentationsToFolder': {
        const { folderId } = command;
        if (folderId !== null) existing(state, folderId);
        const moving = [...new Set(command.presentationIds)].filter((id) => (state.placements[id] ?? null) !== folderId);
        if (moving.length === 0) return [];
        if (folderId !== null) {
          const already = Object.values(state.placements).filter((placed) => placed === folderId).length;
          if (already + moving.length > MAX_PRESENTATIONS_PER_FOLDER) throw new BusinessRuleViolated(FOLDER_FULL_MESSAGE);
        }
        return [{ type: 'PresentationsMovedToFolder', data: { ownerId, presentationIds: moving, folderId, movedAt: now } }];
      }
      case 'AddFolderCollaborators': {
        const folder = existing(state, command.folderId);
        const current = state.collaborators[folder.folderId] ?? [];
        const fresh = command.collaborators.filter((person, index, all) => !current.some((known) => known.userId === person.userId) && all.findIndex((other) => other.userId === person.userId) === index);
        if (fresh.some((person) => person.userId === ownerId)) throw new BusinessRuleViolated(FOLDER_SHARE_WITH_SELF_MESSAGE);
        if (fresh.length === 0) return [];
        if (current.length + fresh.length > MAX_FOLDER_COLLABORATORS) throw new BusinessRuleViolated(FOLDER_COLLABORATORS_FULL_MESSAGE);
        return [{ type: 'FolderCollaboratorsAdded', data: { ownerId, folderId: folder.folderId, collaborators: fresh, addedAt: now } }];
      }
      case 'ChangeFolderCollaboratorRole': {
        const collaborator = collaboratorOf(state, command.folderId, command.userId);
        if (collaborator.role === command.role) return [];
        return [{ type: 'FolderCollaboratorRoleChanged', data: { ownerId, folderId: command.folderId, userId: collaborator.userId, role: command.role } }];
      }
      case 'RemoveFolderCollaborator': {
        const collaborator = collaboratorOf(state, command.folderId, command.userId);
        return [{ type: 'FolderCollaboratorRemoved', data: { ownerId, folderId: command.folderId, userId: collaborator.userId, byOwner: command.byOwner, removedAt: now } }];
      }
      default:
        return assertNever(command);
    }
  },
};

/** A command on a tree someone else owns (a team's, or a person's that shared a folder), whose access the caller has checked. */
export interface OwnedFolderTreeCommand {
  readonly treeOwnerId: string;
  readonly command: FolderTreeCommand;
}

/**
 * A tree acted on by someone other than its owner: a team's workspace folders (stream `folders-{teamId}`) by its
 * members, or a shared folder by its collaborators. The same rules, and every event names the tree's owner as
 * `ownerId` whoever acts.
 */
export const ownedFolderTreeDecider: Decider<FolderTreeState, OwnedFolderTreeCommand, FolderEvent> = {
  initialState: folderTreeDecider.initialState,
  evolve: folderTreeDecider.evolve,
  decide: ({ treeOwnerId, command }, state, context) => folderTreeDecider.decide(command, state, { ...context, actor: { ...context.actor, id: treeOwnerId } }),
};
