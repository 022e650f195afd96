import type { PresentationLifecycleEvent } from '../../../contracts/presentations/events.js';
import { assertNever } from '../../../contracts/shared/assert-never.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';
import { BusinessRuleViolated, Conflict, Forbidden, NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { mayRename, teamHolds, type ActorTeam } from './workspace-deck-roles.js';
import { TAKE_OVER_MESSAGES } from '../../../contracts/presentations/take-over.js';
import { evolveTakenOverBy, isTakeOverEvent, takeOverPermitsEditing } from './take-over-rules.js';

export type PresentationLifecycleState =
  | { readonly status: 'none' }
  | {
      readonly status: 'active' | 'trashed' | 'deleted';
      readonly presentationId: string;
      readonly ownerId: string;
      /** The team whose workspace holds it; null for a personal presentation. */
      readonly teamId: string | null;
      readonly name: string;
      /** Who has taken the presentation over (take-over events on the same stream); a rename is an edit too. */
      readonly takenOverBy?: string | null;
    };

export type PresentationLifecycleCommand =
  | {
      readonly type: 'CreatePresentation';
      readonly presentationId: string;
      readonly name: string;
      readonly language: string;
      readonly fontFamily: string;
      readonly accessCode: string;
      readonly uniqueAccessCode: string;
      /** The team workspace it is created in; null for a personal presentation. */
      readonly accountId: string | null;
    }
  /** `team` is the actor's team, loaded before deciding: a workspace deck's team members may rename it. */
  | { readonly type: 'RenamePresentation'; readonly name: string; readonly team?: ActorTeam | null }
  /** `team`: the actor's; on a workspace deck, roles holding delete-team-presentations act as its creator does. */
  | { readonly type: 'MovePresentationToTrash'; readonly team?: ActorTeam | null }
  | { readonly type: 'RestorePresentation'; readonly team?: ActorTeam | null }
  | { readonly type: 'DeletePresentationPermanently'; readonly team?: ActorTeam | null };

export const PRESENTATION_NOT_FOUND = 'Presentation not found.';

type Existing = Exclude<PresentationLifecycleState, { status: 'none' }>;

/**
 * Only the owner changes a presentation's lifecycle (spec doc 1 §4: only the owner counts as owner); a workspace
 * deck, which sits in its team's trash, also by the team roles holding delete-team-presentations (README "Team roles").
 */
function ownedBy(state: PresentationLifecycleState, actorId: string, team: ActorTeam | null): Existing {
  // Someone else's presentation answers exactly as an unknown one.
  if (state.status === 'none' || state.status === 'deleted') throw new NotFound(PRESENTATION_NOT_FOUND);
  if (state.ownerId !== actorId && !teamHolds(state, team, 'delete-team-presentations')) throw new NotFound(PRESENTATION_NOT_FOUND);
  return state;
}

/** README "Team roles": besides its owner, a workspace deck's team members whose role holds rename-presentation. */
function renamableBy(state: PresentationLifecycleState, actorId: string, team: ActorTeam | null): Existing {
  if (state.status === 'none' || state.status === 'deleted' || !mayRename(state, actorId, team)) throw new NotFound(PRESENTATION_NOT_FOUND);
  return state;
}

export const presentationLifecycleDecider: Decider<
  PresentationLifecycleState,
  PresentationLifecycleCommand,
  PresentationLifecycleEvent
> = {
  initialState: { status: 'none' },

  evolve(state, event) {
    if (isTakeOverEvent(event)) return state.status === 'none' ? state : { ...state, takenOverBy: evolveTakenOverBy(state.takenOverBy ?? null, event) };
    switch (event.type) {
      case 'PresentationCreated':
        return {
          status: 'active',
          presentationId: event.data.presentationId,
          ownerId: event.data.ownerId,
          teamId: event.data.accountId ?? null,
          name: event.data.name,
        };
      case 'PresentationRenamed':
        return state.status === 'none' ? state : { ...state, name: event.data.name };
      case 'PresentationMovedToTrash':
        return state.status === 'none' ? state : { ...state, status: 'trashed' };
      case 'PresentationRestored':
        return state.status === 'none' ? state : { ...state, status: 'active' };
      case 'PresentationDeletedPermanently':
        return state.status === 'none' ? state : { ...state, status: 'deleted' };
      default:
        return state;
    }
  },

  decide(command, state, { actor, now }) {
    switch (command.type) {
      case 'CreatePresentation':
        if (state.status !== 'none') throw new Conflict('A presentation with this id already exists.');
        return [
          {
            type: 'PresentationCreated',
            data: {
              presentationId: command.presentationId,
              ownerId: actor.id,
              name: command.name,
              language: command.language,
              fontFamily: command.fontFamily,
              accessCode: command.accessCode,
              uniqueAccessCode: command.uniqueAccessCode,
              createdAt: now,
              ...(command.accountId !== null && { accountId: command.accountId }),
            },
          },
        ];
      case 'RenamePresentation': {
        const current = renamableBy(state, actor.id, command.team ?? null);
        if (current.status === 'trashed') throw new NotFound(PRESENTATION_NOT_FOUND);
        if (!takeOverPermitsEditing(current.takenOverBy ?? null, actor.id)) throw new Forbidden(TAKE_OVER_MESSAGES.takenOverBySomeoneElse);
        return [{ type: 'PresentationRenamed', data: { presentationId: current.presentationId, name: command.name, renamedAt: now } }];
      }
      case 'MovePresentationToTrash': {
        const current = ownedBy(state, actor.id, command.team ?? null);
        if (current.status === 'trashed') return [];
        return [{ type: 'PresentationMovedToTrash', data: { presentationId: current.presentationId, deletedAt: now } }];
      }
      case 'RestorePresentation': {
        const current = ownedBy(state, actor.id, command.team ?? null);
        if (current.status !== 'trashed') throw new BusinessRuleViolated('This presentation is not in the trash.');
        return [{ type: 'PresentationRestored', data: { presentationId: current.presentationId, restoredAt: now } }];
      }
      case 'DeletePresentationPermanently': {
        const current = ownedBy(state, actor.id, command.team ?? null);
        if (current.status !== 'trashed') {
          throw new BusinessRuleViolated('Move the presentation to the trash before deleting it permanently.');
        }
        return [{ type: 'PresentationDeletedPermanently', data: { presentationId: current.presentationId, deletedAt: now } }];
      }
      default:
        return assertNever(command);
    }
  },
};
