import type { DeckCommand } from '../../../contracts/deck/deck-commands.js';
import type { DeckEvent } from '../../../contracts/deck/deck-events.js';
import type { Decider, DecisionContext } from '../../shared-kernel/domain/decider.js';
import { decideAddSlide } from './decide-add-slide.js';
import { decideDuplicateSlides } from './decide-duplicate-slides.js';
import { decidePatchSlide, decidePatchSlides, decideUpdateSlide } from './decide-edit-slide.js';
import {
  decideAddSlideHint,
  decideDeleteSlideHint,
  decidePatchSlideHint,
  decideRemoveSlideEmbed,
  decideSetSlideEmbed,
} from './decide-hints-embed.js';
import {
  decideApplyTheme,
  decideAutoTitle,
  decideResultsFlag,
  decideSetActiveSlide,
  decideUpdateAttributes,
  decideUpdateParticipantInfo,
  decideUpdateSettings,
} from './decide-presentation.js';
import {
  decideAddSlideOption,
  decideAddSlideOptions,
  decideDeleteSlideOption,
  decideDeleteSlideOptions,
  decidePatchSlideOption,
  decideReorderSlideOptions,
} from './decide-slide-options.js';
import {
  decideBatchUpdateSlides,
  decideDeleteSlides,
  decideRestoreSlides,
  decideSortSlides,
} from './decide-slide-structure.js';
import { decideRestoreVersion, type DeckDecisionInputs } from './decide-restore-version.js';
import type { ActorTeam } from '../../presentations/domain/workspace-deck-roles.js';
import { requireEditableDeck } from './deck-guards.js';
import { evolveDeck, initialDeckState, type DeckState } from './deck-state.js';

/** What a deck decision may use besides the command and the deck: the actor's team, loaded before deciding. */
export interface DeckDecisionContext extends DecisionContext, DeckDecisionInputs {
  readonly team?: ActorTeam | null;
}

/**
 * Deck authoring over `presentation-{id}`: slides, options, hints, embeds, settings, look and participant info.
 * Every command needs an existing, untrashed presentation (404) and an actor whose role may edit it (403).
 * Commands carrying rich text must go through sanitiseDeckCommand() first.
 */
export function decideDeck(command: DeckCommand, state: DeckState, context: DeckDecisionContext): DeckEvent[] {
  requireEditableDeck(state, context.actor, context.team ?? null);
  return decideDeckChange(command, state, context);
}

/** What a command does to a deck its actor may edit: the server's decision, and the editor's prediction of it. */
export function decideDeckChange(command: DeckCommand, state: DeckState, context: DeckDecisionInputs): DeckEvent[] {
  switch (command.type) {
    case 'AddSlide':
      return decideAddSlide(command.data, state, context);
    case 'UpdateSlide':
      return decideUpdateSlide(command.data, state, context);
    case 'PatchSlide':
      return decidePatchSlide(command.data, state, context);
    case 'PatchSlides':
      return decidePatchSlides(command.data, state, context);
    case 'DuplicateSlides':
      return decideDuplicateSlides(command.data, state, context);
    case 'SortSlides':
      return decideSortSlides(command.data, state);
    case 'DeleteSlides':
      return decideDeleteSlides(command.data, state, context);
    case 'RestoreSlides':
      return decideRestoreSlides(command.data, state);
    case 'BatchUpdateSlides':
      return decideBatchUpdateSlides(command.data, state, context);
    case 'AddSlideOption':
      return decideAddSlideOption(command.data, state, context);
    case 'PatchSlideOption':
      return decidePatchSlideOption(command.data, state);
    case 'DeleteSlideOption':
      return decideDeleteSlideOption(command.data, state);
    case 'AddSlideOptions':
      return decideAddSlideOptions(command.data, state, context);
    case 'DeleteSlideOptions':
      return decideDeleteSlideOptions(command.data, state);
    case 'ReorderSlideOptions':
      return decideReorderSlideOptions(command.data, state);
    case 'AddSlideHint':
      return decideAddSlideHint(command.data, state, context);
    case 'PatchSlideHint':
      return decidePatchSlideHint(command.data, state);
    case 'DeleteSlideHint':
      return decideDeleteSlideHint(command.data, state);
    case 'SetSlideEmbed':
      return decideSetSlideEmbed(command.data, state);
    case 'RemoveSlideEmbed':
      return decideRemoveSlideEmbed(command.data, state);
    case 'UpdatePresentationSettings':
      return decideUpdateSettings(command.data, state);
    case 'UpdatePresentationAttributes':
      return decideUpdateAttributes(command.data, state);
    case 'ApplyPresentationTheme':
      return decideApplyTheme(command.data, state);
    case 'UpdateParticipantInfo':
      return decideUpdateParticipantInfo(command.data, state, context);
    case 'SetActiveSlide':
      return decideSetActiveSlide(command.data, state);
    case 'AutoTitlePresentation':
      return decideAutoTitle(command.data, state);
    case 'SetPresentationResultsFlag':
      return decideResultsFlag(command.data, state);
    case 'RestoreDeckVersion':
      return decideRestoreVersion(command.data, state, context);
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled deck command ${JSON.stringify(unhandled)}`);
    }
  }
}

/** The deck decider for the command executor (stream `presentationStreamId(id)`, DECK_EVENT_SCHEMA_VERSIONS). */
export const deckDecider: Decider<DeckState, DeckCommand, DeckEvent> = {
  initialState: initialDeckState,
  evolve: evolveDeck,
  decide: decideDeck,
};

/** A deck command with the actor's team, loaded before deciding (README "Team roles"). */
export interface DeckCommandWithTeam {
  readonly command: DeckCommand;
  readonly team: ActorTeam | null;
}

/**
 * The deck decider for commands that carry the actor's team: one object for every command, because the command
 * executor keeps each decider's folded state of a stream by the decider's identity.
 */
export const deckDeciderWithTeam: Decider<DeckState, DeckCommandWithTeam, DeckEvent> = {
  initialState: initialDeckState,
  evolve: evolveDeck,
  decide: ({ command, team }, state, context) => decideDeck(command, state, { ...context, team }),
};
