import { MESSAGES } from '../../../contracts/slides/constants.js';
import { NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { OWNER, presentationCreated } from '../test-support/deck-scenario.js';
import { editRefusal } from './deck-guards.js';
import { evolveDeck, initialDeckState } from './deck-state.js';

const colleague = { kind: 'user' as const, id: 'colleague' };
const created = presentationCreated('p-team');
const workspaceDeck = evolveDeck(initialDeckState, { ...created, data: { ...(created.data as object), accountId: 'team-1' } });
const personalDeck = evolveDeck(initialDeckState, created);

describe("the deck decider's guard on a team workspace's deck (README \"Team roles\")", () => {
  it('accepts edits of a member of the holding team, whatever their role, and of the creator', () => {
    for (const role of ['owner', 'admin', 'member'] as const) expect({ role, refusal: editRefusal(workspaceDeck, colleague, { teamId: 'team-1', role }) }).toEqual({ role, refusal: null });
    expect(editRefusal(workspaceDeck, OWNER, null)).toBeNull();
  });

  it('refuses as for an unknown deck someone of another team, of no team, or a teammate on a personal deck', () => {
    const notFound = new NotFound(MESSAGES.presentationNotFound);
    expect(editRefusal(workspaceDeck, colleague, { teamId: 'team-2', role: 'owner' })).toEqual(notFound);
    expect(editRefusal(workspaceDeck, colleague, null)).toEqual(notFound);
    expect(editRefusal(personalDeck, colleague, { teamId: 'team-1', role: 'owner' })).toEqual(notFound);
  });

  it('refuses everyone once the deck is in the trash', () => {
    const trashed = evolveDeck(workspaceDeck, { type: 'PresentationMovedToTrash', data: { presentationId: 'p-team', deletedAt: '2026-03-01T11:00:00.000Z' } });
    expect(editRefusal(trashed, colleague, { teamId: 'team-1', role: 'member' })).toEqual(new NotFound(MESSAGES.presentationNotFound));
  });
});
