import {
  FOLDER_FULL_MESSAGE,
  FOLDER_HOLDS_PRESENTATIONS_MESSAGE,
  FOLDER_INTO_ITSELF_MESSAGE,
  FOLDER_NOT_FOUND,
  FOLDER_TOO_DEEP_MESSAGE,
  MAX_FOLDER_DEPTH,
  MAX_PRESENTATIONS_PER_FOLDER,
} from '../../../contracts/folders/constants.js';
import type { FolderEvent } from '../../../contracts/folders/events.js';
import { assertNever } from '../../../contracts/shared/assert-never.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';
import { BusinessRuleViolated, Conflict, NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { depthOf, heightOf, subtreeOf, type FolderMap } from './folder-tree.js';

export interface FolderTreeState {
  readonly folders: FolderMap;
  /** Where each presentation sits; a presentation at the top of My Presentations has no entry. */
  readonly placements: Readonly<Record<string, string>>;
}

export type FolderTreeCommand =
  | { readonly type: 'CreateFolder'; readonly folderId: string; readonly folderName: string; readonly parentFolderId: string | null }
  | { readonly type: 'RenameFolder'; readonly folderId: string; readonly folderName: string }
  | { readonly type: 'MoveFolder'; readonly folderId: string; readonly parentFolderId: string | null }
  /** A team's folder holding presentations is refused ('refuse'): only their owners may send them to the trash. */
  | { readonly type: 'DeleteFolder'; readonly folderId: string; readonly whenHoldingPresentations?: 'trash' | 'refuse' }
  /** The caller has checked that the actor owns every presentation named. */
  | { readonly type: 'MovePresentationsToFolder'; readonly presentationIds: readonly string[]; readonly folderId: string | null };

function existing(state: FolderTreeState, folderId: string) {
  const folder = state.folders[folderId];
  if (!folder) throw new NotFound(FOLDER_NOT_FOUND);
  return folder;
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
  initialState: { folders: {}, placements: {} },

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
        };
      case 'PresentationsMovedToFolder': {
        const { presentationIds, folderId } = event.data;
        if (folderId === null) return { ...state, placements: withoutKeys(state.placements, presentationIds) };
        return { ...state, placements: { ...state.placements, ...Object.fromEntries(presentationIds.map((id) => [id, folderId])) } };
      }
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
      default:
        return assertNever(command);
    }
  },
};

/** A command on a team's workspace folders, whose access the caller has checked against the member's role. */
export interface TeamFolderTreeCommand {
  readonly teamId: string;
  readonly command: FolderTreeCommand;
}

/**
 * A team's workspace folders (stream `folders-{teamId}`): the same rules, with the team as the tree's owner, so
 * every event names the team as `ownerId` whoever of its members acts.
 */
export const teamFolderTreeDecider: Decider<FolderTreeState, TeamFolderTreeCommand, FolderEvent> = {
  initialState: folderTreeDecider.initialState,
  evolve: folderTreeDecider.evolve,
  decide: ({ teamId, command }, state, context) => folderTreeDecider.decide(command, state, { ...context, actor: { ...context.actor, id: teamId } }),
};
