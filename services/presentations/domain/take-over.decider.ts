import { TAKE_OVER_MESSAGES, type TakeOverEvent } from '../../../contracts/presentations/take-over.js';
import { assertNever } from '../../../contracts/shared/assert-never.js';
import { collaboratorMay, SHARING_MESSAGES } from '../../../contracts/sharing/collaborators.js';
import type { Decider } from '../../shared-kernel/domain/decider.js';
import { Forbidden, NotFound } from '../../shared-kernel/domain/domain-errors.js';
import { PRESENTATION_NOT_FOUND } from './presentation-lifecycle.decider.js';
import { evolveSharing, initialSharingState, roleOn, roleWithTeam, type SharingState } from './presentation-sharing.decider.js';
import { teamHolds, type ActorTeam } from './workspace-deck-roles.js';
import { evolveTakenOverBy, isTakeOverEvent } from './take-over-rules.js';

export interface TakeOverState {
  readonly sharing: SharingState;
  /** The user who edits the presentation alone now, or null. */
  readonly takenOverBy: string | null;
}

/** `team`: the actor's, loaded before deciding; on a workspace deck take-over-to-edit lets its team's members take it over. */
export type TakeOverCommand = { readonly type: 'TakeOverPresentation'; readonly team?: ActorTeam | null } | { readonly type: 'ReleaseTakeOver'; readonly team?: ActorTeam | null };

/**
 * Spec doc 1 §4-§5: anyone whose role may edit can take a presentation over (from whoever held it); the taker-over
 * or the owner (who always counts as owner) hands it back. Someone without a role hears 404.
 */
export const takeOverDecider: Decider<TakeOverState, TakeOverCommand, TakeOverEvent> = {
  initialState: { sharing: initialSharingState, takenOverBy: null },
  evolve: (state, event) =>
    isTakeOverEvent(event) ? { ...state, takenOverBy: evolveTakenOverBy(state.takenOverBy, event) } : { ...state, sharing: evolveSharing(state.sharing, event) },

  decide(command, state, { actor, now }) {
    const { sharing } = state;
    const team = command.team ?? null;
    const role = sharing.exists && !sharing.removed ? roleWithTeam(sharing, actor.id, team) : null;
    if (role === null) throw new NotFound(PRESENTATION_NOT_FOUND);
    const presentationId = sharing.presentationId;
    switch (command.type) {
      case 'TakeOverPresentation':
        if (!mayTakeOver(sharing, actor.id, team)) throw new Forbidden(SHARING_MESSAGES.notPermitted, { permission: 'take-over-to-edit' });
        if (state.takenOverBy === actor.id) return [];
        return [{ type: 'PresentationTakenOver', data: { presentationId, userId: actor.id, takenOverAt: now } }];
      case 'ReleaseTakeOver':
        if (state.takenOverBy === null) return [];
        if (state.takenOverBy !== actor.id && role !== 'owner') throw new Forbidden(TAKE_OVER_MESSAGES.releaseNotYours);
        return [{ type: 'PresentationTakeOverReleased', data: { presentationId, userId: state.takenOverBy, releasedAt: now } }];
      default:
        return assertNever(command);
    }
  },
};

/** A share whose role may edit, or (README "Team roles") a workspace deck's team member holding take-over-to-edit. */
export function mayTakeOver(sharing: SharingState, actorId: string, team: ActorTeam | null): boolean {
  const own = roleOn(sharing, actorId);
  return (own !== null && collaboratorMay(own, 'edit')) || teamHolds(sharing, team, 'take-over-to-edit');
}
