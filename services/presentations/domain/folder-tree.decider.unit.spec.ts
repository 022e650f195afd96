import { FOLDER_COLLABORATORS_FULL_MESSAGE, FOLDER_FULL_MESSAGE, FOLDER_HOLDS_PRESENTATIONS_MESSAGE, FOLDER_INTO_ITSELF_MESSAGE, FOLDER_NOT_FOUND, FOLDER_TOO_DEEP_MESSAGE } from '../../../contracts/folders/constants.js';
import type { FolderEvent } from '../../../contracts/folders/events.js';
import { BusinessRuleViolated, NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { givenWhenThen, SPEC_NOW } from '../../shared-kernel/domain/given-when-then.js';
import { breadcrumbsOf, treeOf } from './folder-tree.js';
import { folderTreeDecider, ownedFolderTreeDecider } from './folder-tree.decider.js';

const { given } = givenWhenThen(folderTreeDecider);
const owner = { kind: 'user' as const, id: 'owner' };

const created = (folderId: string, parentFolderId: string | null = null, folderName = `Folder ${folderId}`): FolderEvent => ({
  type: 'FolderCreated',
  data: { ownerId: 'owner', folderId, folderName, parentFolderId, createdAt: SPEC_NOW },
});
/** f1 > f2 > ... > f{levels}, each inside the one before. */
const chain = (levels: number, prefix = 'f'): FolderEvent[] =>
  Array.from({ length: levels }, (_, index) => created(`${prefix}${index + 1}`, index === 0 ? null : `${prefix}${index}`));
const placed = (folderId: string | null, presentationIds: string[]): FolderEvent => ({
  type: 'PresentationsMovedToFolder',
  data: { ownerId: 'owner', presentationIds, folderId, movedAt: SPEC_NOW },
});
const deckIds = (count: number, prefix = 'p') => Array.from({ length: count }, (_, index) => `${prefix}${index}`);

describe('folder tree decider (spec doc 1 §3, §9)', () => {
  it('given nothing, when a folder is created at the top, then FolderCreated with no parent', () => {
    expect(given([]).when({ type: 'CreateFolder', folderId: 'f1', folderName: 'Talks', parentFolderId: null }, owner)).toEqual([created('f1', null, 'Talks')]);
  });

  it('given a chain 10 deep, when a folder is created in the 10th, then the 11th level is refused with the depth message', () => {
    const history = chain(10);
    expect(given(chain(9)).when({ type: 'CreateFolder', folderId: 'f10', folderName: 'Folder f10', parentFolderId: 'f9' }, owner)).toEqual([created('f10', 'f9')]);
    expect(() => given(history).when({ type: 'CreateFolder', folderId: 'f11', folderName: 'Too deep', parentFolderId: 'f10' }, owner)).toThrow(
      new BusinessRuleViolated(FOLDER_TOO_DEEP_MESSAGE),
    );
  });

  it('given no such parent, when a folder is created in it, then 404', () => {
    expect(() => given([]).when({ type: 'CreateFolder', folderId: 'f1', folderName: 'Orphan', parentFolderId: 'nowhere' }, owner)).toThrow(new NotFound(FOLDER_NOT_FOUND));
  });

  it('given a folder, when renamed, then FolderRenamed; to its own name, then nothing', () => {
    expect(given([created('f1')]).when({ type: 'RenameFolder', folderId: 'f1', folderName: 'Talks 2026' }, owner)).toEqual([
      { type: 'FolderRenamed', data: { ownerId: 'owner', folderId: 'f1', folderName: 'Talks 2026', renamedAt: SPEC_NOW } },
    ]);
    expect(given([created('f1')]).when({ type: 'RenameFolder', folderId: 'f1', folderName: 'Folder f1' }, owner)).toEqual([]);
  });

  it('given a folder with subfolders, when moved into one of its own subfolders, then refused', () => {
    expect(() => given(chain(3)).when({ type: 'MoveFolder', folderId: 'f1', parentFolderId: 'f3' }, owner)).toThrow(new BusinessRuleViolated(FOLDER_INTO_ITSELF_MESSAGE));
    expect(() => given(chain(3)).when({ type: 'MoveFolder', folderId: 'f1', parentFolderId: 'f1' }, owner)).toThrow(new BusinessRuleViolated(FOLDER_INTO_ITSELF_MESSAGE));
  });

  it('given a 3-level subtree, when moved under a folder at depth 8, then refused (its deepest folder would be at 11); at depth 7, then FolderMoved', () => {
    const history = [...chain(8), ...chain(3, 'g')];
    expect(() => given(history).when({ type: 'MoveFolder', folderId: 'g1', parentFolderId: 'f8' }, owner)).toThrow(new BusinessRuleViolated(FOLDER_TOO_DEEP_MESSAGE));
    expect(given(history).when({ type: 'MoveFolder', folderId: 'g1', parentFolderId: 'f7' }, owner)).toEqual([
      { type: 'FolderMoved', data: { ownerId: 'owner', folderId: 'g1', parentFolderId: 'f7', movedAt: SPEC_NOW } },
    ]);
  });

  it('given nested folders holding presentations, when the top one is deleted, then its subfolders and their presentations go with it (deletedIds)', () => {
    const history = [...chain(3), created('other'), placed('f1', ['a']), placed('f3', ['b', 'c']), placed('other', ['d'])];
    expect(given(history).when({ type: 'DeleteFolder', folderId: 'f1' }, owner)).toEqual([
      { type: 'FolderDeleted', data: { ownerId: 'owner', folderId: 'f1', deletedFolderIds: ['f1', 'f2', 'f3'], deletedPresentationIds: ['a', 'b', 'c'], deletedAt: SPEC_NOW } },
    ]);
    const after = given([...history, ...given(history).when({ type: 'DeleteFolder', folderId: 'f1' }, owner)]).state();
    expect(Object.keys(after.folders)).toEqual(['other']);
    expect(after.placements).toEqual({ d: 'other' });
  });

  it('given a folder holding 499 presentations, when one more moves in, then it is accepted; the 501st is refused with the limit message', () => {
    const history = [created('f1'), placed('f1', deckIds(499))];
    expect(given(history).when({ type: 'MovePresentationsToFolder', presentationIds: ['x'], folderId: 'f1' }, owner)).toEqual([placed('f1', ['x'])]);
    const full = [...history, placed('f1', ['x'])];
    expect(() => given(full).when({ type: 'MovePresentationsToFolder', presentationIds: ['y'], folderId: 'f1' }, owner)).toThrow(new BusinessRuleViolated(FOLDER_FULL_MESSAGE));
    // Out to the top of My Presentations: no folder limit there.
    expect(given(full).when({ type: 'MovePresentationsToFolder', presentationIds: ['x'], folderId: null }, owner)).toEqual([placed(null, ['x'])]);
  });

  it('given presentations already in the folder, when moved there again, then only the others move', () => {
    const history = [created('f1'), placed('f1', ['a'])];
    expect(given(history).when({ type: 'MovePresentationsToFolder', presentationIds: ['a', 'b', 'b'], folderId: 'f1' }, owner)).toEqual([placed('f1', ['b'])]);
    expect(given(history).when({ type: 'MovePresentationsToFolder', presentationIds: ['a'], folderId: 'f1' }, owner)).toEqual([]);
  });

  it('given a tree, then breadcrumbs run from the top down and the full tree is ordered by name', () => {
    const state = given([...chain(3), created('b', null, 'Beta'), created('a', null, 'Alpha')]).state();
    expect(breadcrumbsOf(state.folders, 'f3').map((crumb) => crumb.folderId)).toEqual(['f1', 'f2', 'f3']);
    expect(treeOf(state.folders).map((node) => node.folderName)).toEqual(['Alpha', 'Beta', 'Folder f1']);
    expect(treeOf(state.folders)[2]!.children[0]!.children[0]).toEqual({ folderId: 'f3', folderName: 'Folder f3', depth: 3, children: [] });
  });

  it("given a team tree, when a member acts, then the events name the team as the tree's owner", () => {
    const team = givenWhenThen(ownedFolderTreeDecider).given([]);
    const events = team.when({ treeOwnerId: 'team-1', command: { type: 'CreateFolder', folderId: 'f1', folderName: 'Ours', parentFolderId: null } }, { kind: 'user', id: 'member-1' });
    expect(events).toEqual([{ type: 'FolderCreated', data: { ownerId: 'team-1', folderId: 'f1', folderName: 'Ours', parentFolderId: null, createdAt: SPEC_NOW } }]);
  });

  it('given a folder holding a presentation in a subfolder, when deleted with refuse, then refused with its message; an empty one goes', () => {
    const history = [created('f1'), created('f2', 'f1'), placed('f2', ['p1'])];
    expect(() => given(history).when({ type: 'DeleteFolder', folderId: 'f1', whenHoldingPresentations: 'refuse' }, owner)).toThrow(new BusinessRuleViolated(FOLDER_HOLDS_PRESENTATIONS_MESSAGE));
    expect(given([...history, placed(null, ['p1'])]).when({ type: 'DeleteFolder', folderId: 'f1', whenHoldingPresentations: 'refuse' }, owner)).toEqual([
      { type: 'FolderDeleted', data: { ownerId: 'owner', folderId: 'f1', deletedFolderIds: ['f1', 'f2'], deletedPresentationIds: [], deletedAt: SPEC_NOW } },
    ]);
  });

  describe('collaborators (spec doc 1 §6, §9)', () => {
    const ada = { userId: 'ada', email: 'ada@example.com', role: 'viewer' as const };
    const shared = (folderId: string, ...collaborators: (typeof ada)[]): FolderEvent => ({ type: 'FolderCollaboratorsAdded', data: { ownerId: 'owner', folderId, collaborators, addedAt: SPEC_NOW } });

    it('given a folder, when shared twice with one person, then they are added once', () => {
      expect(given([created('f1')]).when({ type: 'AddFolderCollaborators', folderId: 'f1', collaborators: [ada, ada] }, owner)).toEqual([shared('f1', ada)]);
      expect(given([created('f1'), shared('f1', ada)]).when({ type: 'AddFolderCollaborators', folderId: 'f1', collaborators: [ada] }, owner)).toEqual([]);
    });

    it('given 100 collaborators, when a 101st is added, then refused with the limit message', () => {
      const hundred = Array.from({ length: 100 }, (_, index) => ({ ...ada, userId: `u${index}` }));
      expect(() => given([created('f1'), shared('f1', ...hundred)]).when({ type: 'AddFolderCollaborators', folderId: 'f1', collaborators: [ada] }, owner)).toThrow(
        new BusinessRuleViolated(FOLDER_COLLABORATORS_FULL_MESSAGE),
      );
    });

    it('given a collaborator, when their role changes and they leave, then the events say so; a stranger is not found', () => {
      const history = [created('f1'), shared('f1', ada)];
      expect(given(history).when({ type: 'ChangeFolderCollaboratorRole', folderId: 'f1', userId: 'ada', role: 'editor' }, owner)).toEqual([
        { type: 'FolderCollaboratorRoleChanged', data: { ownerId: 'owner', folderId: 'f1', userId: 'ada', role: 'editor' } },
      ]);
      expect(given(history).when({ type: 'RemoveFolderCollaborator', folderId: 'f1', userId: 'ada', byOwner: false }, owner)).toEqual([
        { type: 'FolderCollaboratorRemoved', data: { ownerId: 'owner', folderId: 'f1', userId: 'ada', byOwner: false, removedAt: SPEC_NOW } },
      ]);
      expect(() => given(history).when({ type: 'RemoveFolderCollaborator', folderId: 'f1', userId: 'bob', byOwner: true }, owner)).toThrow(NotFound);
    });
  });
});
