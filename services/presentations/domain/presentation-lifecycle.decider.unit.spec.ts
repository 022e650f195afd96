import type { PresentationLifecycleEvent } from '../../../contracts/presentations/events.js';
import { givenWhenThen, SPEC_NOW } from '../../shared-kernel/domain/given-when-then.js';
import { BusinessRuleViolated, Conflict, NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { PRESENTATION_NOT_FOUND, presentationLifecycleDecider } from './presentation-lifecycle.decider.js';

const { given } = givenWhenThen(presentationLifecycleDecider);
const owner = { kind: 'user' as const, id: 'owner' };
const stranger = { kind: 'user' as const, id: 'stranger' };
const created: PresentationLifecycleEvent = {
  type: 'PresentationCreated',
  data: {
    presentationId: 'p1',
    ownerId: 'owner',
    name: 'My new presentation',
    language: 'en',
    fontFamily: 'Plus Jakarta Sans',
    accessCode: '123456',
    uniqueAccessCode: 'abcdefghij',
    createdAt: SPEC_NOW,
  },
};
const trashed: PresentationLifecycleEvent = { type: 'PresentationMovedToTrash', data: { presentationId: 'p1', deletedAt: SPEC_NOW } };
const create = {
  type: 'CreatePresentation' as const,
  presentationId: 'p1',
  name: 'My new presentation',
  language: 'en',
  fontFamily: 'Plus Jakarta Sans',
  accessCode: '123456',
  uniqueAccessCode: 'abcdefghij',
  accountId: null,
};

describe('presentation lifecycle decider', () => {
  it('given nothing, when created, then PresentationCreated owned by the actor (spec doc 1 §4 creating a presentation)', () => {
    expect(given([]).when(create, owner)).toEqual([created]);
  });

  it('given nothing, when created in a team workspace, then PresentationCreated names the team (team working mode)', () => {
    expect(given([]).when({ ...create, accountId: 'team-1' }, owner)).toEqual([{ ...created, data: { ...created.data, accountId: 'team-1' } }]);
  });

  it('given a presentation, when created again with its id, then 409', () => {
    expect(() => given([created]).when(create, owner)).toThrow(Conflict);
  });

  it('given a presentation, when the owner renames it, then PresentationRenamed', () => {
    expect(given([created]).when({ type: 'RenamePresentation', name: 'Q3' }, owner)).toEqual([
      { type: 'PresentationRenamed', data: { presentationId: 'p1', name: 'Q3', renamedAt: SPEC_NOW } },
    ]);
  });

  it('given a presentation, when someone else renames or trashes it, then 404 as for an unknown one (spec doc 2 §6: only the owner counts as owner)', () => {
    expect(() => given([created]).when({ type: 'RenamePresentation', name: 'Mine now' }, stranger)).toThrow(new NotFound(PRESENTATION_NOT_FOUND));
    expect(() => given([created]).when({ type: 'MovePresentationToTrash' }, stranger)).toThrow(new NotFound(PRESENTATION_NOT_FOUND));
  });

  it("given a team workspace's presentation, when a member of that team renames it, then PresentationRenamed; trashing stays the owner's", () => {
    const inTeam: PresentationLifecycleEvent = { ...created, data: { ...created.data, accountId: 'team-1' } } as PresentationLifecycleEvent;
    const member = { teamId: 'team-1', role: 'member' as const };
    expect(given([inTeam]).when({ type: 'RenamePresentation', name: 'Ours', team: member }, stranger)).toEqual([
      { type: 'PresentationRenamed', data: { presentationId: 'p1', name: 'Ours', renamedAt: SPEC_NOW } },
    ]);
    expect(() => given([inTeam]).when({ type: 'MovePresentationToTrash' }, stranger)).toThrow(new NotFound(PRESENTATION_NOT_FOUND));
    // Another team's member, or a personal deck: nothing to rename.
    expect(() => given([inTeam]).when({ type: 'RenamePresentation', name: 'x', team: { teamId: 'team-2', role: 'owner' } }, stranger)).toThrow(new NotFound(PRESENTATION_NOT_FOUND));
    expect(() => given([created]).when({ type: 'RenamePresentation', name: 'x', team: member }, stranger)).toThrow(new NotFound(PRESENTATION_NOT_FOUND));
  });

  it("given a team workspace's presentation, the team's owner (delete-team-presentations) trashes, restores and deletes it; an admin or a member may not", () => {
    const inTeam: PresentationLifecycleEvent = { ...created, data: { ...created.data, accountId: 'team-1' } } as PresentationLifecycleEvent;
    const teamOwner = { teamId: 'team-1', role: 'owner' as const };
    expect(given([inTeam]).when({ type: 'MovePresentationToTrash', team: teamOwner }, stranger)).toEqual([trashed]);
    expect(given([inTeam, trashed]).when({ type: 'RestorePresentation', team: teamOwner }, stranger)).toEqual([{ type: 'PresentationRestored', data: { presentationId: 'p1', restoredAt: SPEC_NOW } }]);
    expect(given([inTeam, trashed]).when({ type: 'DeletePresentationPermanently', team: teamOwner }, stranger)).toEqual([{ type: 'PresentationDeletedPermanently', data: { presentationId: 'p1', deletedAt: SPEC_NOW } }]);
    for (const role of ['admin', 'member'] as const) {
      expect(() => given([inTeam]).when({ type: 'MovePresentationToTrash', team: { teamId: 'team-1', role } }, stranger)).toThrow(new NotFound(PRESENTATION_NOT_FOUND));
      expect(() => given([inTeam, trashed]).when({ type: 'RestorePresentation', team: { teamId: 'team-1', role } }, stranger)).toThrow(new NotFound(PRESENTATION_NOT_FOUND));
    }
    // Another team's owner, or a personal deck: the key reaches nothing.
    expect(() => given([inTeam]).when({ type: 'MovePresentationToTrash', team: { teamId: 'team-2', role: 'owner' } }, stranger)).toThrow(new NotFound(PRESENTATION_NOT_FOUND));
    expect(() => given([created]).when({ type: 'MovePresentationToTrash', team: teamOwner }, stranger)).toThrow(new NotFound(PRESENTATION_NOT_FOUND));
  });

  it('given nothing, when renamed, then 404', () => {
    expect(() => given([]).when({ type: 'RenamePresentation', name: 'x' }, owner)).toThrow(NotFound);
  });

  it('given a presentation, when trashed, then PresentationMovedToTrash; trashing again decides nothing', () => {
    expect(given([created]).when({ type: 'MovePresentationToTrash' }, owner)).toEqual([trashed]);
    expect(given([created, trashed]).when({ type: 'MovePresentationToTrash' }, owner)).toEqual([]);
  });

  it('given a trashed presentation, when restored, then PresentationRestored (spec doc 1 §4 trash: restore)', () => {
    expect(given([created, trashed]).when({ type: 'RestorePresentation' }, owner)).toEqual([
      { type: 'PresentationRestored', data: { presentationId: 'p1', restoredAt: SPEC_NOW } },
    ]);
  });

  it('given an active presentation, when restored or deleted permanently, then 422', () => {
    expect(() => given([created]).when({ type: 'RestorePresentation' }, owner)).toThrow(BusinessRuleViolated);
    expect(() => given([created]).when({ type: 'DeletePresentationPermanently' }, owner)).toThrow(BusinessRuleViolated);
  });

  it('given a trashed presentation, when renamed, then 404, and when deleted permanently, then it is gone for every command', () => {
    expect(() => given([created, trashed]).when({ type: 'RenamePresentation', name: 'x' }, owner)).toThrow(NotFound);
    const deleted = given([created, trashed]).when({ type: 'DeletePresentationPermanently' }, owner);
    expect(deleted).toEqual([{ type: 'PresentationDeletedPermanently', data: { presentationId: 'p1', deletedAt: SPEC_NOW } }]);
    expect(() => given([created, trashed, ...deleted]).when({ type: 'RestorePresentation' }, owner)).toThrow(NotFound);
  });
});
